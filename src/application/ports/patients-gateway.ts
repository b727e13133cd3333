import type { Patient, PatientBody, PatientPage } from '../../contract/patient.contract';
import type { ApiResult } from './api-error';

export interface PatientsGateway {
  list(page: number, limit: number, filter: string): ApiResult<PatientPage>;
  create(patient: PatientBody): ApiResult<Patient>;
}
