import * as t from 'io-ts';
import { boundedString, Uuid } from './common.contract';

const text = (max: number, name: string) => boundedString(max, name);

/** POST /api/dentist/{id}/complete: what a lead still owes (everything but e-mail and password). */
export const CompleteRegistrationRequest = t.type(
  {
    name: text(120, 'Name'),
    cpf: text(20, 'Cpf'),
    gender: text(10, 'Gender'),
    phone: text(20, 'Phone'),
    croNumber: text(12, 'CroNumber'),
    croState: text(2, 'CroState'),
    specialty: text(80, 'Specialty'),
    clinicName: text(120, 'ClinicName'),
  },
  'CompleteRegistrationRequest',
);
export type CompleteRegistrationRequest = t.TypeOf<typeof CompleteRegistrationRequest>;
export type CompleteRegistrationBody = t.OutputOf<typeof CompleteRegistrationRequest>;

/** POST /api/dentist: a new dentist's registration, as typed (masks allowed). */
export const RegisterDentistRequest = t.intersection(
  [CompleteRegistrationRequest, t.type({ email: text(254, 'Email'), password: text(200, 'Password') })],
  'RegisterDentistRequest',
);
export type RegisterDentistRequest = t.TypeOf<typeof RegisterDentistRequest>;
/** The body as a client writes it (plain strings). */
export type RegisterDentistBody = t.OutputOf<typeof RegisterDentistRequest>;

export const RegisterDentistResponse = t.type({ id: Uuid }, 'RegisterDentistResponse');

export const VerifyQuery = t.type({ code: text(60, 'Code') }, 'VerifyQuery');
/** GET /api/dentist/verify answers true or false. */
export const VerifyResponse = t.boolean;

export const dentistMessages = {
  emailTaken: 'Já existe um cadastro com este e-mail.',
  cpfTaken: 'Já existe um cadastro com este CPF.',
  notLead: 'Este cadastro já está completo.',
  notAccredited: 'Seu credenciamento está pendente. Valide o seu certificado para fazer pedidos.',
} as const;
