import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validAlphanumericCnpj, validCnpj, validCpf } from '../people/document.arbitrary';
import { receiptPayer } from './receipt-payer';

const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });
const dentist = fc.record({ name, document: fc.option(validCpf, { nil: null }) });

describe('who a receipt names', () => {
  it('is the company an order bills, by its legal name and CNPJ, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(name, fc.oneof(validCnpj, validAlphanumericCnpj), dentist, (companyName, cnpj, d) => {
        const payer = receiptPayer({ companyName, cnpj, fullName: null, cpf: null }, d);
        expect(payer.name).toBe(companyName);
        expect(payer.document).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
        expect(payer.document!.replace(/[./-]/g, '')).toBe(cnpj);
      }),
    );
  });

  it('is the person an order bills, by name and CPF', () => {
    fc.assert(
      fc.property(name, validCpf, dentist, (fullName, cpf, d) => {
        const payer = receiptPayer({ companyName: null, cnpj: null, fullName, cpf }, d);
        expect(payer.name).toBe(fullName);
        expect(payer.document).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(payer.document!.replace(/\D/g, '')).toBe(cpf);
      }),
    );
  });

  it('is the dentist, with her document when she has one, when the order bills no one or an address without its document', () => {
    fc.assert(
      fc.property(
        dentist,
        fc.constantFrom(
          undefined,
          { companyName: 'Clínica', cnpj: null, fullName: null, cpf: null },
          { companyName: null, cnpj: null, fullName: 'Ana', cpf: null },
          { companyName: null, cnpj: '11222333000181', fullName: null, cpf: null },
          { companyName: null, cnpj: null, fullName: null, cpf: '52998224725' },
        ),
        (d, billing) => {
          const payer = receiptPayer(billing, d);
          expect(payer.name).toBe(d.name);
          expect(payer.document?.replace(/\D/g, '') ?? null).toBe(d.document);
        },
      ),
    );
  });
});
