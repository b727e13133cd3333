import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { Paged, PositiveIntFromString, Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';

const field = (label: string) => text(label, textLimits.addressField);

/** An address as the form types it and the API answers it (masked CPF, CNPJ, CEP, phone). */
export const AddressInput = t.type(
  {
    buyAs: field('Comprar como'),
    companyName: field('Razão social'),
    cnpj: field('CNPJ'),
    businessName: field('Nome fantasia'),
    stateRegistration: field('Inscrição estadual'),
    exemptStateRegistration: t.boolean,
    municipalRegistration: field('Inscrição municipal'),
    isSimpleTaxpayer: t.boolean,
    fullName: field('Nome completo'),
    cpf: field('CPF'),
    cep: field('CEP'),
    street: field('Rua'),
    number: field('Número'),
    complement: field('Complemento'),
    neighborhood: field('Bairro'),
    city: field('Cidade'),
    state: field('UF'),
    phone: field('Telefone'),
    isPhoneWhatsApp: t.boolean,
    email: field('E-mail'),
    isDentalClinic: t.boolean,
    isShipping: t.boolean,
    isBilling: t.boolean,
  },
  'AddressInput',
);
export type AddressInput = t.TypeOf<typeof AddressInput>;
export type AddressBody = t.OutputOf<typeof AddressInput>;

export const Address = t.intersection([t.type({ id: Uuid }), AddressInput], 'Address');
export type Address = t.TypeOf<typeof Address>;

export const AddressPage = Paged(Address);
export type AddressPage = t.TypeOf<typeof AddressPage>;

export const StaffAddressInput = t.intersection([t.type({ dentistId: Uuid }), AddressInput], 'StaffAddressInput');

export const PageQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString }, 'PageQuery');
export type PageQuery = t.TypeOf<typeof PageQuery>;

export const addressMessagesOnWire = { notFound: 'Endereço não encontrado.' } as const;

/** ViaCEP-compatible answer of GET /api/cep/{cep}. */
export const PostalCodeAnswer = t.type({ cep: t.string, logradouro: t.string, bairro: t.string, localidade: t.string, uf: t.string }, 'PostalCodeAnswer');
export type PostalCodeAnswer = t.TypeOf<typeof PostalCodeAnswer>;

export const CepParams = t.type({ cep: t.refinement(t.string, (s) => /^\d{8}$/.test(s), 'CepDigits') }, 'CepParams');

export const cepMessages = {
  notFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;
