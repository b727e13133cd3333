import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailGivenUp, mailRetry, mailRetryDelayMs } from './mail-retry';

describe('an e-mail sent again after a failure', () => {
  it('waits longer after each failure, from a minute up to an hour, never less than before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (tries) => {
        const delay = mailRetryDelayMs(tries);
        expect(delay).toBeGreaterThanOrEqual(mailRetry.firstDelayMs);
        expect(delay).toBeLessThanOrEqual(mailRetry.maxDelayMs);
        expect(mailRetryDelayMs(tries + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
    expect([0, 1, 2, 3, 6, 7, 8, 5000].map(mailRetryDelayMs)).toEqual([60_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('is given up after about a day of tries, and not before', () => {
    const waited = Array.from({ length: mailRetry.maxTries - 1 }, (_, i) => mailRetryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited).toBeGreaterThanOrEqual(20 * 3_600_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (tries) => {
        expect(mailGivenUp(tries)).toBe(tries >= mailRetry.maxTries);
      }),
    );
    expect([mailGivenUp(29), mailGivenUp(30), mailRetry.maxTries]).toEqual([false, true, 30]);
  });
});
