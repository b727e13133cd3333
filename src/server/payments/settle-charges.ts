import { randomUUID } from 'node:crypto';
import { brazilDayOf } from '../../domain/format/date';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import { chargeOnOrderCancelled, chargePlan, txidOf } from '../../domain/payments/charge-plan';
import type { Trx } from '../db/database';
import { cancelCharges, insertCharges, markRefundDue, orderCharges } from './charges.repository';
import { scheduleChargeReminders } from '../mail/mail-notifications.repository';
import { currentPlanning } from '../../domain/order/current-planning';
import { loadPlannings, type PlanningWithExtras } from '../plannings/plannings.repository';

/** The statuses an approval leads to: the order's payment condition becomes its charges. */
const approved: readonly OrderStatus[] = ['APPROVED', 'WAITING_FOR_PAYMENT'];

/**
 * The order's charges for its new status, in the caller's transaction on the locked
 * order: made once when it is approved or pre-approved, from the current planning's total and
 * payment condition (`current`, when the caller already read it); cancelled (or, when paid, owed
 * back) when it is cancelled.
 */
export const settleCharges = async (trx: Trx, order: Order, status: OrderStatus, at: Date, current?: PlanningWithExtras): Promise<void> => {
  if (status === 'CANCELLED') {
    const charges = await orderCharges(trx, order.id);
    await cancelCharges(
      trx,
      charges.filter((c) => chargeOnOrderCancelled(c) === 'CANCEL').map((c) => c.id),
      at,
    );
    await markRefundDue(
      trx,
      charges.filter((c) => chargeOnOrderCancelled(c) === 'REFUND').map((c) => c.id),
    );
    return;
  }
  if (!approved.includes(status) || (await orderCharges(trx, order.id)).length > 0) return;
  const planning = current ?? currentPlanning(await loadPlannings(trx, order.id, order.caseType));
  if (!planning?.payment) return;
  const { payment } = planning;
  // The external checkout asks for its installments itself: the portal charges the total once.
  const installments = payment.useThirdPartyCheckout ? 1 : (payment.installmentQuantity ?? 1);
  const planned = chargePlan(planning.view.totalCents, installments, brazilDayOf(at)).map((p) => {
    const id = randomUUID();
    return { ...p, id, txid: txidOf(id) };
  });
  await insertCharges(trx, { orderId: order.id, planningId: planning.view.id, method: payment.paymentMethodCode, planned, at });
  await scheduleChargeReminders(trx, { dentistId: order.dentistId, method: payment.paymentMethodCode, charges: planned, at });
};
