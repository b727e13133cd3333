import type { Address, AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import type { CompleteRegistrationBody, RegisterDentistBody } from '../../contract/dentist.contract';
import type { DraftCreated } from '../../contract/draft.contract';
import type { NpsSubmissionBody } from '../../contract/nps.contract';
import type { Patient, PatientBody, PatientPage } from '../../contract/patient.contract';
import type { PersonalData, ProfessionalData } from '../../domain/people/registration';
import type { ApiResult } from './api-error';

export interface DentistGateway {
  register(request: RegisterDentistBody): ApiResult<void>;
  completeRegistration(userId: string, request: CompleteRegistrationBody): ApiResult<void>;
  /** True when the code is valid (and the dentist is now accredited). */
  verify(code: string): ApiResult<boolean>;
}

export interface AddressesGateway {
  list(): ApiResult<AddressPage>;
  create(address: AddressBody): ApiResult<Address>;
  update(id: string, address: AddressBody): ApiResult<Address>;
  remove(id: string): ApiResult<void>;
}

export interface PostalCodeLookup {
  lookup(cepDigits: string): ApiResult<PostalCodeAnswer>;
}

export interface PatientsGateway {
  list(page: number, limit: number, filter: string): ApiResult<PatientPage>;
  create(patient: PatientBody): ApiResult<Patient>;
}

export interface SurveyGateway {
  submit(submission: NpsSubmissionBody): ApiResult<void>;
  dismiss(): ApiResult<void>;
}

export interface DraftsGateway {
  create(patientId: string): ApiResult<DraftCreated>;
}

/** What a dentist typed while registering, kept in the browser until it is sent (spec §3). */
export interface RegistrationDraftStore {
  load(): { personal: Partial<PersonalData>; professional: Partial<ProfessionalData> };
  save(personal: Partial<PersonalData>, professional: Partial<ProfessionalData>): void;
  clear(): void;
}

/** Remembers for this browser session that the survey was put off ('Responder depois'). */
export interface SurveyPostponement {
  isPostponed(): boolean;
  postpone(): void;
}
