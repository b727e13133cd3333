import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressMessages, type AddressForm, addressSummary, addressTitle, emptyAddressForm, setExemptStateRegistration, validateAddress } from './address';
import { validAddressForm } from './address.arbitrary';
import { personNameMessage } from './person-name';

const corruptions: readonly [keyof AddressForm, string, string, ((f: AddressForm) => boolean)?][] = [
  ['buyAs', 'RG', addressMessages.invalidOption],
  ['cep', '', addressMessages.required],
  ['cep', '1234-567', addressMessages.cep],
  ['cep', 'x12345-678', addressMessages.cep],
  ['cep', '12345-6789', addressMessages.cep],
  ['cep', '12345_678', addressMessages.cep],
  ['street', '', addressMessages.required],
  ['street', 'Av', addressMessages.street],
  ['street', '  Av  ', addressMessages.street],
  ['number', ' ', addressMessages.required],
  ['neighborhood', '', addressMessages.required],
  ['city', '', addressMessages.required],
  ['state', '', addressMessages.required],
  ['state', 'XX', addressMessages.state],
  ['phone', '', addressMessages.required],
  ['phone', '(11) 9876-543', addressMessages.phone],
  ['phone', ' (11) 9876-543  ', addressMessages.phone],
  ['email', '', addressMessages.required],
  ['email', 'dentista@', addressMessages.email],
  ['fullName', '', addressMessages.required, (f) => f.buyAs === 'CPF'],
  ['fullName', 'Ana 2', personNameMessage, (f) => f.buyAs === 'CPF'],
  ['cpf', '', addressMessages.required, (f) => f.buyAs === 'CPF'],
  ['cpf', '529.982.247-24', addressMessages.cpf, (f) => f.buyAs === 'CPF'],
  ['cpf', '529.982.247', 'CPF inválido. O CPF deve conter 11 dígitos.', (f) => f.buyAs === 'CPF'],
  ['companyName', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['businessName', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['cnpj', '', addressMessages.required, (f) => f.buyAs === 'CNPJ'],
  ['cnpj', '11.222.333/0001-82', addressMessages.cnpj, (f) => f.buyAs === 'CNPJ'],
  ['cnpj', '11.222.333/0001', 'CNPJ inválido. O CNPJ deve conter 14 letras ou números.', (f) => f.buyAs === 'CNPJ'],
];

describe('address form', () => {
  it('accepts every valid address, bought as CPF or CNPJ', () => {
    fc.assert(
      fc.property(validAddressForm, (form) => {
        expect(validateAddress(form)).toEqual({});
      }),
    );
  });

  it('rejects every single-field corruption with the message of spec §5 at that field only', () => {
    for (const [field, value, message, applies] of corruptions) {
      fc.assert(
        fc.property(
          validAddressForm.filter((form) => applies?.(form) ?? true),
          (form) => {
            expect(validateAddress({ ...form, [field]: value })).toEqual({ [field]: message });
          },
        ),
        { numRuns: 20 },
      );
    }
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

  it('accepts a CEP with or without its hyphen, and around spaces', () => {
    fc.assert(
      fc.property(validAddressForm, fc.constantFrom('01304-000', '01304000', ' 04028-001 '), (form, cep) => {
        expect(validateAddress({ ...form, cep })).toEqual({});
      }),
    );
  });

  it('starts a new address blank, bought as a person, for both delivery and billing', () => {
    const { buyAs, isShipping, isBilling, ...rest } = emptyAddressForm;
    expect({ buyAs, isShipping, isBilling }).toEqual({ buyAs: 'CPF', isShipping: true, isBilling: true });
    for (const [field, value] of Object.entries(rest)) expect([field, value]).toEqual([field, typeof value === 'boolean' ? false : '']);
    expect(Object.keys(validateAddress(emptyAddressForm)).sort()).toEqual(['cep', 'city', 'cpf', 'email', 'fullName', 'neighborhood', 'number', 'phone', 'state', 'street']);
  });

  it('sums an address up in one line, with its complement only when there is one', () => {
    fc.assert(
      fc.property(validAddressForm, fc.constantFrom('', '   ', ' Sala 4 '), (form, complement) => {
        const line = addressSummary({ ...form, complement });
        for (const part of [form.street, form.number, form.neighborhood, form.city, form.state, form.cep]) expect(line).toContain(part);
        expect(line.includes('–  Sala') || line.includes('4  –')).toBe(false);
        expect(line.includes(' – Sala 4 – ')).toBe(complement.trim() !== '');
      }),
    );
    expect(addressSummary({ street: 'Rua Augusta', number: '250', complement: '', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP', cep: '01304-000' })).toBe(
      'Rua Augusta, 250 – Consolação, São Paulo/SP – CEP 01304-000',
    );
  });
});

describe('an address as lists name it', () => {
  it('calls a company by its trade name, else its legal name, and a person by name; the complement only when there is one', () => {
    fc.assert(
      fc.property(validAddressForm, fc.constantFrom('', '   '), fc.constantFrom('Sala 2', '  Sala 2 '), (form, blankText, complement) => {
        const title = addressTitle(form);
        if (form.buyAs === 'CPF') expect(title).toBe(form.fullName);
        else {
          expect(title).toBe(form.businessName.trim());
          expect(addressTitle({ ...form, businessName: blankText })).toBe(form.companyName);
        }
        expect(addressSummary({ ...form, complement: blankText })).not.toContain(' – Sala');
        expect(addressSummary({ ...form, complement: blankText }).split(' – ')).toHaveLength(3);
        expect(addressSummary({ ...form, complement })).toContain(`${form.number} – Sala 2 – ${form.neighborhood}`);
      }),
    );
  });
});
