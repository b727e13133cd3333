import type { Role } from '../../domain/people/person';
import type { Db } from '../db/database';
import { orderCharges } from './charges.repository';
import { type Recorded, recordPayment } from './record-payment';

export interface HandConfirmation {
  readonly orderId: string;
  readonly chargeId: string;
  readonly staff: { readonly id: string; readonly role: Role };
  readonly reason: string;
  readonly at: Date;
  readonly newId: () => string;
}

/**
 * A staff member confirms a charge paid, for its own amount, saying how they know:
 * recorded once per charge (a second confirmation is a repeat), with who and why in the audit
 * trail. Undefined when the order has no such charge.
 */
export const confirmChargeByHand = async (db: Db, c: HandConfirmation): Promise<Recorded | undefined> => {
  const charge = (await orderCharges(db, c.orderId)).find((x) => x.id === c.chargeId);
  if (!charge) return undefined;
  return recordPayment(
    db,
    { orderId: c.orderId, chargeId: c.chargeId },
    {
      id: c.newId(),
      source: 'MANUAL',
      reference: c.chargeId,
      amountCents: charge.amountCents,
      paidAt: c.at,
      recordedBy: { id: c.staff.id, role: c.staff.role, reason: c.reason },
      at: c.at,
      historyId: c.newId(),
    },
  );
};
