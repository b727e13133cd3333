import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { normaliseUsername } from '../auth/username';
import { Cnpj, Cpf, documentMessages, formatCnpj, formatDocument, hasValidCnpjDigits, parseCnpj } from './document';
import { validAlphanumericCnpj, validCnpj, validCompletions } from './document.arbitrary';

// The alphanumeric CNPJ the Receita Federal issues since July 2026 (IN RFB 2.229/2024): twelve
// characters of A–Z and 0–9, then two numeric check digits, mod 11 with each character worth its
// ASCII code minus 48. The oracle below is the instruction's own worked method, written apart
// from the rule: letters looked up in its table of values.

const values = Object.fromEntries([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, i < 10 ? i : 17 + (i - 10)]));
const oracleDigit = (chars: string): number => {
  const weights = [...chars].map((_, i, all) => 2 + ((all.length - 1 - i) % 8));
  const rest = [...chars].reduce((sum, c, i) => sum + values[c]! * weights[i]!, 0) % 11;
  return rest === 0 || rest === 1 ? 0 : 11 - rest;
};
const oracle = (base: string): string => {
  const first = oracleDigit(base);
  return `${base}${first}${oracleDigit(`${base}${first}`)}`;
};
const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const base = fc.array(alphanumeric, { minLength: 12, maxLength: 12 }).map((c) => c.join(''));
const messageOf = (e: E.Either<{ readonly message: string }, unknown>) => (E.isLeft(e) ? e.left.message : undefined);

describe('the alphanumeric CNPJ', () => {
  it('takes the Receita’s example, typed in any case, and stores it upper-case without punctuation', () => {
    expect(hasValidCnpjDigits('12ABC34501DE35')).toBe(true);
    expect(parseCnpj('12.ABC.345/01DE-35')).toEqual(E.right('12ABC34501DE35'));
    expect(parseCnpj(' 12.abc.345/01de-35 ')).toEqual(E.right('12ABC34501DE35'));
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('has, for every base of twelve letters and digits, exactly the check digits the instruction computes', () => {
    fc.assert(
      fc.property(
        base.filter((b) => !/^(.)\1*$/.test(b)),
        (b) => {
          expect(validCompletions(b, hasValidCnpjDigits)).toEqual([oracle(b)]);
        },
      ),
    );
  });

  it('reads a valid one formatted or not, lower-case or upper-case, and refuses one with a wrong check digit', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, fc.integer({ min: 1, max: 9 }), fc.boolean(), (cnpj, delta, lower) => {
        const typed = formatCnpj(cnpj);
        expect(typed).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
        expect(parseCnpj(lower ? typed.toLowerCase() : typed)).toEqual(E.right(cnpj));
        for (const at of [12, 13]) {
          const wrong = cnpj.slice(0, at) + String((Number(cnpj[at]) + delta) % 10) + cnpj.slice(at + 1);
          expect(messageOf(parseCnpj(wrong))).toBe(documentMessages.cnpjInvalid);
        }
      }),
    );
  });

  it('refuses a letter among the check digits, a character changed unless the instruction gives the changed base the same check digits, and one character fourteen times', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, alphanumeric, fc.nat({ max: 11 }), (cnpj, letter, at) => {
        const changed = cnpj.slice(0, at) + letter + cnpj.slice(at + 1);
        // Mod 11 misses a change by a multiple of 11 in a character's value, and a rest of 0 and 1 give the same digit.
        expect(hasValidCnpjDigits(changed)).toBe(oracle(changed.slice(0, 12)) === changed);
        expect(hasValidCnpjDigits(`${cnpj.slice(0, 13)}${/\d/.test(letter) ? 'X' : letter}`)).toBe(false);
      }),
    );
    for (const c of ['0', 'A']) expect(hasValidCnpjDigits(c.repeat(14))).toBe(false);
    expect(parseCnpj('12.ABC.345/01DE-3')).toEqual(E.left(expect.objectContaining({ message: documentMessages.cnpjLength })));
  });

  it('is masked as typed, letters upper-case in its first twelve places, only digits in the last two', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, fc.nat({ max: 14 }), (cnpj, n) => {
        const partial = formatCnpj(cnpj.slice(0, n).toLowerCase());
        expect(formatCnpj(cnpj).startsWith(partial)).toBe(true);
        expect(partial.replace(/[./-]/g, '')).toBe(cnpj.slice(0, n));
      }),
    );
    expect(formatCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE-');
    expect(formatCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });

  it('signs in by an alphanumeric CNPJ typed with or without its mask, in any case', () => {
    fc.assert(
      fc.property(fc.oneof(validAlphanumericCnpj, validCnpj), fc.boolean(), fc.boolean(), (cnpj, masked, lower) => {
        const typed = masked ? formatCnpj(cnpj) : cnpj;
        expect(normaliseUsername(` ${lower ? typed.toLowerCase() : typed} `)).toBe(cnpj);
      }),
    );
  });

  it('is refused on the wire with its codec named, as is a CPF', () => {
    for (const [codec, name] of [
      [Cnpj, 'Cnpj'],
      [Cpf, 'Cpf'],
    ] as const) {
      const refused = codec.decode('12.ABC.345/01DE-35');
      expect(E.isLeft(refused) && refused.left.map((e) => e.context.map((c) => c.type.name))).toEqual([[name]]);
    }
    expect(Cnpj.decode('12ABC34501DE35')).toEqual(E.right('12ABC34501DE35'));
  });
});
