import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLoginThrottled, loginThrottle } from './login-throttle';

const { maxFailures, windowMs } = loginThrottle;
const now = 1_800_000_000_000;

describe('failed sign-in throttle', () => {
  it('never throttles with fewer failures than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: now - windowMs * 2, max: now }), { maxLength: maxFailures - 1 }), (times) => {
        expect(isLoginThrottled(times, now)).toBe(false);
      }),
    );
  });

  it('throttles once the limit is reached inside the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: now - windowMs + 1, max: now }), { minLength: maxFailures, maxLength: 20 }), (times) => {
        expect(isLoginThrottled(times, now)).toBe(true);
      }),
    );
  });

  it('forgets failures older than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: now - windowMs }), { maxLength: 50 }), (old) => {
        expect(isLoginThrottled(old, now)).toBe(false);
      }),
    );
  });

  it('is monotone: one more recent failure never lifts a throttle', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: now - windowMs * 2, max: now }), { maxLength: 12 }), fc.integer({ min: now - windowMs + 1, max: now }), (times, extra) => {
        if (isLoginThrottled(times, now)) expect(isLoginThrottled([...times, extra], now)).toBe(true);
      }),
    );
  });
});
