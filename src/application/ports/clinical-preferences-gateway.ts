import type { ClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import type { ApiResult } from './api-error';

/** A dentist's default answers for a new case's Ficha, and the staff's view of a dentist's. */
export interface ClinicalPreferencesGateway {
  load(): ApiResult<ClinicalPreferences>;
  save(preferences: ClinicalPreferences): ApiResult<ClinicalPreferences>;
  ofDentist(dentistId: string): ApiResult<ClinicalPreferences>;
}
