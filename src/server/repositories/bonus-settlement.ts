import type { OrderStatus } from '../../domain/order/order-status';
import type { Trx } from './order-lock';

/**
 * Balance reserved by the order's plannings is spent once the dentist decides for it, and
 * given back when the planning is rejected or the order cancelled.
 */
export const settleBonus = async (trx: Trx, orderId: string, status: OrderStatus): Promise<void> => {
  if (status === 'APPROVED' || status === 'WAITING_FOR_PAYMENT') {
    await trx.updateTable('bonus_ledger').set({ status: 'CONFIRMED' }).where('order_id', '=', orderId).where('status', '=', 'RESERVED').execute();
  } else if (status === 'REVIEW_REQUESTED' || status === 'CANCELLED') {
    await trx.deleteFrom('bonus_ledger').where('order_id', '=', orderId).where('status', '=', 'RESERVED').execute();
    await trx.updateTable('plannings').set({ bonus_dentist: 0, bonus_kol: 0, bonus_patient: 0 }).where('order_id', '=', orderId).execute();
  }
};
