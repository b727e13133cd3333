import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { boletoForCharge, boletoMessages, checkLinhaDigitavel, formatLinhaDigitavel } from './boleto';
import { linhaDigitavelOf, partsOf } from '../../../test/support/domain/boleto-maker';

// Bank boletos published as valid by three independent validators' docs and tests.
const published = [
  { typed: '23793.38128 60007.827136 95000.063305 9 75520000370000', amountCents: 370_000 },
  { typed: '42297.11504 00001.954411 60020.034520 2 68610000054659', amountCents: 54_659 },
  { typed: '00190500954014481606906809350314337370000000100', amountCents: 100 },
];
const digitsOf = (typed: string) => typed.replace(/\D/g, '');

describe('the linha digitável of a bank boleto', () => {
  it('takes published boletos, as printed or as bare digits, with their amounts', () => {
    for (const { typed, amountCents } of published) {
      expect(checkLinhaDigitavel(typed)).toEqual(E.right({ digits: digitsOf(typed), amountCents }));
      expect(checkLinhaDigitavel(digitsOf(typed))).toSatisfy(E.isRight);
      expect(formatLinhaDigitavel(digitsOf(typed)).replace(/\D/g, '')).toBe(digitsOf(typed));
    }
    expect(formatLinhaDigitavel(digitsOf(published[0]!.typed))).toBe(published[0]!.typed);
  });

  it('refuses any digit changed in the first three fields, naming the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...published), fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 9 }), ({ typed }, at, by) => {
        const digits = digitsOf(typed);
        const changed = digits.slice(0, at) + String((Number(digits[at]) + by) % 10) + digits.slice(at + 1);
        const field = at < 10 ? 1 : at < 21 ? 2 : 3;
        expect(checkLinhaDigitavel(changed)).toEqual(E.left(boletoMessages.field(field)));
      }),
    );
  });

  it('refuses a changed amount or due date by the general check digit', () => {
    const digits = digitsOf(published[0]!.typed);
    // R$ 3.700,00 read as R$ 3.700,01.
    expect(checkLinhaDigitavel(digits.slice(0, 46) + '1')).toEqual(E.left(boletoMessages.general));
    expect(checkLinhaDigitavel(digits.slice(0, 33) + '7553' + digits.slice(37))).toEqual(E.left(boletoMessages.general));
  });

  it('reads anything typed, from the whole of Unicode, without failing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const read = checkLinhaDigitavel(text);
        if (E.isLeft(read)) expect([boletoMessages.length, boletoMessages.general, ...[1, 2, 3].map((n) => boletoMessages.field(n as 1 | 2 | 3))]).toContain(read.left);
      }),
    );
    expect(checkLinhaDigitavel('8589000046095246017916056075930508658314830000')).toEqual(E.left(boletoMessages.length));
  });

  it('is made again from its parts by the tests’ maker, for the published boletos', () => {
    for (const { typed } of published) expect(linhaDigitavelOf(partsOf(digitsOf(typed)))).toBe(digitsOf(typed));
  });

  it('fits a charge when its amount is the charge’s or left open, and says both amounts otherwise', () => {
    const parts = fc.record({
      bank: fc.stringMatching(/^\d{3}$/),
      factor: fc.stringMatching(/^[1-9]\d{3}$/),
      amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
      free: fc.stringMatching(/^\d{25}$/),
    });
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 9_999_999_999 }), (p, chargeCents) => {
        const digits = linhaDigitavelOf(p);
        expect(checkLinhaDigitavel(digits)).toEqual(E.right({ digits, amountCents: p.amountCents }));
        const fits = boletoForCharge(formatLinhaDigitavel(digits), chargeCents);
        if (p.amountCents === 0 || p.amountCents === chargeCents) expect(fits).toEqual(E.right({ digits, amountCents: p.amountCents }));
        else expect(fits).toEqual(E.left(boletoMessages.amount(p.amountCents, chargeCents)));
        expect(boletoForCharge(formatLinhaDigitavel(linhaDigitavelOf({ ...p, amountCents: chargeCents })), chargeCents)).toSatisfy(E.isRight);
        const open = linhaDigitavelOf({ ...p, amountCents: 0 });
        expect(boletoForCharge(open, chargeCents)).toEqual(E.right({ digits: open, amountCents: 0 }));
        // Anything before or after the 47 digits makes it another length.
        for (const extra of [`1${digits}`, `${digits}1`, `x${digits}`, `${digits}x`]) expect(checkLinhaDigitavel(extra)).toEqual(E.left(boletoMessages.length));
      }),
    );
  });
});
