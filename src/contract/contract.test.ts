import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { orderListTabs, orderStatuses } from '../domain/order/order-status';
import { IsoInstant, isoInstantOf, PositiveIntFromString } from './common.contract';
import { OrdersQuery } from './orders.contract';
import { SavedFilter } from './filters.contract';

describe('wire codecs', () => {
  it('reads positive whole numbers from query strings and round-trips them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        const decoded = PositiveIntFromString.decode(String(n));
        expect(decoded).toEqual(E.right(n));
        if (E.isRight(decoded)) expect(PositiveIntFromString.encode(decoded.right)).toBe(String(n));
      }),
    );
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' 2', '1e3', '9999999999']) expect(E.isLeft(PositiveIntFromString.decode(bad))).toBe(true);
  });

  it('accepts every instant of the portal’s years as Date#toISOString writes it, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        (d) => IsoInstant.is(d.toISOString()) && IsoInstant.is(isoInstantOf(d)),
      ),
    );
    for (const bad of ['2026-11-21', '21/11/2026', '2026-11-21T10:00:00', '2026-13-01T00:00:00Z', '2026-02-30T12:00:00Z', '0000-01-01T00:00:00.000Z', '9999-12-31T00:00:00Z'])
      expect(IsoInstant.is(bad)).toBe(false);
  });

  it('decodes every well-formed orders query and rejects each malformed field', () => {
    const query = fc.record(
      {
        page: fc.integer({ min: 1, max: 500 }).map(String),
        limit: fc.integer({ min: 1, max: 100 }).map(String),
        tab: fc.constantFrom(...orderListTabs),
        status: fc.constantFrom(...orderStatuses),
        group: fc.constantFrom('IN_PLANNING', 'POST_APPROVAL'),
        search: fc.string({ maxLength: 100 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (q) => {
        expect(E.isRight(OrdersQuery.decode(q))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        query,
        fc.constantFrom(['page', '0'], ['limit', 'x'], ['tab', 'todos'], ['status', 'PAGO'], ['group', 'x'], ['search', 'x'.repeat(101)], ['dentistId', 'not-a-uuid']),
        (q, [key, bad]) => {
          expect(E.isLeft(OrdersQuery.decode({ ...q, [key]: bad }))).toBe(true);
        },
      ),
    );
  });

  it('refuses saved filters for an unknown screen or without an object', () => {
    expect(E.isRight(SavedFilter.decode({ origin: 'ORDERS', filters: { group: 'IN_PLANNING' } }))).toBe(true);
    expect(E.isLeft(SavedFilter.decode({ origin: 'OTHER', filters: {} }))).toBe(true);
    expect(E.isLeft(SavedFilter.decode({ origin: 'ORDERS', filters: 'x' }))).toBe(true);
  });
});
