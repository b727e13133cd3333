import * as t from 'io-ts';
import { instantOfRfc3339 } from '../domain/shared/calendar';

/** Every error answer: `{ message }`, a sentence for a person (decisions §4). */
export const ErrorBody = t.type({ message: t.string }, 'ErrorBody');
export type ErrorBody = t.TypeOf<typeof ErrorBody>;

export interface PositiveIntBrand {
  readonly PositiveInt: unique symbol;
}
export const PositiveInt = t.brand(t.Int, (n): n is t.Branded<t.Int, PositiveIntBrand> => n >= 1, 'PositiveInt');
export type PositiveInt = t.TypeOf<typeof PositiveInt>;

/** A positive whole number written in a query string. */
export const PositiveIntFromString = new t.Type<PositiveInt, string, unknown>(
  'PositiveIntFromString',
  PositiveInt.is,
  (u, c) => {
    if (typeof u !== 'string' || !/^\d{1,9}$/.test(u)) return t.failure(u, c);
    return PositiveInt.validate(Number(u), c);
  },
  (n) => String(n),
);

export interface IsoInstantBrand {
  readonly IsoInstant: unique symbol;
}
/** An instant on the wire: ISO 8601 in UTC, as Date#toISOString writes it. */
export const IsoInstant = t.brand(
  t.string,
  (s): s is t.Branded<string, IsoInstantBrand> => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(s) && instantOfRfc3339(s) !== undefined,
  'IsoInstant',
);
export type IsoInstant = t.TypeOf<typeof IsoInstant>;

/** An instant on the wire: Date#toISOString always writes an IsoInstant (a property of contract.test.ts). */
export const isoInstantOf = (at: Date): IsoInstant => at.toISOString() as IsoInstant;

export const Uuid = t.brand(
  t.string,
  (s): s is t.Branded<string, { readonly Uuid: unique symbol }> => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
  'Uuid',
);
export type Uuid = t.TypeOf<typeof Uuid>;

/** Route parameters of a resource addressed by its id. */
export const IdParams = t.type({ id: Uuid }, 'IdParams');

/** Paged answer of decisions §4. */
export const Paged = <C extends t.Mixed>(item: C) => t.type({ items: t.array(item), total: t.number, page: t.number, limit: t.number });
export interface Paged<A> {
  readonly items: readonly A[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

export const defaultPageSize = 20;

/** A client's key for a request it may repeat: letters, digits, '-' and '_', 8 to 100 of them. */
export const IdempotencyKey = t.brand(t.string, (s): s is t.Branded<string, { readonly IdempotencyKey: unique symbol }> => /^[A-Za-z0-9_-]{8,100}$/.test(s), 'IdempotencyKey');
export type IdempotencyKey = t.TypeOf<typeof IdempotencyKey>;

/** The header that carries it, on the calls that create or send orders. */
export const idempotencyHeader = 'idempotency-key';
export const IdempotencyHeaders = t.partial({ [idempotencyHeader]: IdempotencyKey }, 'IdempotencyHeaders');

export const idempotencyMessages = {
  reused: 'Esta chave de idempotência já foi usada em outra operação.',
} as const;
