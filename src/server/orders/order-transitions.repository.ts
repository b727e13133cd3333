import { sql } from 'kysely';
import type { HistoryEntry } from '../../domain/order/order-lifecycle';
import type { Trx } from '../db/database';
import { recordWaitsEndedBy } from '../queues/order-waits.repository';

/**
 * Moves an order from the status it was read in to the new one, with its history entry,
 * inside the caller's transaction; a draft leaving DRAFT gets its case number then. Answers
 * the order's case number, or undefined when another change got there first.
 */
export const recordTransition = async (trx: Trx, orderId: string, historyId: string, entry: HistoryEntry): Promise<{ readonly caseNumber: number | null } | undefined> => {
  const sent = entry.from === 'DRAFT' ? { case_number: sql<number>`nextval('order_case_number_seq')`, draft_step: null } : {};
  const updated = await trx
    .updateTable('orders')
    .set({ status: entry.to, status_since: entry.at, updated_at: entry.at, version: sql`version + 1`, ...sent })
    .where('id', '=', orderId)
    .where('status', '=', entry.from)
    .returning('case_number')
    .executeTakeFirst();
  if (!updated) return undefined;
  await trx
    .insertInto('order_status_history')
    .values({ id: historyId, order_id: orderId, from_status: entry.from, to_status: entry.to, actor_id: entry.actorId, reason: entry.reason, changed_at: entry.at })
    .execute();
  await recordWaitsEndedBy(trx, historyId);
  return { caseNumber: updated.case_number === null ? null : Number(updated.case_number) };
};
