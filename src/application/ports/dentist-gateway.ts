import type { CompleteRegistrationBody, DentistBalances, RegisterDentistBody } from '../../contract/dentist.contract';
import type { PersonalData, ProfessionalData } from '../../domain/people/registration';
import type { ApiResult } from './api-error';

export interface DentistGateway {
  register(request: RegisterDentistBody): ApiResult<void>;
  completeRegistration(userId: string, request: CompleteRegistrationBody): ApiResult<void>;
  /** True when the code is valid (and the dentist is now accredited). */
  verify(code: string): ApiResult<boolean>;
  /** The signed-in dentist's own bonus balances. */
  balances(): ApiResult<DentistBalances>;
}

/** What a dentist typed while registering, kept in the browser until it is sent (spec §3). */
export interface RegistrationDraftStore {
  load(): { personal: Partial<PersonalData>; professional: Partial<ProfessionalData> };
  save(personal: Partial<PersonalData>, professional: Partial<ProfessionalData>): void;
  clear(): void;
}
