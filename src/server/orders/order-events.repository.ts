import { type Selectable, sql } from 'kysely';
import type { OrderEventsTable } from '../db/tables/order-events.table';
import { type OrderEventKind, staffOnlyKinds } from '../../domain/events/order-event';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Db, Trx } from '../db/database';
import { scheduleEventMail } from '../mail/mail-notifications.repository';

/** The NOTIFY channel of committed order events; its payload is the event id only. */
export const orderEventsChannel = 'order_events';

export interface NewOrderEvent {
  readonly orderId: string;
  /** None: the portal itself (a payment the bank confirmed). */
  readonly actor: { readonly id: string | null; readonly staff: boolean };
  readonly kind: OrderEventKind;
  readonly from?: OrderStatus | null;
  readonly to?: OrderStatus | null;
  readonly at: Date;
}

/**
 * Writes an event in the caller's transaction and announces it: PostgreSQL delivers the
 * notification on commit only, so a rolled-back change is neither kept nor heard of. News the
 * dentist receives by e-mail waits in the same transaction.
 */
export const recordOrderEvent = async (trx: Trx, event: NewOrderEvent): Promise<number> => {
  const row = await trx
    .insertInto('order_events')
    .columns(['order_id', 'dentist_id', 'actor_id', 'by_staff', 'kind', 'from_status', 'to_status', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('orders')
        .select([
          'orders.id',
          'orders.dentist_id',
          eb.val(event.actor.id).as('actor_id'),
          eb.val(event.actor.staff).as('by_staff'),
          eb.val(event.kind).as('kind'),
          eb.val(event.from ?? null).as('from_status'),
          eb.val(event.to ?? null).as('to_status'),
          eb.val(event.at).as('at'),
        ])
        .where('orders.id', '=', event.orderId),
    )
    .returning(['id', 'dentist_id'])
    .executeTakeFirstOrThrow();
  await scheduleEventMail(trx, {
    id: row.id,
    dentistId: row.dentist_id,
    actorId: event.actor.id,
    kind: event.kind,
    to: event.to ?? null,
    byStaff: event.actor.staff,
    at: event.at,
  });
  await sql`select pg_notify(${orderEventsChannel}, ${String(row.id)})`.execute(trx);
  return row.id;
};

export interface StoredOrderEvent {
  readonly id: number;
  readonly orderId: string;
  readonly dentistId: string;
  readonly actorId: string | null;
  readonly byStaff: boolean;
  readonly kind: OrderEventKind;
  readonly from: OrderStatus | null;
  readonly to: OrderStatus | null;
  readonly at: Date;
}

const storedColumns = ['id', 'order_id', 'dentist_id', 'actor_id', 'by_staff', 'kind', 'from_status', 'to_status', 'at'] as const;

const stored = (r: Selectable<OrderEventsTable>): StoredOrderEvent => ({
  id: r.id,
  orderId: r.order_id,
  dentistId: r.dentist_id,
  actorId: r.actor_id,
  byStaff: r.by_staff,
  kind: r.kind,
  from: r.from_status,
  to: r.to_status,
  at: r.at,
});

export const orderEventById = async (db: Db, id: number): Promise<StoredOrderEvent | undefined> => {
  const row = await db.selectFrom('order_events').select(storedColumns).where('id', '=', id).executeTakeFirst();
  return row && stored(row);
};

/** How many events one replay sends at most; a browser further behind refetches its screens anyway. */
export const replayLimit = 500;

/** The events after `afterId` a person may receive, oldest first (a reconnect's replay). */
export const orderEventsAfter = async (db: Db, afterId: number, dentistId: string | null): Promise<readonly StoredOrderEvent[]> => {
  let query = db.selectFrom('order_events').select(storedColumns).where('id', '>', afterId);
  if (dentistId !== null) query = query.where('dentist_id', '=', dentistId).where('kind', 'not in', staffOnlyKinds);
  const rows = await query.orderBy('id').limit(replayLimit).execute();
  return rows.map(stored);
};

/** The newest event id, or 0: where a listener starts, and what "mark all read" reads through. */
export const latestOrderEventId = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
};

/** Events older than this go (docs/security.md, retention). */
export const purgeOrderEventsBefore = async (db: Db, before: Date): Promise<number> => {
  const result = await db.deleteFrom('order_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
