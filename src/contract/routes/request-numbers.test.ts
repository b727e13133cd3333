import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { maxCents } from '../../domain/shared/wire-numbers';
import { routeTable } from './route-table';

type Codec = t.Mixed & { readonly _tag?: string; readonly [key: string]: unknown };

/** Every number a request carries, as the codec that decodes it: the outermost refinement around the number. */
const numbersOf = (codec: Codec, path: string, outer: Codec, found: { path: string; codec: Codec }[]): void => {
  switch (codec._tag) {
    case 'InterfaceType':
    case 'PartialType':
    case 'StrictType':
      for (const [key, inner] of Object.entries(codec.props as Record<string, Codec>)) numbersOf(inner, `${path}.${key}`, inner, found);
      return;
    case 'IntersectionType':
    case 'UnionType':
    case 'TupleType':
      for (const inner of codec.types as Codec[]) numbersOf(inner, path, inner, found);
      return;
    case 'ArrayType':
    case 'ReadonlyArrayType':
      numbersOf(codec.type as Codec, `${path}[]`, codec.type as Codec, found);
      return;
    case 'DictionaryType':
      numbersOf(codec.codomain as Codec, `${path}{}`, codec.codomain as Codec, found);
      return;
    case 'RefinementType':
    case 'ReadonlyType':
    case 'ExactType':
      numbersOf(codec.type as Codec, path, outer, found);
      return;
    case 'NumberType':
      found.push({ path, codec: outer });
  }
};

describe('numbers in requests', () => {
  it('are bounded by their codecs before any reaches SQL: none past a 32-bit column, money within the largest amount, none past 2^53', () => {
    const found: { path: string; codec: Codec }[] = [];
    for (const e of routeTable)
      for (const [part, codec] of [
        ['body', e.body],
        ['query', e.query],
        ['params', e.params],
      ] as const)
        numbersOf(codec as Codec, `${e.method} ${e.path} ${part}`, codec as Codec, found);
    expect(found.length).toBeGreaterThan(15);
    const unbounded = found.filter(({ codec }) => {
      const takes = (n: number) => E.isRight(codec.decode(n));
      const money = codec.name === 'Cents';
      return takes(2 ** 53 + 2) || takes(-(2 ** 53) - 2) || takes(Number.NaN) || (money ? takes(maxCents + 1) : takes(2 ** 31) || takes(-(2 ** 31) - 1));
    });
    expect(unbounded.map((u) => `${u.path}: ${u.codec.name}`)).toEqual([]);
  });
});
