import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsubscribeLinkLifetimeDays, unsubscribeVerdict } from './unsubscribe-link';

const dayMs = 24 * 60 * 60 * 1000;
const lifetime = unsubscribeLinkLifetimeDays * dayMs;

describe('an e-mail’s unsubscribe link', () => {
  it('works once, within its lifetime from the e-mail’s sending, and never after it was used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 3 * lifetime }),
        fc.option(fc.integer({ min: 0, max: 2 ** 41 }), { nil: null }),
        (created, age, used) => {
          const verdict = unsubscribeVerdict({ createdAtMs: created, usedAtMs: used }, created + age);
          expect(verdict).toBe(used !== null ? 'USED' : age < lifetime ? 'USABLE' : 'EXPIRED');
        },
      ),
    );
    expect(unsubscribeVerdict({ createdAtMs: 0, usedAtMs: null }, lifetime - 1)).toBe('USABLE');
    expect(unsubscribeVerdict({ createdAtMs: 0, usedAtMs: null }, lifetime)).toBe('EXPIRED');
    expect(unsubscribeVerdict({ createdAtMs: 0, usedAtMs: 0 }, 0)).toBe('USED');
  });
});
