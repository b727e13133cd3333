import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isShareToken, shareExpiry, shareLifetimeDays, shareStateAt, shareTokenOf } from './share-link';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });

describe('a plan’s link for the patient', () => {
  it('opens from its making until its expiry, 30 days by default, and never after', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 60 * 24 * 60 * 60 * 1000 }), (made, later) => {
        const link = { expiresAt: shareExpiry(made), revokedAt: null };
        const at = new Date(made.getTime() + later);
        expect(shareStateAt(link, at)).toBe(later < shareLifetimeDays * 24 * 60 * 60 * 1000 ? 'open' : 'expired');
      }),
    );
  });

  it('stays revoked from its revocation on, whatever its expiry', () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiresAt, revokedAt, now) => {
        const state = shareStateAt({ expiresAt, revokedAt }, now);
        if (now >= revokedAt) expect(state).toBe('revoked');
        else expect(state).toBe(now >= expiresAt ? 'expired' : 'open');
      }),
    );
  });

  it('writes any 32 bytes as a token of 43 address-safe characters, different bytes as different tokens', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (a, b) => {
        expect(isShareToken(shareTokenOf(a))).toBe(true);
        expect(shareTokenOf(a) === shareTokenOf(b)).toBe(a.every((x, i) => x === b[i]));
      }),
    );
    expect(isShareToken('../../etc/passwd')).toBe(false);
    // Any number of bytes is written without padding, in the same alphabet.
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const token = shareTokenOf(bytes);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token).toHaveLength(Math.ceil((bytes.length * 4) / 3));
      }),
    );
  });

  it('is revoked from the very instant of its revocation, and expired from the very instant of its expiry', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const later = new Date(at.getTime() + 1);
        expect(shareStateAt({ expiresAt: later, revokedAt: at }, at)).toBe('revoked');
        expect(shareStateAt({ expiresAt: later, revokedAt: later }, at)).toBe('open');
        expect(shareStateAt({ expiresAt: at, revokedAt: null }, at)).toBe('expired');
        expect(shareStateAt({ expiresAt: later, revokedAt: null }, at)).toBe('open');
        expect(shareExpiry(at, 1).getTime() - at.getTime()).toBe(24 * 60 * 60 * 1000);
        expect(shareExpiry(at).getTime() - at.getTime()).toBe(shareLifetimeDays * 24 * 60 * 60 * 1000);
      }),
    );
  });

  it('takes as a token only 43 letters, digits, hyphens and underscores, from the whole of Unicode', () => {
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet.split('')), minLength: 43, maxLength: 43 }), fc.nat(42), codeUnit, (token, at, c) => {
        expect(isShareToken(token)).toBe(true);
        expect(isShareToken(token.slice(1))).toBe(false);
        expect(isShareToken(`${token}A`)).toBe(false);
        expect(isShareToken(`${token.slice(0, at)}${c}${token.slice(at + 1)}`)).toBe(alphabet.includes(c));
        expect(isShareToken(` ${token}`)).toBe(false);
        expect(isShareToken(`${token}\n`)).toBe(false);
      }),
    );
  });
});
