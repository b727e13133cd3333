import { IdParams } from '../common.contract';
import { CompleteRegistrationRequest, DentistBalances, RegisterDentistRequest, RegisterDentistResponse, VerifyQuery, VerifyResponse } from '../dentist.contract';
import { endpoint, NoContent } from '../endpoint';
import { DeleteFilterQuery, SavedFilter, SavedFilters } from '../filters.contract';
import { NpsSubmission, NpsThanks, PlanningNpsSubmission } from '../nps.contract';
import { PlanningSurveyCode } from '../planning-actions.contract';
import { Patient, PatientInput, PatientPage, PatientsQuery } from '../patient.contract';
import { ClinicalPreferences } from '../../domain/prescription/clinical-preferences';

const createdPatient = { answer: (body: unknown) => [(body as { id?: string }).id ?? ''].filter(Boolean) };
const listedPatients = { answer: (body: unknown) => ((body as { items?: { id?: unknown }[] }).items ?? []).map((p) => p.id).filter((id): id is string => typeof id === 'string') };

/** Registering, the signed-in person's saved filters and surveys (spec §2–§4); signing in is in session.endpoints.ts. */
export const accountEndpoints = {
  register: endpoint({ method: 'POST', path: '/api/dentist', caller: 'anyone', body: RegisterDentistRequest, answer: RegisterDentistResponse, created: true, patientData: 'none' }),
  /** A lead (invited without a full registration) completes it, for their own id. */
  completeRegistration: endpoint({
    method: 'POST',
    path: '/api/dentist/:id/complete',
    caller: 'signedIn',
    params: IdParams,
    body: CompleteRegistrationRequest,
    answer: NoContent,
    patientData: 'none',
    // Completing the registration accepts the terms.
    beforeConsent: true,
  }),
  verifyAccreditation: endpoint({ method: 'GET', path: '/api/dentist/verify', caller: 'signedIn', query: VerifyQuery, answer: VerifyResponse, patientData: 'none' }),
  /** The header's "Saldo bonificado": the dentist's own balances. */
  balances: endpoint({ method: 'GET', path: '/api/dentist/balances', caller: 'dentist', answer: DentistBalances, patientData: 'none' }),
  savedFilters: endpoint({ method: 'GET', path: '/api/users/filters', caller: 'signedIn', answer: SavedFilters, patientData: 'none' }),
  saveFilter: endpoint({ method: 'POST', path: '/api/users/filters', caller: 'signedIn', body: SavedFilter, answer: NoContent, patientData: 'none' }),
  removeFilter: endpoint({ method: 'DELETE', path: '/api/users/filters', caller: 'signedIn', query: DeleteFilterQuery, answer: NoContent, patientData: 'none' }),
  answerPlatformSurvey: endpoint({ method: 'POST', path: '/api/nps', caller: 'signedIn', body: NpsSubmission, answer: NpsThanks, created: true, patientData: 'none' }),
  dismissPlatformSurvey: endpoint({ method: 'POST', path: '/api/nps/dismiss', caller: 'signedIn', answer: NoContent, patientData: 'none' }),
  answerPlanningSurvey: endpoint({
    method: 'POST',
    path: '/api/nps/planning/:id',
    caller: 'signedIn',
    params: IdParams,
    body: PlanningNpsSubmission,
    answer: NpsThanks,
    created: true,
    patientData: 'none',
  }),
  postponePlanningSurvey: endpoint({
    method: 'PATCH',
    path: '/api/nps/planning/:id',
    caller: 'signedIn',
    params: IdParams,
    body: PlanningSurveyCode,
    answer: NoContent,
    patientData: 'none',
  }),
  /** A dentist's default answers for a new case's Ficha, and the staff's view of them on the dentist's record. */
  clinicalPreferences: endpoint({ method: 'GET', path: '/api/users/clinical-preferences', caller: 'dentist', answer: ClinicalPreferences, patientData: 'none' }),
  saveClinicalPreferences: endpoint({
    method: 'POST',
    path: '/api/users/clinical-preferences',
    caller: 'dentist',
    body: ClinicalPreferences,
    answer: ClinicalPreferences,
    patientData: 'none',
  }),
  dentistClinicalPreferences: endpoint({
    method: 'GET',
    path: '/api/admin/dentists/:id/clinical-preferences',
    caller: 'staff',
    params: IdParams,
    answer: ClinicalPreferences,
    patientData: 'none',
  }),
} as const;

/** A dentist's patients, and the staff's view of any dentist's (spec §4, §1). */
export const patientEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/patients', caller: 'signedIn', query: PatientsQuery, answer: PatientPage, patientData: listedPatients }),
  one: endpoint({ method: 'GET', path: '/api/patients/:id', caller: 'signedIn', params: IdParams, answer: Patient, patientData: 'patient' }),
  create: endpoint({ method: 'POST', path: '/api/patients', caller: 'signedIn', body: PatientInput, answer: Patient, created: true, patientData: createdPatient }),
  listOfDentist: endpoint({
    method: 'GET',
    path: '/api/admin/patients/by-dentist/:id',
    caller: 'staff',
    params: IdParams,
    query: PatientsQuery,
    answer: PatientPage,
    patientData: listedPatients,
  }),
  createForDentist: endpoint({
    method: 'POST',
    path: '/api/admin/patients/by-dentist/:id',
    caller: 'staff',
    params: IdParams,
    body: PatientInput,
    answer: Patient,
    created: true,
    patientData: createdPatient,
  }),
  update: endpoint({ method: 'PATCH', path: '/api/admin/patients/:id', caller: 'staff', params: IdParams, body: PatientInput, answer: Patient, patientData: 'patient' }),
} as const;
