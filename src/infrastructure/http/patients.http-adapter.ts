import { Patient, type PatientBody, PatientPage } from '../../contract/patient.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { PatientsGateway } from '../../application/ports/patients-gateway';
import type { ApiClient } from './api-client';

export class PatientsHttpAdapter implements PatientsGateway {
  constructor(private readonly api: ApiClient) {}
  list(page: number, limit: number, filter: string): ApiResult<PatientPage> {
    return this.api.request(PatientPage, '/patients', { query: { page, limit, filter } });
  }
  create(patient: PatientBody): ApiResult<Patient> {
    return this.api.request(Patient, '/patients', { method: 'POST', body: patient });
  }
}
