import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactPayload } from './compact-payload';

const empty = fc.constantFrom<unknown>(null, undefined, '', '   ', []);
const filled = fc.oneof(
  fc.string().filter((s) => s.trim() !== ''),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1 }),
  fc.constant({}),
);

describe('payload compaction', () => {
  it('drops exactly the empty values and keeps every other value untouched', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(empty, filled)), (payload) => {
        const out = compactPayload(payload);
        for (const [key, value] of Object.entries(payload)) {
          const isEmpty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
          if (isEmpty) expect(Object.hasOwn(out, key)).toBe(false);
          else expect(out[key]).toBe(value);
        }
        expect(Object.keys(out).length).toBeLessThanOrEqual(Object.keys(payload).length);
      }),
    );
  });

  it('keeps false and zero, which are answers and not blanks', () => {
    expect(compactPayload({ a: false, b: 0, c: '', d: [], e: null })).toEqual({ a: false, b: 0 });
  });
});
