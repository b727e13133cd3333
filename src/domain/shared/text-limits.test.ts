import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { counterShownFrom, lengthCounter, lengthErrors, lengthProblem, textLength } from './text-limits';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Any text: whole code points from every plane, and lone surrogates as a careless client sends them. */
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: codeUnit, maxLength: 40 }));

describe('a text length as a person counts it', () => {
  it('counts code points, as the string iterator does (a lone surrogate counts one)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(textLength(s)).toBe([...s].length);
      }),
    );
    expect(textLength('😀 Dra.')).toBe(6);
  });

  it('is refused past its limit with a sentence naming the limit and the count, and only there', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 45 }), (s, max) => {
        const problem = lengthProblem(s, max);
        if (textLength(s) <= max) expect(problem).toBeUndefined();
        else expect(problem).toBe(`Use no máximo ${max} caracteres (agora são ${textLength(s)}).`);
      }),
    );
    expect(lengthProblem('x'.repeat(2001), 2000)).toBe('Use no máximo 2.000 caracteres (agora são 2.001).');
  });

  it('is counted on screen from 80% of its limit on, past the limit too', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 45 }), (s, max) => {
        const counter = lengthCounter(s, max);
        if (textLength(s) >= Math.floor(max * counterShownFrom)) expect(counter).toBe(`${textLength(s)} de ${max} caracteres`);
        else expect(counter).toBeUndefined();
      }),
    );
  });

  it('marks exactly the fields of a form past their own limits', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.boolean(), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, b, flag, maxA, maxB) => {
        const errors = lengthErrors({ a, b, flag }, { a: maxA, b: maxB });
        expect(Object.keys(errors).sort()).toEqual([...(textLength(a) > maxA ? ['a'] : []), ...(textLength(b) > maxB ? ['b'] : [])]);
      }),
    );
  });
});
