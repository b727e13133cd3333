import { lockOrder } from '../orders/order.repository';
import { paymentOutcome, type PaymentOutcome, type PaymentSource } from '../../domain/payments/payment-match';
import { portalActor } from '../../domain/order/order-lifecycle';
import type { Role } from '../../domain/people/person';
import type { Db, Trx } from '../db/database';
import { type ChargeRow, chargeByTxidLocked, markChargePaid, orderChargeLocked, orderOfTxid } from './charges.repository';
import { recordOrderEvent } from '../orders/order-events.repository';
import { recordStaffChange } from '../orders/order-audit.repository';
import { transitionOrder } from '../orders/transition-order';

export interface ReceivedPayment {
  readonly id: string;
  readonly source: PaymentSource;
  /** What makes a repeat recognisable: the Pix's endToEndId, the statement line's FITID, the charge confirmed by hand. */
  readonly reference: string;
  readonly amountCents: number;
  readonly paidAt: Date;
  /** The staff member who confirmed it; none when the bank told. */
  readonly recordedBy: { readonly id: string; readonly role: Role; readonly reason: string } | null;
  readonly at: Date;
  readonly historyId: string;
}

/** Where the payment points: a charge's txid (the bank's word), or one charge of one order (by hand). */
export type PaymentTarget = { readonly txid: string | null } | { readonly orderId: string; readonly chargeId: string };

/** What recording did: a new payment and its outcome, or a repeat of one already recorded (recorded once). */
export type Recorded = { readonly kind: 'recorded'; readonly outcome: PaymentOutcome; readonly orderId: string | null } | { readonly kind: 'repeated' };

const orderOfTarget = async (db: Db, target: PaymentTarget): Promise<string | undefined> => {
  if ('orderId' in target) return target.orderId;
  if (target.txid === null) return undefined;
  return orderOfTxid(db, target.txid);
};

const lockedCharge = (trx: Trx, target: PaymentTarget, orderId: string): Promise<ChargeRow | undefined> =>
  'orderId' in target ? orderChargeLocked(trx, orderId, target.chargeId) : target.txid === null ? Promise.resolve(undefined) : chargeByTxidLocked(trx, target.txid);

/**
 * Records a payment once, whatever repeats it: its charge (locked with its order, so
 * two deliveries take turns) is paid when the amount is exactly the charge's, else the payment
 * is kept aside for the staff. The first charge paid approves a pre-approved order. All in one
 * transaction: a crash before the commit leaves nothing, and the PSP's retry records it then.
 */
export const recordPayment = async (db: Db, target: PaymentTarget, payment: ReceivedPayment): Promise<Recorded> => {
  const orderId = await orderOfTarget(db, target);
  return db.transaction().execute(async (trx): Promise<Recorded> => {
    const order = orderId === undefined ? undefined : await lockOrder(trx, orderId);
    const charge = order ? await lockedCharge(trx, target, order.id) : undefined;
    const outcome = paymentOutcome(charge, payment.amountCents);
    const inserted = await trx
      .insertInto('payments')
      .values({
        id: payment.id,
        source: payment.source,
        reference: payment.reference,
        txid: 'txid' in target ? target.txid : (charge?.txid ?? null),
        charge_id: charge?.id ?? null,
        amount_cents: payment.amountCents,
        paid_at: payment.paidAt,
        recorded_at: payment.at,
        outcome,
        recorded_by: payment.recordedBy?.id ?? null,
        reason: payment.recordedBy?.reason ?? null,
      })
      .onConflict((oc) => oc.columns(['source', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { kind: 'repeated' };
    if (order && charge && outcome === 'PAID') {
      await markChargePaid(trx, charge.id, payment.paidAt);
      // Confirmed by a staff member (by hand, or from the bank's statement): who and why, in the order's audit trail.
      if (payment.recordedBy)
        await recordStaffChange(trx, {
          id: payment.id,
          orderId: order.id,
          actorId: payment.recordedBy.id,
          action: payment.source === 'STATEMENT' ? 'PAYMENT_FROM_STATEMENT' : 'PAYMENT_CONFIRMED',
          after: { charge: `${charge.number} de ${charge.count}`, amountCents: charge.amountCents },
          reason: payment.recordedBy.reason,
          at: payment.at,
        });
      const actor = payment.recordedBy ? { id: payment.recordedBy.id, staff: true } : { id: null, staff: false };
      await recordOrderEvent(trx, { orderId: order.id, actor, kind: 'PAYMENT_RECEIVED', at: payment.at });
      if (charge.number === 1) {
        const who = payment.recordedBy ? { id: payment.recordedBy.id, role: payment.recordedBy.role } : portalActor;
        await transitionOrder(trx, { order, event: { type: 'paymentConfirmed' }, actor: who, at: payment.at, historyId: payment.historyId });
      }
    }
    return { kind: 'recorded', outcome, orderId: order?.id ?? null };
  });
};

/** A Pix the bank told of that cannot be recorded as told: set aside for the staff with why, once however often it is told. */
export const setAsideUnreadable = async (
  db: Db,
  pix: { readonly reference: string; readonly txid: string | null; readonly reason: string },
  at: Date,
  id: string,
): Promise<void> => {
  await db
    .insertInto('payments')
    .values({
      id,
      source: 'PIX_API',
      reference: pix.reference,
      txid: pix.txid,
      charge_id: null,
      amount_cents: 0,
      paid_at: at,
      recorded_at: at,
      outcome: 'UNREADABLE',
      recorded_by: null,
      reason: pix.reason,
    })
    .onConflict((oc) => oc.columns(['source', 'reference']).doNothing())
    .execute();
};
