import type { ExpressionBuilder } from 'kysely';
import { bellKinds } from '../../domain/events/order-event';
import type { Database, Db, Trx } from '../db/database';
import { latestOrderEventId, type StoredOrderEvent } from '../orders/order-events.repository';

/** Whose notifications: a dentist's own orders, or every order for staff; never one's own actions. */
export interface Recipient {
  readonly id: string;
  /** Set for a dentist: only their orders. */
  readonly dentistId: string | null;
}

const addressedTo = (recipient: Recipient) => (eb: ExpressionBuilder<Database, 'order_events'>) =>
  eb.and([
    eb('order_events.kind', 'in', bellKinds(recipient.dentistId === null)),
    ...(recipient.dentistId === null ? [] : [eb('order_events.dentist_id', '=', recipient.dentistId)]),
    eb.or([eb('order_events.actor_id', 'is', null), eb('order_events.actor_id', '!=', recipient.id)]),
  ]);

const isRead = (recipient: Recipient) => (eb: ExpressionBuilder<Database, 'order_events'>) =>
  eb.or([
    // Without a mark nothing is read in bulk; coalesce keeps NULL out of the NOT below.
    eb('order_events.id', '<=', eb.fn.coalesce(eb.selectFrom('notification_marks').select('read_through').where('notification_marks.user_id', '=', recipient.id), eb.lit(0))),
    eb.exists(
      eb.selectFrom('notification_reads').select('event_id').where('notification_reads.user_id', '=', recipient.id).whereRef('notification_reads.event_id', '=', 'order_events.id'),
    ),
  ]);

export interface NotificationRow extends Pick<StoredOrderEvent, 'id' | 'orderId' | 'kind' | 'to' | 'byStaff' | 'at'> {
  readonly patientId: string;
  readonly patientName: string;
  readonly caseNumber: number | null;
  readonly read: boolean;
}

/** The newest notifications of a person, with the order's patient and case number. */
export const recentNotifications = async (db: Db, recipient: Recipient, limit: number): Promise<readonly NotificationRow[]> => {
  const rows = await db
    .selectFrom('order_events')
    .innerJoin('orders', 'orders.id', 'order_events.order_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select((eb) => [
      'order_events.id',
      'order_events.order_id',
      'order_events.kind',
      'order_events.to_status',
      'order_events.by_staff',
      'order_events.at',
      'orders.case_number',
      'patients.id as patient_id',
      'patients.first_name',
      'patients.last_name',
      isRead(recipient)(eb).as('read'),
    ])
    .where(addressedTo(recipient))
    .orderBy('order_events.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    kind: r.kind,
    to: r.to_status,
    byStaff: r.by_staff,
    at: r.at,
    caseNumber: r.case_number,
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    read: r.read === true,
  }));
};

export const unreadNotificationCount = async (db: Db, recipient: Recipient): Promise<number> => {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(addressedTo(recipient))
    .where((eb) => eb.not(isRead(recipient)(eb)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Whether the person may see this event among their notifications. */
export const isNotificationOf = async (db: Db, recipient: Recipient, eventId: number): Promise<boolean> => {
  const row = await db.selectFrom('order_events').select('id').where('id', '=', eventId).where(addressedTo(recipient)).executeTakeFirst();
  return row !== undefined;
};

export const recordNotificationRead = async (db: Db, userId: string, eventId: number): Promise<void> => {
  await db
    .insertInto('notification_reads')
    .values({ user_id: userId, event_id: eventId })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/** Marks everything up to the newest event read; the single reads below it are no longer needed. */
export const recordAllNotificationsRead = async (trx: Trx, userId: string): Promise<void> => {
  const through = await latestOrderEventId(trx);
  await trx
    .insertInto('notification_marks')
    .values({ user_id: userId, read_through: through })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ read_through: eb.fn('greatest', [eb.ref('notification_marks.read_through'), eb.val(through)]) })))
    .execute();
  await trx.deleteFrom('notification_reads').where('user_id', '=', userId).where('event_id', '<=', through).execute();
};
