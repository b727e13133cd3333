import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMask, formatCep, formatPhone, masks, onlyDigits } from './mask';

const digitString = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('masks', () => {
  it('keeps the digits, in order, up to the pattern length, in a pattern of digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(masks).filter((p) => !p.includes('A'))), fc.string(), (pattern, text) => {
        const slots = [...pattern].filter((c) => c === '0').length;
        expect(onlyDigits(applyMask(pattern, text))).toBe(onlyDigits(text).slice(0, slots));
      }),
    );
  });

  it('gives a full input exactly the shape of the pattern', () => {
    fc.assert(
      fc.property(digitString(8, 8), (d) => {
        const cep = formatCep(d);
        expect(cep).toMatch(/^\d{5}-\d{3}$/);
      }),
    );
    fc.assert(
      fc.property(digitString(11, 11), (d) => {
        expect(formatPhone(d)).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
      }),
    );
    expect(formatPhone('11987654321')).toHaveLength(15);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(masks)), fc.string(), (pattern, text) => {
        const once = applyMask(pattern, text);
        expect(applyMask(pattern, once)).toBe(once);
      }),
    );
  });

  it('masks partial input progressively', () => {
    expect(formatCep('1234')).toBe('1234');
    expect(formatCep('123456')).toBe('12345-6');
    expect(formatPhone('119')).toBe('(11) 9');
  });
});
