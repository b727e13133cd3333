import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressMessages, type AddressForm, setExemptStateRegistration, validateAddress } from './address';
import { validAddressForm } from './address.arbitrary';

const corruptions: readonly [keyof AddressForm, string, string, ((f: AddressForm) => boolean)?][] = [
  ['buyAs', 'RG', addressMessages.invalidOption],
  ['cep', '', addressMessages.required],
  ['cep', '1234-567', addressMessages.cep],
  ['street', '', addressMessages.required],
  ['street', 'Av', addressMessages.street],
  ['number', ' ', addressMessages.required],
  ['neighborhood', '', addressMessages.required],
  ['city', '', addressMessages.required],
  ['state', '', addressMessages.required],
  ['state', 'XX', addressMessages.state],
  ['phone', '', addressMessages.required],
  ['phone', '(11) 9876-543', addressMessages.phone],
  ['email', '', addressMessages.required],
  ['email', 'dentista@', addressMessages.email],
  ['fullName', '', addressMessages.required, (f) => f.buyAs === 'CPF'],
  ['cpf', '', addressMessages.required, (f) => f.buyAs === 'CPF'],
  ['cpf', '529.982.247-24', addressMessages.cpf, (f) => f.buyAs === 'CPF'],
  ['companyName', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['businessName', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['cnpj', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['cnpj', '11.222.333/0001-82', addressMessages.cnpj, (f) => f.buyAs === 'CNPJ'],
];

describe('address form', () => {
  it('accepts every valid address, bought as CPF or CNPJ', () => {
    fc.assert(fc.property(validAddressForm, (form) => { expect(validateAddress(form)).toEqual({}); }));
  });

  it('rejects every single-field corruption with the message of spec §5 at that field only', () => {
    fc.assert(
      fc.property(validAddressForm, fc.constantFrom(...corruptions), (form, [field, value, message, applies]) => {
        if (applies && !applies(form)) return;
        const errors = validateAddress({ ...form, [field]: value });
        expect(errors).toEqual({ [field]: message });
      }),
    );
  });

  it('requires the state registration of a company unless it is exempt', () => {
    fc.assert(
      fc.property(validAddressForm, (form) => {
        const company = { ...form, buyAs: 'CNPJ', exemptStateRegistration: false, stateRegistration: '' };
        expect(validateAddress(company).stateRegistration).toBe('Campo obrigatório se não isento');
        expect(validateAddress(setExemptStateRegistration(company, true)).stateRegistration).toBeUndefined();
      }),
    );
  });

  it('ignores the other kind of buyer’s fields', () => {
    fc.assert(
      fc.property(validAddressForm, (form) => {
        const asCpf = { ...form, buyAs: 'CPF', cnpj: 'x', companyName: '', businessName: '', stateRegistration: '', exemptStateRegistration: false };
        expect(validateAddress(asCpf)).toEqual({});
        const asCnpj = { ...form, buyAs: 'CNPJ', cpf: 'x', fullName: '' };
        expect(validateAddress(asCnpj)).toEqual({});
      }),
    );
  });

  it('clears the state registration when exempt is ticked, and keeps it otherwise', () => {
    fc.assert(
      fc.property(validAddressForm, fc.boolean(), (form, exempt) => {
        const next = setExemptStateRegistration({ ...form, stateRegistration: '123' }, exempt);
        expect(next.exemptStateRegistration).toBe(exempt);
        expect(next.stateRegistration).toBe(exempt ? '' : '123');
      }),
    );
  });
});
