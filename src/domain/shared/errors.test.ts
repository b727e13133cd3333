import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setIfAny } from './errors';

// Field names, never the prototype's own.
const key = fc.string().filter((k) => !(k in {}));

describe('form errors', () => {
  it('adds a key only for a problem, and leaves the other fields as they were', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.string(), { noNullPrototype: true }), key, fc.option(fc.string(), { nil: undefined }), (before, field, problem) => {
        const errors: Partial<Record<string, string>> = { ...before };
        setIfAny(errors, field, problem);
        expect(errors).toStrictEqual(problem === undefined ? before : { ...before, [field]: problem });
      }),
    );
  });
});
