import { sql } from 'kysely';
import { type BonusOrigin, bonusDecisionFor, settleReservations } from '../../domain/order/bonus-settlement';
import type { OrderStatus } from '../../domain/order/order-status';
import { anyOf, type Trx } from '../db/database';

/**
 * Applies the domain's settlement of the order's bonus reservations for its new status,
 * inside the caller's transaction on the locked order.
 */
export const settleBonus = async (trx: Trx, orderId: string, status: OrderStatus): Promise<void> => {
  const current = await trx.selectFrom('plannings').select('id').where('order_id', '=', orderId).where('is_current', '=', true).executeTakeFirst();
  const decision = bonusDecisionFor(status, current?.id ?? null);
  if (decision.type === 'keep') return;
  const rows = await trx.selectFrom('bonus_ledger').select(['id', 'planning_id', 'origin', 'steps', 'grant_id', 'status']).where('order_id', '=', orderId).where('steps', '<', 0).execute();
  const grants = [...new Set(rows.flatMap((r) => (r.grant_id ? [r.grant_id] : [])))];
  const spent = grants.length === 0 ? [] : await trx.selectFrom('bonus_ledger').select('grant_id').where('grant_id', '=', anyOf(grants)).where('status', '=', 'CONFIRMED').execute();
  const moves = settleReservations(
    rows.map((r) => ({ id: r.id, planningId: r.planning_id ?? '', origin: r.origin as BonusOrigin, steps: -r.steps, grantId: r.grant_id, status: r.status === 'CONFIRMED' ? 'CONFIRMED' : 'RESERVED' })),
    decision,
    new Set(spent.map((s) => s.grant_id!)),
  );
  if (moves.confirm.length > 0) await trx.updateTable('bonus_ledger').set({ status: 'CONFIRMED' }).where('id', '=', anyOf(moves.confirm)).execute();
  if (moves.release.length === 0) return;
  await trx.deleteFrom('bonus_ledger').where('id', '=', anyOf(moves.release)).execute();
  // A planning shows the bonus it still holds: what was given back is no longer on it.
  const touched = [...new Set(rows.filter((r) => moves.release.includes(r.id)).flatMap((r) => (r.planning_id ? [r.planning_id] : [])))];
  const held = (origin: BonusOrigin) => sql<number>`coalesce((select -sum(steps) from bonus_ledger where bonus_ledger.planning_id = plannings.id and origin = ${origin}), 0)::int`;
  await trx.updateTable('plannings').set({ bonus_dentist: held('DENTIST'), bonus_kol: held('KOLS'), bonus_patient: held('PATIENT') }).where('id', '=', anyOf(touched)).execute();
};
