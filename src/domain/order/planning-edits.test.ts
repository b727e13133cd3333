import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { domainError, type DomainErrorCode } from '../shared/domain-error';
import { addArch, isViewerUrl, planningEditMessages, removeArch, validateDiscount, validateQuantity } from './planning-edits';
import { Arch } from './arch';

const arcades = fc.record({ upper: fc.boolean(), lower: fc.boolean() }).filter((a) => a.upper || a.lower);
const arcade = fc.constantFrom<Arch>('upper', 'lower');
const has = (a: { upper: boolean; lower: boolean }, x: Arch) => (x === 'upper' ? a.upper : a.lower);

describe('planning edits', () => {
  it('adds an arcade the case lacks, removes one it has, and never leaves it without any', () => {
    fc.assert(
      fc.property(arcades, arcade, (a, x) => {
        const added = addArch(a, x);
        expect(E.isRight(added)).toBe(!has(a, x));
        if (E.isRight(added)) expect(has(added.right, x)).toBe(true);
        const removed = removeArch(a, x);
        if (E.isRight(removed)) {
          expect(has(removed.right, x)).toBe(false);
          expect(removed.right.upper || removed.right.lower).toBe(true);
        } else {
          expect(!has(a, x) || !(x === 'upper' ? a.lower : a.upper)).toBe(true);
        }
      }),
    );
  });

  it('accepts percentages from 0,01% to 100% and values above zero, with a description', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PERCENTAGE' as const, 'VALUE' as const),
        fc.integer({ min: -10, max: 20_000 }),
        fc.constantFrom('', ' ', 'Campanha'),
        (type, value, description) => {
          const ok = E.isRight(validateDiscount({ type, value, description }));
          const expected = description.trim() !== '' && value >= 1 && (type === 'VALUE' || value <= 10_000);
          expect(ok).toBe(expected);
        },
      ),
    );
  });

  it('takes quantities of 1 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), (n) => {
        expect(E.isRight(validateQuantity(n))).toBe(n >= 1 && n <= 100);
      }),
    );
  });

  it('says why each edit is refused, with its own code', () => {
    const refused = (code: DomainErrorCode, message: string) => E.left(domainError(code, message));
    expect(addArch({ upper: true, lower: false }, 'upper')).toEqual(refused('ARCADE_PRESENT', planningEditMessages.arcadePresent));
    expect(removeArch({ upper: true, lower: false }, 'lower')).toEqual(refused('ARCADE_MISSING', planningEditMessages.arcadeMissing));
    expect(removeArch({ upper: false, lower: true }, 'lower')).toEqual(refused('LAST_ARCADE', planningEditMessages.lastArcade));
    expect(removeArch({ upper: true, lower: true }, 'lower')).toEqual(E.right({ upper: true, lower: false }));
    expect(validateDiscount({ type: 'VALUE', value: 10, description: '  ' })).toEqual(refused('DISCOUNT_DESCRIPTION', planningEditMessages.discountDescription));
    expect(validateDiscount({ type: 'PERCENTAGE', value: 10_001, description: 'x' })).toEqual(refused('DISCOUNT_PERCENTAGE', planningEditMessages.percentage));
    expect(validateDiscount({ type: 'PERCENTAGE', value: 0, description: 'x' })).toEqual(refused('DISCOUNT_PERCENTAGE', planningEditMessages.percentage));
    expect(validateDiscount({ type: 'VALUE', value: 0, description: 'x' })).toEqual(refused('DISCOUNT_VALUE', planningEditMessages.value));
    expect(validateQuantity(101)).toEqual(refused('QUANTITY', planningEditMessages.quantity));
  });

  it('refuses a fraction of a cent or of a hundredth of a percent with the message of its kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PERCENTAGE' as const, 'VALUE' as const),
        fc.double({ min: 1, max: 9_999, noNaN: true }).filter((v) => !Number.isInteger(v)),
        (type, value) => {
          expect(validateDiscount({ type, value, description: 'Campanha' })).toEqual(
            E.left(domainError('DISCOUNT_VALUE', type === 'PERCENTAGE' ? planningEditMessages.percentage : planningEditMessages.value)),
          );
        },
      ),
    );
  });

  it('accepts the bounds themselves and keeps the description trimmed', () => {
    for (const [type, value] of [
      ['PERCENTAGE', 1],
      ['PERCENTAGE', 10_000],
      ['VALUE', 1],
    ] as const) {
      expect(validateDiscount({ type, value, description: ' Campanha de novembro ' })).toEqual(E.right({ type, value, description: 'Campanha de novembro' }));
    }
    expect(validateQuantity(1)).toEqual(E.right(1));
    expect(validateQuantity(100)).toEqual(E.right(100));
    expect(['upper', 'lower'].every((a) => Arch.is(a))).toBe(true);
    expect(Arch.is('AMBAS')).toBe(false);
  });

  it('takes no viewer link, or an https link without spaces, and nothing else', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        expect(isViewerUrl(url)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'ftp'] }), (url) => {
        expect(isViewerUrl(url)).toBe(false);
      }),
    );
    expect(isViewerUrl('')).toBe(true);
    for (const bad of ['https://', 'https://a b', ' https://a.b', 'https://a.b ', 'xhttps://a.b', 'visualizador https://a.b'])
      expect([bad, isViewerUrl(bad)]).toEqual([bad, false]);
  });
});
