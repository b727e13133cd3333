import { inject, injectable } from 'inversify';
import type { Patient, PatientBody, PatientPage } from '../../contract/patient.contract';
import { patientEndpoints as on } from '../../contract/routes/people.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { PatientsGateway } from '../../application/ports/patients-gateway';
import { ApiClient } from './api-client';

@injectable()
export class PatientsHttpAdapter implements PatientsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  list(page: number, limit: number, filter: string): ApiResult<PatientPage> {
    return this.api.call(on.list, { query: { page, limit, filter } });
  }
  create(patient: PatientBody): ApiResult<Patient> {
    return this.api.call(on.create, { body: patient });
  }
}
