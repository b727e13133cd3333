import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordResetLifetimeMs, passwordResetVerdict } from './password-reset';

const instant = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });

describe('a password-recovery link', () => {
  it('never works twice', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: -60_000, max: 2 * passwordResetLifetimeMs }), (created, used, after) => {
        expect(passwordResetVerdict({ createdAtMs: created, usedAtMs: used, newestCreatedAtMs: created }, created + after)).toBe('USED');
      }),
    );
  });

  it('stops working once a newer one is asked for, even within its 30 minutes', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 3_600_000 }), fc.nat(passwordResetLifetimeMs - 1), (created, newer, after) => {
        expect(passwordResetVerdict({ createdAtMs: created, usedAtMs: null, newestCreatedAtMs: created + newer }, created + after)).toBe('SUPERSEDED');
      }),
    );
  });

  it('works, unused and the newest, from when it is asked for until 30 minutes later', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -60_000, max: 2 * passwordResetLifetimeMs }), (created, after) => {
        const verdict = passwordResetVerdict({ createdAtMs: created, usedAtMs: null, newestCreatedAtMs: created }, created + after);
        expect(verdict === 'VALID').toBe(after >= 0 && after < passwordResetLifetimeMs);
      }),
    );
  });

  it('expires at 30 minutes exactly', () => {
    const at = 1_800_000_000_000;
    expect(passwordResetVerdict({ createdAtMs: at, usedAtMs: null, newestCreatedAtMs: at }, at + passwordResetLifetimeMs - 1)).toBe('VALID');
    expect(passwordResetVerdict({ createdAtMs: at, usedAtMs: null, newestCreatedAtMs: at }, at + passwordResetLifetimeMs)).toBe('EXPIRED');
  });

  it('works for thirty minutes from the moment it was asked for, that moment included', () => {
    expect(passwordResetLifetimeMs).toBe(30 * 60 * 1000);
    const at = Date.parse('2026-11-28T12:00:00Z');
    const reset = { createdAtMs: at, usedAtMs: null, newestCreatedAtMs: at };
    expect(passwordResetVerdict(reset, at)).toBe('VALID');
    expect(passwordResetVerdict(reset, at + passwordResetLifetimeMs - 1)).toBe('VALID');
    expect(passwordResetVerdict(reset, at + passwordResetLifetimeMs)).toBe('EXPIRED');
    expect(passwordResetVerdict(reset, at - 1)).toBe('EXPIRED');
  });
});
