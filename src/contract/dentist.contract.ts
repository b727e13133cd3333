import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';

/** POST /api/dentist/{id}/complete: what a lead still owes (everything but e-mail and password). */
export const CompleteRegistrationRequest = t.type(
  {
    name: text('Nome', textLimits.personName),
    cpf: text('CPF', textLimits.document),
    gender: text('Gênero', textLimits.gender),
    phone: text('Telefone', textLimits.phone),
    croNumber: text('CRO', textLimits.cro),
    croState: text('UF do CRO', textLimits.croState),
    specialty: text('Especialidade', textLimits.specialty),
    clinicName: text('Nome da clínica', textLimits.clinicName),
    /** The terms of use and the privacy notice in force, accepted. */
    acceptedTerms: t.boolean,
  },
  'CompleteRegistrationRequest',
);
export type CompleteRegistrationRequest = t.TypeOf<typeof CompleteRegistrationRequest>;
export type CompleteRegistrationBody = t.OutputOf<typeof CompleteRegistrationRequest>;

/** POST /api/dentist: a new dentist's registration, as typed (masks allowed). */
export const RegisterDentistRequest = t.intersection(
  [CompleteRegistrationRequest, t.type({ email: text('E-mail', textLimits.email), password: text('Senha', textLimits.password) })],
  'RegisterDentistRequest',
);
export type RegisterDentistRequest = t.TypeOf<typeof RegisterDentistRequest>;
/** The body as a client writes it (plain strings). */
export type RegisterDentistBody = t.OutputOf<typeof RegisterDentistRequest>;

export const RegisterDentistResponse = t.type({ id: Uuid }, 'RegisterDentistResponse');

export const VerifyQuery = t.type({ code: text('Código', textLimits.verificationCode) }, 'VerifyQuery');
/** GET /api/dentist/verify answers true or false. */
export const VerifyResponse = t.boolean;

export const dentistMessages = {
  emailTaken: 'Já existe um cadastro com este e-mail.',
  cpfTaken: 'Já existe um cadastro com este CPF.',
  notLead: 'Este cadastro já está completo.',
  notAccredited: 'Seu credenciamento está pendente. Valide o seu certificado para fazer pedidos.',
} as const;

const ProductBalance = t.type({ aligners: t.number, retentions: t.number }, 'ProductBalance');

/** GET /api/dentist/balances: the signed-in dentist's own bonus balances, as the order pages count them. */
export const DentistBalances = t.type(
  {
    wallet: ProductBalance,
    /** Null for a dentist outside the KOL programme. */
    kol: t.union([t.intersection([ProductBalance, t.type({ usedThisMonth: t.number })]), t.null]),
  },
  'DentistBalances',
);
export type DentistBalances = t.TypeOf<typeof DentistBalances>;
