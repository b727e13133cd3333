import * as t from 'io-ts';
import { textLength } from './text-limits';

// ---- rules ----

// A lone high surrogate not followed by a low one, or a lone low one not preceded by a high one.
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store and UTF-8 can encode: no NUL, no unpaired surrogate. */
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !unpairedSurrogate.test(s);

export const textMessages = {
  unstorable: (label: string) => `O campo ${label} contém um caractere inválido.`,
  tooLong: (label: string, max: number) => `O campo ${label} aceita no máximo ${max} caracteres.`,
  unstorableSomewhere: 'Um dos textos contém um caractere inválido.',
} as const;

// ---- codecs ----

/**
 * A free text typed by a person, named by its Portuguese label: refuses characters that
 * cannot be stored and, with `max`, more than `max` characters, each with a sentence
 * that names the field (the failure's message).
 */
export const text = (label: string, max?: number): t.Type<string, string, unknown> =>
  new t.Type<string, string, unknown>(
    `Text(${label})`,
    (u): u is string => typeof u === 'string' && isStorableText(u) && textLength(u) <= (max ?? Infinity),
    (u, c) => {
      if (typeof u !== 'string') return t.failure(u, c);
      if (!isStorableText(u)) return t.failure(u, c, textMessages.unstorable(label));
      // Without a bound nothing is past it.
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a length above Infinity is impossible, so `max` is set
      if (textLength(u) > (max ?? Infinity)) return t.failure(u, c, textMessages.tooLong(label, max!));
      return t.success(u);
    },
    t.identity,
  );

/** A text inside a larger document (the prescription), where one message covers all. */
export const Text = new t.Type<string, string, unknown>(
  'Text',
  (u): u is string => typeof u === 'string' && isStorableText(u),
  (u, c) => (typeof u === 'string' && isStorableText(u) ? t.success(u) : t.failure(u, c, typeof u === 'string' ? textMessages.unstorableSomewhere : undefined)),
  t.identity,
);
