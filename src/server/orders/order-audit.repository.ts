import type * as t from 'io-ts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { auditDiff, type AuditValue, type LaterChange } from '../../domain/order/audit';
import type { AuditEntry } from '../../contract/staff-order.contract';
import type { Database, Db } from '../db/database';
import type { Trx } from '../db/database';
import { recordOrderEvent } from './order-events.repository';

export interface AuditRecord {
  readonly id: string;
  readonly orderId: string;
  readonly actorId: string;
  readonly action: string;
  readonly before?: Readonly<Record<string, AuditValue>>;
  readonly after?: Readonly<Record<string, AuditValue | undefined>>;
  readonly reason?: string | null;
  readonly at: Date;
}

/**
 * Keeps a staff change in the order's audit trail (only the fields it changed) and bumps
 * the order's version, so an edit form loaded before it is refused.
 */
export const recordStaffChange = async (trx: Trx, r: AuditRecord): Promise<void> => {
  const diff = r.before && r.after ? auditDiff(r.before, r.after) : { before: {}, after: r.after ?? {} };
  const { version } = await trx
    .updateTable('orders')
    .set({ version: sql`version + 1`, updated_at: r.at })
    .where('id', '=', r.orderId)
    .returning('version')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_audit')
    .values({
      id: r.id,
      order_id: r.orderId,
      actor_id: r.actorId,
      action: r.action,
      before: JSON.stringify(diff.before),
      after: JSON.stringify(diff.after),
      reason: r.reason ?? null,
      at: r.at,
      version: Number(version),
    })
    .execute();
  // Other staff pages on the order follow it; a status move is told by its own event.
  if (!('status' in diff.after)) await recordOrderEvent(trx, { orderId: r.orderId, actor: { id: r.actorId, staff: true }, kind: 'ORDER_EDITED', at: r.at });
};

/** The changes saved after `version` of an order: who made each, and the fields it set. */
export const changesSince = async (trx: Trx, orderId: string, version: number): Promise<LaterChange[]> => {
  const rows = await trx.selectFrom('order_audit').select(['actor_id', 'after']).where('order_id', '=', orderId).where('version', '>', version).execute();
  return rows.map((r) => ({ actorId: r.actor_id, fields: Object.keys(JSON.parse(r.after ?? '{}') as Record<string, unknown>) }));
};

/**
 * Keeps a staff change of a dentist's or a patient's own record (the Onyx code, the patient's
 * data) in the audit trail of each of their orders, where staff look for it. The orders' edit
 * forms hold none of these fields, so their versions stay: nobody's form is refused for it.
 */
export const recordPeopleChange = async (
  trx: Trx,
  r: {
    readonly of: { readonly dentistId: string } | { readonly patientId: string };
    readonly actorId: string;
    readonly action: string;
    readonly before: Readonly<Record<string, AuditValue>>;
    readonly after: Readonly<Record<string, AuditValue>>;
    readonly at: Date;
  },
  newId: () => string,
): Promise<void> => {
  const diff = auditDiff(r.before, r.after);
  if (Object.keys(diff.after).length === 0) return;
  const orders = await trx
    .selectFrom('orders')
    .select('id')
    .$call((q) => ('dentistId' in r.of ? q.where('dentist_id', '=', r.of.dentistId) : q.where('patient_id', '=', r.of.patientId)))
    .execute();
  if (orders.length === 0) return;
  await trx
    .insertInto('order_audit')
    .values(
      orders.map((o) => ({
        id: newId(),
        order_id: o.id,
        actor_id: r.actorId,
        action: r.action,
        before: JSON.stringify(diff.before),
        after: JSON.stringify(diff.after),
        reason: null,
        at: r.at,
        version: null,
      })),
    )
    .execute();
};

/** The order's audit trail, newest first, for the orders the given statement names. */
export const auditQuery = (db: Db, orderIds: SelectQueryBuilder<Database, 'orders', { id: string }>) =>
  db
    .selectFrom('order_audit')
    .leftJoin('users', 'users.id', 'order_audit.actor_id')
    .select(['order_audit.action', 'order_audit.before', 'order_audit.after', 'order_audit.reason', 'order_audit.at', 'users.name'])
    .where('order_audit.order_id', 'in', orderIds)
    .orderBy('order_audit.at', 'desc');

export const toAuditEntry = (r: {
  action: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  at: Date | string;
  name: string | null;
}): t.OutputOf<typeof AuditEntry> => ({
  action: r.action,
  actorName: r.name,
  before: JSON.parse(r.before ?? '{}') as Record<string, unknown>,
  after: JSON.parse(r.after ?? '{}') as Record<string, unknown>,
  reason: r.reason,
  at: new Date(r.at).toISOString(),
});
