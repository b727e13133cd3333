import { sql } from 'kysely';
import type { HistoryEntry } from '../../domain/order/order-lifecycle';
import type { Trx } from './order-lock';

/**
 * Moves an order from the status it was read in to the new one, with its history entry,
 * inside the caller's transaction; false when another change got there first.
 */
export const recordTransition = async (trx: Trx, orderId: string, historyId: string, entry: HistoryEntry): Promise<boolean> => {
  const updated = await trx
    .updateTable('orders')
    .set({ status: entry.to, updated_at: entry.at, version: sql`version + 1` })
    .where('id', '=', orderId)
    .where('status', '=', entry.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('order_status_history')
    .values({ id: historyId, order_id: orderId, from_status: entry.from, to_status: entry.to, actor_id: entry.actorId, reason: entry.reason, changed_at: entry.at })
    .execute();
  return true;
};
