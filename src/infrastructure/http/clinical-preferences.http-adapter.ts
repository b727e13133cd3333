import { inject, injectable } from 'inversify';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { ClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import type { ApiResult } from '../../application/ports/api-error';
import type { ClinicalPreferencesGateway } from '../../application/ports/clinical-preferences-gateway';
import { ApiClient } from './api-client';

@injectable()
export class ClinicalPreferencesHttpAdapter implements ClinicalPreferencesGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  load(): ApiResult<ClinicalPreferences> {
    return this.api.call(on.clinicalPreferences);
  }
  save(preferences: ClinicalPreferences): ApiResult<ClinicalPreferences> {
    return this.api.call(on.saveClinicalPreferences, { body: preferences });
  }
  ofDentist(dentistId: string): ApiResult<ClinicalPreferences> {
    return this.api.call(on.dentistClinicalPreferences, { params: { id: dentistId } });
  }
}
