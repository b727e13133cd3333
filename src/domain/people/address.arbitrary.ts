import fc from 'fast-check';
import { formatCep, formatPhone } from '../format/mask';
import type { AddressForm } from './address';
import { stateCodes } from './brazilian-states';
import { formatCnpj, formatCpf } from './document';
import { validCnpj, validCpf } from './document.arbitrary';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáéçã'.split('')), minLength: 3, maxLength: 20 });
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Valid address forms, bought as CPF or as CNPJ. */
export const validAddressForm: fc.Arbitrary<AddressForm> = fc
  .record({
    buyAs: fc.constantFrom('CPF', 'CNPJ'),
    companyName: word,
    cnpj: validCnpj.map(formatCnpj),
    businessName: word,
    exemptStateRegistration: fc.boolean(),
    stateRegistration: digits(12),
    municipalRegistration: fc.constantFrom('', '12345'),
    isSimpleTaxpayer: fc.boolean(),
    fullName: word,
    cpf: validCpf.map(formatCpf),
    cep: digits(8).map(formatCep),
    street: word,
    number: fc.integer({ min: 1, max: 9999 }).map(String),
    complement: fc.constantFrom('', 'Sala 2'),
    neighborhood: word,
    city: word,
    state: fc.constantFrom(...stateCodes),
    phone: digits(11).map(formatPhone),
    isPhoneWhatsApp: fc.boolean(),
    email: fc.emailAddress().filter((e) => e.length < 200 && /\.[^.@]+$/.test(e)),
    isDentalClinic: fc.boolean(),
    isShipping: fc.boolean(),
    isBilling: fc.boolean(),
  })
  .map((f) => ({ ...f, stateRegistration: f.exemptStateRegistration ? '' : f.stateRegistration }));
