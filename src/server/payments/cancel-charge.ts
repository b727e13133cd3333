import { chargeTitle } from '../../domain/payments/charge-plan';
import type { Db } from '../db/database';
import { cancelCharges } from './charges.repository';
import { recordOrderEvent } from '../orders/order-events.repository';
import { recordStaffChange } from '../orders/order-audit.repository';
import { lockOrderCharge, requireOwed } from './locked-charge';

export interface ChargeCancellation {
  readonly orderId: string;
  readonly chargeId: string;
  readonly staffId: string;
  readonly reason: string;
  readonly at: Date;
  readonly auditId: string;
}

/**
 * A staff member cancels one open charge: it is no longer owed, nor payable (its Pix
 * at the PSP is removed by the job runner, as with a cancelled order); who and why are in the
 * audit trail, and the dentist hears of it.
 */
export const cancelCharge = async (db: Db, c: ChargeCancellation): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const { order, charge } = await lockOrderCharge(trx, c.orderId, c.chargeId);
    requireOwed(charge, c.at);
    await cancelCharges(trx, [charge.id], c.at);
    await recordStaffChange(trx, {
      id: c.auditId,
      orderId: order.id,
      actorId: c.staffId,
      action: 'CHARGE_CANCELLED',
      after: { charge: chargeTitle(charge), amountCents: charge.amountCents },
      reason: c.reason,
      at: c.at,
    });
    await recordOrderEvent(trx, { orderId: order.id, actor: { id: c.staffId, staff: true }, kind: 'CHARGE_CANCELLED', at: c.at });
  });
