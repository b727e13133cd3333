import * as t from 'io-ts';
import { boundedString, Paged, PositiveIntFromString, Uuid } from './common.contract';

const text = (name: string) => boundedString(200, name);

/** An address as the form types it and the API answers it (masked CPF, CNPJ, CEP, phone). */
export const AddressInput = t.type(
  {
    buyAs: text('BuyAs'),
    companyName: text('CompanyName'),
    cnpj: text('Cnpj'),
    businessName: text('BusinessName'),
    stateRegistration: text('StateRegistration'),
    exemptStateRegistration: t.boolean,
    municipalRegistration: text('MunicipalRegistration'),
    isSimpleTaxpayer: t.boolean,
    fullName: text('FullName'),
    cpf: text('Cpf'),
    cep: text('Cep'),
    street: text('Street'),
    number: text('Number'),
    complement: text('Complement'),
    neighborhood: text('Neighborhood'),
    city: text('City'),
    state: text('State'),
    phone: text('Phone'),
    isPhoneWhatsApp: t.boolean,
    email: text('Email'),
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

export const AdminAddressInput = t.intersection([t.type({ dentistId: Uuid }), AddressInput], 'AdminAddressInput');

export const PageQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString }, 'PageQuery');

export const addressMessagesOnWire = { notFound: 'Endereço não encontrado.' } as const;

/** ViaCEP-compatible answer of GET /api/cep/{cep}. */
export const PostalCodeAnswer = t.type(
  { cep: t.string, logradouro: t.string, bairro: t.string, localidade: t.string, uf: t.string },
  'PostalCodeAnswer',
);
export type PostalCodeAnswer = t.TypeOf<typeof PostalCodeAnswer>;

export const CepParams = t.type({ cep: t.refinement(t.string, (s) => /^\d{8}$/.test(s), 'CepDigits') }, 'CepParams');

export const cepMessages = {
  notFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;
