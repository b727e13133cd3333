import { type SelectQueryBuilder, sql } from 'kysely';
import { auditDiff, type AuditValue } from '../../domain/order/audit';
import type { AuditEntry } from '../../contract/admin-order.contract';
import type { Database, Db } from '../db/database';
import type { Trx } from '../db/database';

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
  await trx
    .insertInto('order_audit')
    .values({ id: r.id, order_id: r.orderId, actor_id: r.actorId, action: r.action, before: JSON.stringify(diff.before), after: JSON.stringify(diff.after), reason: r.reason ?? null, at: r.at })
    .execute();
  await trx.updateTable('orders').set({ version: sql`version + 1`, updated_at: r.at }).where('id', '=', r.orderId).execute();
};

/** The order's audit trail, newest first, for the orders the given statement names. */
export const auditQuery = (db: Db, orderIds: SelectQueryBuilder<Database, 'orders', { id: string }>) =>
  db
    .selectFrom('order_audit')
    .leftJoin('users', 'users.id', 'order_audit.actor_id')
    .select(['order_audit.action', 'order_audit.before', 'order_audit.after', 'order_audit.reason', 'order_audit.at', 'users.name'])
    .where('order_audit.order_id', 'in', orderIds)
    .orderBy('order_audit.at', 'desc');

export const toAuditEntry = (r: { action: string; before: string | null; after: string | null; reason: string | null; at: Date | string; name: string | null }): AuditEntry =>
  ({
    action: r.action,
    actorName: r.name,
    before: JSON.parse(r.before ?? '{}') as Record<string, unknown>,
    after: JSON.parse(r.after ?? '{}') as Record<string, unknown>,
    reason: r.reason,
    at: new Date(r.at).toISOString(),
  }) as AuditEntry;
