import * as E from 'fp-ts/Either';
import { chargeTitle } from '../../domain/payments/charge-plan';
import type { DomainError } from '../../domain/shared/domain-error';
import type { Db } from '../db/database';
import { cancelCharges } from './charges.repository';
import { recordOrderEvent } from '../orders/order-events.repository';
import { recordStaffChange } from '../orders/order-audit.repository';
import { owedOn, withChargeLocked } from './locked-charge';

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
export const cancelCharge = (db: Db, c: ChargeCancellation): Promise<E.Either<DomainError, void>> =>
  withChargeLocked(db, c.orderId, c.chargeId, async (trx, order, locked) => {
    const owed = owedOn(locked, c.at);
    if (E.isLeft(owed)) return owed;
    const charge = owed.right;
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
    return E.right(undefined);
  });
