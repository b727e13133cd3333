import * as t from 'io-ts';
import { Gender } from '../domain/people/person';
import { boundedString, Paged, PositiveIntFromString, Uuid } from './common.contract';

export const Patient = t.type(
  { id: Uuid, firstName: t.string, lastName: t.string, cpf: t.union([t.string, t.null]), gender: t.union([Gender, t.null]) },
  'Patient',
);
export type Patient = t.TypeOf<typeof Patient>;

export const PatientPage = Paged(Patient);
export type PatientPage = t.TypeOf<typeof PatientPage>;

export const PatientInput = t.type(
  { firstName: boundedString(100, 'FirstName'), lastName: boundedString(100, 'LastName'), cpf: boundedString(20, 'Cpf'), gender: boundedString(10, 'Gender') },
  'PatientInput',
);
export type PatientInput = t.TypeOf<typeof PatientInput>;
export type PatientBody = t.OutputOf<typeof PatientInput>;

export const PatientsQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString, filter: boundedString(100, 'Filter') }, 'PatientsQuery');

/** The select-patient dialog shows 4 rows a page (spec §9). */
export const patientDialogPageSize = 4;

export const patientMessagesOnWire = { notFound: 'Paciente não encontrado.', cpfTaken: 'Você já tem um paciente com este CPF.' } as const;
