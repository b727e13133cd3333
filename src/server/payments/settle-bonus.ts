import { bonusDecisionFor, settleReservations } from '../../domain/order/bonus-settlement';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Trx } from '../db/database';
import { confirmReservations, currentPlanningId, orderReservations, releaseReservations, spentGrants } from './bonus.repository';

/**
 * The order's bonus reservations settled for its new status (the domain's settlement: spent on
 * an approval, given back on a rejection or a cancellation), inside the caller's transaction on
 * the locked order; `currentId` when the caller already read the current planning.
 */
export const settleBonus = async (trx: Trx, orderId: string, status: OrderStatus, currentId?: string): Promise<void> => {
  const decision = bonusDecisionFor(status, currentId ?? (await currentPlanningId(trx, orderId)));
  if (decision.type === 'keep') return;
  const reservations = await orderReservations(trx, orderId);
  const spent = await spentGrants(trx, [...new Set(reservations.flatMap((r) => (r.grantId ? [r.grantId] : [])))]);
  const moves = settleReservations(reservations, decision, spent);
  await confirmReservations(trx, moves.confirm);
  // A planning shows the bonus it still holds: what was given back is no longer on it.
  const released = reservations.filter((r) => moves.release.includes(r.id));
  await releaseReservations(trx, moves.release, [...new Set(released.flatMap((r) => (r.planningId ? [r.planningId] : [])))]);
};
