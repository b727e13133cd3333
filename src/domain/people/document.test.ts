import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { documentMessages, formatCnpj, formatCpf, formatDocument, hasValidCnpjDigits, hasValidCpfDigits, parseCnpj, parseCpf } from './document';
import { validCnpj, validCompletions, validCpf } from './document.arbitrary';
import { domainError, type DomainErrorCode } from '../shared/domain-error';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const noise = fc.constantFrom('', '.', '-', ' ', '/');
const withNoise = (s: string, sep: string) => s.split('').join(sep);
const messageOf = (r: E.Either<{ message: string }, unknown>) => (E.isLeft(r) ? r.left.message : undefined);

describe('CPF', () => {
  it('accepts documented real-world examples and rejects their one-digit typos', () => {
    for (const ok of ['52998224725', '11144477735', '39053344705']) expect(hasValidCpfDigits(ok)).toBe(true);
    for (const bad of ['52998224724', '11144477736', '12345678900']) expect(hasValidCpfDigits(bad)).toBe(false);
  });

  it('has exactly one pair of check digits for every base of nine digits', () => {
    fc.assert(
      fc.property(
        digits(9).filter((b) => !/^(\d)\1*$/.test(b)),
        (base) => {
          expect(validCompletions(base, hasValidCpfDigits)).toHaveLength(1);
        },
      ),
    );
  });

  it('rejects CPFs made of one repeated digit', () => {
    for (let d = 0; d <= 9; d++) expect(hasValidCpfDigits(String(d).repeat(11))).toBe(false);
  });

  it('reads a valid CPF whatever the punctuation around its digits', () => {
    fc.assert(
      fc.property(validCpf, noise, (cpf, sep) => {
        expect(parseCpf(withNoise(cpf, sep))).toEqual(E.right(cpf));
        expect(parseCpf(formatCpf(cpf))).toEqual(E.right(cpf));
      }),
    );
  });

  it('says the CPF must have 11 digits when the count is wrong', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.replace(/\D/g, '').length !== 11),
        (text) => {
          expect(messageOf(parseCpf(text))).toBe(documentMessages.cpfLength);
        },
      ),
    );
  });

  it('says CPF inválido when the check digits do not match', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 1, max: 9 }), (cpf, delta) => {
        const wrong = cpf.slice(0, 10) + String((Number(cpf[10]) + delta) % 10);
        expect(messageOf(parseCpf(wrong))).toBe(documentMessages.cpfInvalid);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts documented real-world examples and rejects typos', () => {
    for (const ok of ['11222333000181', '45723174000110']) expect(hasValidCnpjDigits(ok)).toBe(true);
    for (const bad of ['11222333000182', '45723174000111']) expect(hasValidCnpjDigits(bad)).toBe(false);
  });

  it('has exactly one pair of check digits for every base of twelve digits', () => {
    fc.assert(
      fc.property(
        digits(12).filter((b) => !/^(\d)\1*$/.test(b)),
        (base) => {
          expect(validCompletions(base, hasValidCnpjDigits)).toHaveLength(1);
        },
      ),
    );
  });

  it('reads a valid CNPJ formatted or not, and names the length when wrong', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(parseCnpj(formatCnpj(cnpj))).toEqual(E.right(cnpj));
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.replace(/[^0-9A-Za-z]/g, '').length !== 14),
        (text) => {
          expect(messageOf(parseCnpj(text))).toBe(documentMessages.cnpjLength);
        },
      ),
    );
    fc.assert(
      fc.property(validCnpj, fc.integer({ min: 1, max: 9 }), (cnpj, delta) => {
        const wrong = cnpj.slice(0, 13) + String((Number(cnpj[13]) + delta) % 10);
        expect(messageOf(parseCnpj(wrong))).toBe(documentMessages.cnpjInvalid);
      }),
    );
  });
});

describe('document display', () => {
  it('shows 14 digits as a CNPJ and anything else as a CPF', () => {
    fc.assert(
      fc.property(digits(14), (d) => {
        expect(formatDocument(d)).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      }),
    );
    fc.assert(
      fc.property(digits(11), (d) => {
        expect(formatDocument(d)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      }),
    );
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('documents inside other text', () => {
  const extra = fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom(...'0123456789x '.split('')) });

  it('takes a check-digit test only of the digits alone, never with anything before or after them', () => {
    fc.assert(
      fc.property(validCpf, validCnpj, extra, (cpf, cnpj, more) => {
        expect(hasValidCpfDigits(cpf + more)).toBe(false);
        expect(hasValidCnpjDigits(cnpj + more)).toBe(false);
        expect(hasValidCnpjDigits(more.replace(/\d/g, 'x') + cnpj)).toBe(false);
        expect(hasValidCpfDigits(more.replace(/\d/g, 'x') + cpf)).toBe(false);
      }),
    );
  });

  it('says which document is wrong and why, on the document’s field', () => {
    const refused = (code: DomainErrorCode, message: string, field: string) => E.left(domainError(code, message, field));
    expect(parseCpf('123.456.789')).toEqual(refused('CPF_LENGTH', documentMessages.cpfLength, 'cpf'));
    expect(parseCpf('529.982.247-24')).toEqual(refused('CPF_INVALID', documentMessages.cpfInvalid, 'cpf'));
    expect(parseCnpj('11.222.333/0001')).toEqual(refused('CNPJ_LENGTH', documentMessages.cnpjLength, 'cnpj'));
    expect(parseCnpj('11.222.333/0001-82')).toEqual(refused('CNPJ_INVALID', documentMessages.cnpjInvalid, 'cnpj'));
  });
});
