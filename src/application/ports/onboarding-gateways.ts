import type { Address, AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import type { CompleteRegistrationBody, RegisterDentistBody } from '../../contract/dentist.contract';
import type { DraftCreated, DraftDetail, DraftSubmitted, UpdateDraftBody } from '../../contract/draft.contract';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { NpsSubmissionBody } from '../../contract/nps.contract';
import type { Patient, PatientBody, PatientPage } from '../../contract/patient.contract';
import type { PersonalData, ProfessionalData } from '../../domain/people/registration';
import type { ApiResult } from './api-error';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import type { PrintablePrescription } from '../../contract/prescription.contract';

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
  load(id: string): ApiResult<DraftDetail>;
  saveStep(id: string, body: UpdateDraftBody): ApiResult<DraftDetail>;
  submit(id: string): ApiResult<DraftSubmitted>;
  remove(id: string): ApiResult<void>;
}

export interface PrescriptionGateway {
  /** The patient's previous prescription, or null when there is none. */
  previous(patientId: string): ApiResult<PrescriptionForm | null>;
  /** An order's prescription with its print header. */
  printable(orderId: string): ApiResult<PrintablePrescription>;
}

/** A file picked in the browser, as the upload needs it. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** The bytes, handed to the transport as they are. */
  readonly blob: Blob;
}

export interface UploadsGateway {
  /** Sends a file for a slot, reporting progress from 0 to 1. */
  upload(kind: AttachmentKind, file: PickedFile, onProgress: (fraction: number) => void): ApiResult<AttachmentUploaded>;
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
