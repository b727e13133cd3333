import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { maxCents } from '../shared/wire-numbers';
import { Cents, formatBRL, parseHundredths } from './money';

describe('money in BRL', () => {
  it('writes every amount of cents with R$, dot thousands and two decimals after a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = formatBRL(cents);
        expect(text).toMatch(/^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/);
        expect(Number(text.replace(/\D/g, ''))).toBe(cents);
      }),
    );
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
  });

  it('accepts only non-negative whole cents', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(Cents.is(n)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ max: -1 }), (n) => {
        expect(Cents.is(n)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noInteger: true, noNaN: true }), (n) => {
        expect(Cents.is(n)).toBe(false);
      }),
    );
    expect(Cents.is(0)).toBe(true);
  });

  it('takes up to R$ 9.999.999.999,99, and a refusal names the codec', () => {
    expect(Cents.is(maxCents)).toBe(true);
    expect(Cents.is(maxCents + 1)).toBe(false);
    const refused = Cents.decode(maxCents + 1);
    expect(E.isLeft(refused) && refused.left[0]!.context.map((c) => c.type.name)).toEqual(['Cents']);
  });
});

describe('typed amounts', () => {
  it('reads what formatBRL writes, without R$, back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parseHundredths(formatBRL(cents).replace('R$\u00a0', ''))).toBe(cents);
      }),
    );
    expect(parseHundredths('12,5')).toBe(1250);
    expect(Number.isNaN(parseHundredths('doze'))).toBe(true);
  });
});

describe('typed amounts, as people type them', () => {
  const digits = fc.stringMatching(/^[1-9]\d{0,6}$/);
  it('reads whole numbers and one or two decimals after a comma, with spaces around', () => {
    fc.assert(
      fc.property(digits, fc.stringMatching(/^\d{1,2}$/), fc.constantFrom('', ' ', '  ', '\t'), (whole, decimals, pad) => {
        const cents = Number(whole) * 100 + (decimals.length === 1 ? Number(decimals) * 10 : Number(decimals));
        expect(parseHundredths(`${pad}${whole},${decimals}${pad}`)).toBe(cents);
        expect(parseHundredths(`${pad}${whole}${pad}`)).toBe(Number(whole) * 100);
      }),
    );
    expect(parseHundredths('0')).toBe(0);
    expect(parseHundredths('0,01')).toBe(1);
    expect(parseHundredths('1.234.567,89')).toBe(123_456_789);
  });

  it('refuses three decimals, signs, a currency, a lone comma and anything not a number', () => {
    fc.assert(
      fc.property(digits, fc.constantFrom('-', '+', 'R$ ', 'R$', 'x', ','), (whole, prefix) => {
        expect(Number.isNaN(parseHundredths(`${prefix}${whole}`))).toBe(true);
        expect(Number.isNaN(parseHundredths(`${whole},123`))).toBe(true);
        expect(Number.isNaN(parseHundredths(`${whole},`))).toBe(true);
        expect(Number.isNaN(parseHundredths(`${whole} 5`))).toBe(true);
        expect(Number.isNaN(parseHundredths(`${whole},5x`))).toBe(true);
      }),
    );
    for (const text of ['', ' ', ',5', '1,2,3', '1e3', 'NaN', 'Infinity']) expect([text, Number.isNaN(parseHundredths(text))]).toEqual([text, true]);
  });

  it('writes whole reais with ,00 and keeps every cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (reais) => {
        expect(formatBRL(reais * 100).endsWith(',00')).toBe(true);
      }),
    );
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(100_000_000)).toBe('R$\u00a01.000.000,00');
    expect(formatBRL(99)).toBe('R$\u00a00,99');
  });
});
