import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { addArcade, type Arcade, removeArcade, validateDiscount, validateQuantity } from './planning-edits';

const arcades = fc.record({ superior: fc.boolean(), inferior: fc.boolean() }).filter((a) => a.superior || a.inferior);
const arcade = fc.constantFrom<Arcade>('SUPERIOR', 'INFERIOR');
const has = (a: { superior: boolean; inferior: boolean }, x: Arcade) => (x === 'SUPERIOR' ? a.superior : a.inferior);

describe('planning edits', () => {
  it('adds an arcade the case lacks, removes one it has, and never leaves it without any', () => {
    fc.assert(
      fc.property(arcades, arcade, (a, x) => {
        const added = addArcade(a, x);
        expect(E.isRight(added)).toBe(!has(a, x));
        if (E.isRight(added)) expect(has(added.right, x)).toBe(true);
        const removed = removeArcade(a, x);
        if (E.isRight(removed)) {
          expect(has(removed.right, x)).toBe(false);
          expect(removed.right.superior || removed.right.inferior).toBe(true);
        } else {
          expect(!has(a, x) || !(x === 'SUPERIOR' ? a.inferior : a.superior)).toBe(true);
        }
      }),
    );
  });

  it('accepts percentages from 0,01% to 100% and values above zero, with a description', () => {
    fc.assert(
      fc.property(fc.constantFrom('PERCENTAGE' as const, 'VALUE' as const), fc.integer({ min: -10, max: 20_000 }), fc.constantFrom('', ' ', 'Campanha'), (type, value, description) => {
        const ok = E.isRight(validateDiscount({ type, value, description }));
        const expected = description.trim() !== '' && value >= 1 && (type === 'VALUE' || value <= 10_000);
        expect(ok).toBe(expected);
      }),
    );
  });

  it('takes quantities of 1 to 100', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 200 }), (n) => { expect(E.isRight(validateQuantity(n))).toBe(n >= 1 && n <= 100); }));
  });
});
