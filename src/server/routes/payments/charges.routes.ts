import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as on } from '../../../contract/routes/payments.endpoints';
import { chargeMessages } from '../../../contract/charges.contract';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { lifecycleMessages } from '../../../domain/order/order-lifecycle';
import { serve } from '../../http/serve';
import { chargesAnswer } from '../../payments/charges-answer';
import { recordPayment } from '../../payments/record-payment';
import { findOrder, findOwnOrder } from '../../repositories/order.repository';

/** An order's charges (issue 35): the dentist's own orders, any order for the staff, who also confirm a payment by hand. */
export const chargesRoutes = (app: FastifyInstance, { db, now, newId, pix }: AppDeps): void => {
  serve(app, on.charges, async ({ user, params: { id } }) => {
    if (!(await findOwnOrder(db, id, user.id))) throw notFound(chargeMessages.orderNotFound);
    return chargesAnswer(db, id, pix, now());
  });

  serve(app, on.staffCharges, async ({ params: { id } }) => {
    if (!(await findOrder(db, id))) throw notFound(chargeMessages.orderNotFound);
    return chargesAnswer(db, id, pix, now());
  });

  serve(app, on.confirmCharge, async ({ user, params: { id, chargeId }, body: { reason } }) => {
    if (reason.trim() === '') throw badRequest(lifecycleMessages.reasonRequired);
    const charge = await db.selectFrom('charges').select(['amount_cents']).where('order_id', '=', id).where('id', '=', chargeId).executeTakeFirst();
    if (!charge) throw notFound(chargeMessages.chargeNotFound);
    const at = now();
    const done = await recordPayment(
      db,
      { orderId: id, chargeId },
      {
        id: newId(),
        source: 'MANUAL',
        reference: chargeId,
        amountCents: charge.amount_cents,
        paidAt: at,
        recordedBy: { id: user.id, role: user.role, reason: reason.trim() },
        at,
        historyId: newId(),
      },
    );
    if (done.kind === 'repeated' || done.outcome !== 'PAID') throw conflict(chargeMessages.notOpen);
    return chargesAnswer(db, id, pix, now());
  });
};
