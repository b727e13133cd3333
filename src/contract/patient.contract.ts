import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { Gender } from '../domain/people/person';
import { Paged, PositiveIntFromString, Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';

export const Patient = t.type({ id: Uuid, firstName: t.string, lastName: t.string, cpf: t.union([t.string, t.null]), gender: t.union([Gender, t.null]) }, 'Patient');
export type Patient = t.TypeOf<typeof Patient>;

export const PatientPage = Paged(Patient);
export type PatientPage = t.TypeOf<typeof PatientPage>;

export const PatientInput = t.type(
  {
    firstName: text('Nome', textLimits.patientName),
    lastName: text('Sobrenome', textLimits.patientName),
    cpf: text('CPF', textLimits.document),
    gender: text('Gênero', textLimits.gender),
  },
  'PatientInput',
);
export type PatientInput = t.TypeOf<typeof PatientInput>;
export type PatientBody = t.OutputOf<typeof PatientInput>;

export const PatientsQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString, filter: text('Filtro', textLimits.search) }, 'PatientsQuery');
export type PatientsQuery = t.TypeOf<typeof PatientsQuery>;

/** The select-patient dialog shows 4 rows a page (spec §9). */
export const patientDialogPageSize = 4;

export const patientMessagesOnWire = {
  notFound: 'Paciente não encontrado.',
  cpfTaken: 'Você já tem um paciente com este CPF.',
  cpfTakenForDentist: 'Este dentista já tem um paciente com este CPF.',
  dentistNotFound: 'Dentista não encontrado.',
} as const;
