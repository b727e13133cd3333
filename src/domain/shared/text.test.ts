import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isStorableText, Text, text, textMessages } from './text';
import { textLength } from './text-limits';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Any UTF-16 string: NUL, lone surrogates and proper pairs alike. */
const anyString = fc.oneof(fc.string({ unit: codeUnit, maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));
// The platform's own answer, independent of our expression.
const wellFormed = (s: string): boolean => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('text PostgreSQL can store', () => {
  it('is exactly the well-formed UTF-16 without NUL', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(isStorableText(s)).toBe(wellFormed(s) && !s.includes('\u0000'));
      }),
    );
  });

  it('decodes every storable text within the bound unchanged, and refuses the rest naming the field', () => {
    fc.assert(
      fc.property(anyString, fc.integer({ min: 0, max: 40 }), (s, max) => {
        const result = text('Sobrenome', max).decode(s);
        if (!isStorableText(s)) {
          expect(E.isLeft(result) && result.left[0]?.message).toBe(textMessages.unstorable('Sobrenome'));
        } else if (textLength(s) > max) {
          expect(E.isLeft(result) && result.left[0]?.message).toBe(textMessages.tooLong('Sobrenome', max));
        } else {
          expect(result).toEqual(E.right(s));
          expect(text('Sobrenome', max).encode(s)).toBe(s);
        }
        expect(text('Sobrenome', max).is(s)).toBe(E.isRight(result));
      }),
    );
  });

  it('refuses anything but a string, and reports prescription texts with one sentence', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object()), (u) => {
        expect(E.isLeft(text('Nome').decode(u))).toBe(true);
      }),
    );
    expect(E.isRight(Text.decode('Apinhamento 😀'))).toBe(true);
    const bad = Text.decode('a\uDC00');
    expect(E.isLeft(bad) && bad.left[0]?.message).toBe(textMessages.unstorableSomewhere);
    // Not a text at all is the wire's shape gone wrong, not a character: no sentence, the codec named.
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object()), (u) => {
        for (const [codec, name] of [
          [Text, 'Text'],
          [text('Nome', 10), 'Text(Nome)'],
        ] as const) {
          const refused = codec.decode(u);
          expect(E.isLeft(refused) && refused.left.map((e) => [e.message, e.context.map((c) => c.type.name)])).toEqual([[undefined, [name]]]);
        }
      }),
    );
  });

  it('answers `is` exactly as decoding does, for any value, and takes exactly the maximum length', () => {
    const anything = fc.oneof(anyString, fc.anything());
    fc.assert(
      fc.property(anything, fc.integer({ min: 0, max: 40 }), (u, max) => {
        const bounded = text('Observação', max);
        expect(bounded.is(u)).toBe(E.isRight(bounded.decode(u)));
        expect(text('Observação').is(u)).toBe(E.isRight(text('Observação').decode(u)));
        expect(Text.is(u)).toBe(E.isRight(Text.decode(u)));
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 300 }), (max) => E.isRight(text('Nome', max).decode('á'.repeat(max)))));
  });
});
