import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstProblem, setIfAny } from './errors';

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

  it('says the first problem with its field’s label, never the field’s code when unlabelled, and nothing when valid', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1 });
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.option(text, { nil: undefined })), { maxLength: 6 }), fc.dictionary(key, text, { noNullPrototype: true }), (entries, labels) => {
        const errors = Object.fromEntries(entries);
        const first = Object.entries(errors).find(([, m]) => m !== undefined);
        const said = firstProblem(errors, labels);
        if (!first) {
          expect(said).toBeUndefined();
          return;
        }
        const label = Object.hasOwn(labels, first[0]) ? labels[first[0]] : Object.hasOwn(labels, first[0].split('.')[0]!) ? labels[first[0].split('.')[0]!] : undefined;
        expect(said).toBe(label === undefined ? first[1] : `${first[1]} (${label}).`);
      }),
    );
    expect(firstProblem({ 'teeth.3': 'Escolha um dente', other: 'x' }, { teeth: 'Dentes' })).toBe('Escolha um dente (Dentes).');
    expect(firstProblem({ a: undefined }, {})).toBeUndefined();
    expect(firstProblem({ planningScore: 'Campo obrigatório' }, {})).toBe('Campo obrigatório');
  });
});
