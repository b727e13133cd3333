import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseUsername } from './username';
import { formatCnpj, formatCpf } from '../people/document';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('login username', () => {
  it('reads a formatted CPF (14 characters) as its digits', () => {
    fc.assert(
      fc.property(digits(11), (d) => {
        expect(normaliseUsername(formatCpf(d))).toBe(d);
      }),
    );
    expect(normaliseUsername('529.982.247-25')).toBe('52998224725');
  });

  it('reads a CNPJ, formatted or not, as its digits', () => {
    fc.assert(
      fc.property(digits(14), (d) => {
        expect(normaliseUsername(formatCnpj(d))).toBe(d);
      }),
    );
    fc.assert(
      fc.property(digits(14), (d) => {
        expect(normaliseUsername(d)).toBe(d);
      }),
    );
  });

  it('keeps only the letters and digits of any 14-character username without @, letters upper-case', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 14, maxLength: 14 }).filter((s) => !s.includes('@') && s.trim() === s),
        (s) => {
          expect(normaliseUsername(s)).toBe(s.replace(/[^0-9A-Za-z]/g, '').toUpperCase());
        },
      ),
    );
  });

  it('keeps an e-mail (lower-cased) and leaves other lengths alone', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(normaliseUsername(email)).toBe(email.toLowerCase());
      }),
    );
    expect(normaliseUsername('Dentista@Demo.com.br')).toBe('dentista@demo.com.br');
    expect(normaliseUsername('5299822472')).toBe('5299822472');
    expect(normaliseUsername(' clinica-sorriso ')).toBe('clinica-sorriso');
  });

  it('reads a document with blank space around it, but nothing else around a masked CNPJ', () => {
    fc.assert(
      fc.property(digits(11), digits(14), (cpf, cnpj) => {
        expect(normaliseUsername(` ${formatCpf(cpf)}\t`)).toBe(cpf);
        expect(normaliseUsername(`x${formatCnpj(cnpj)}`)).toBe(`x${formatCnpj(cnpj)}`);
        expect(normaliseUsername(`${formatCnpj(cnpj)}x`)).toBe(`${formatCnpj(cnpj)}x`);
      }),
    );
  });
});
