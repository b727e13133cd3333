import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isStrongPassword, passwordChecks, passwordMinLength } from './password-strength';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzçã');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÇÃ');
const digit = fc.constantFrom(...'0123456789');
const symbol = fc.constantFrom(...'!@#$%&*()-_=+.,;: ');

describe('password strength', () => {
  it('accepts any password of 8+ characters with a lowercase, an uppercase and a symbol', () => {
    fc.assert(
      fc.property(lower, upper, symbol, fc.array(fc.oneof(lower, upper, digit, symbol), { minLength: 5, maxLength: 30 }), (l, u, s, rest) => {
        expect(isStrongPassword(l + u + s + rest.join(''))).toBe(true);
      }),
    );
    expect(isStrongPassword('Demo@1234')).toBe(true);
  });

  it('names each missing rule', () => {
    const failing = (p: string) =>
      passwordChecks(p)
        .filter((c) => !c.ok)
        .map((c) => c.rule);
    expect(failing('Ab@1')).toEqual(['length']);
    expect(failing('ABCDEF@1')).toEqual(['lowercase']);
    expect(failing('abcdef@1')).toEqual(['uppercase']);
    expect(failing('Abcdefg1')).toEqual(['symbol']);
    expect(failing('')).toEqual(['length', 'lowercase', 'uppercase', 'symbol']);
  });

  it('is never satisfied without one of the four', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, digit, symbol), { maxLength: 30 }), (chars) => {
        expect(isStrongPassword(chars.join(''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(upper, digit, symbol), { maxLength: 30 }), (chars) => {
        expect(isStrongPassword(chars.join(''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(upper, lower, digit), { maxLength: 30 }), (chars) => {
        expect(isStrongPassword(chars.join(''))).toBe(false);
      }),
    );
  });

  it('shows each rule as its own line of Portuguese, the length rule naming the minimum', () => {
    const labels = passwordChecks('').map((c) => c.label);
    expect(labels).toHaveLength(4);
    for (const label of labels) expect(label).toMatch(/^\p{Lu}\p{Ll}+ \p{L}/u);
    expect(new Set(labels).size).toBe(4);
    expect(labels[0]).toContain(String(passwordMinLength));
  });
});
