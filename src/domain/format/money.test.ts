import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Cents, formatBRL, parseHundredths } from './money';

describe('money in BRL', () => {
  it('writes every amount of cents with R$, dot thousands and two decimals after a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = formatBRL(cents);
        expect(text).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        expect(Number(text.replace(/\D/g, ''))).toBe(cents);
      }),
    );
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
  });

  it('accepts only non-negative whole cents', () => {
    fc.assert(fc.property(fc.nat(), (n) => Cents.is(n)));
    fc.assert(fc.property(fc.integer({ max: -1 }), (n) => !Cents.is(n)));
    fc.assert(fc.property(fc.double({ noInteger: true, noNaN: true }), (n) => !Cents.is(n)));
  });
});

describe('typed amounts', () => {
  it('reads what formatBRL writes, without R$, back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parseHundredths(formatBRL(cents).replace('R$ ', ''))).toBe(cents);
      }),
    );
    expect(parseHundredths('12,5')).toBe(1250);
    expect(Number.isNaN(parseHundredths('doze'))).toBe(true);
  });
});
