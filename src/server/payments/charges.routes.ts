import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as on } from '../../contract/routes/payments.endpoints';
import { chargeMessages } from '../../contract/charges.contract';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, notFound, orFail } from '../http/http-error';
import { lifecycleMessages } from '../../domain/order/order-lifecycle';
import { sent, serve } from '../http/serve';
import { sendReceipt } from './receipt.answer';
import { chargesAnswer } from './charges.answer';
import { confirmChargeByHand } from './confirm-charge';
import { attachBoleto } from './attach-boleto';
import { sendBoleto } from './boleto.answer';
import { cancelCharge } from './cancel-charge';
import { findOrder, findOwnOrder } from '../orders/order.repository';

/** An order's charges: the dentist's own orders, any order for the staff, who also confirm a payment by hand, cancel a charge and attach the bank's boletos. */
export const chargesRoutes = (app: FastifyInstance, { db, now, newId, pix, receiptIssuer, storage }: AppDeps): void => {
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
    const done = await confirmChargeByHand(db, { orderId: id, chargeId, staff: user, reason: reason.trim(), at: now(), newId });
    if (!done) throw notFound(chargeMessages.chargeNotFound);
    if (done.kind === 'repeated' || done.outcome !== 'PAID') throw conflict(chargeMessages.notOpen);
    return chargesAnswer(db, id, pix, now());
  });

  serve(app, on.cancelCharge, async ({ user, params: { id, chargeId }, body: { reason } }) => {
    if (reason.trim() === '') throw badRequest(lifecycleMessages.reasonRequired);
    orFail(await cancelCharge(db, { orderId: id, chargeId, staffId: user.id, reason: reason.trim(), at: now(), auditId: newId() }));
    return chargesAnswer(db, id, pix, now());
  });

  serve(app, on.attachBoleto, async ({ user, params: { id, chargeId }, body }) => {
    orFail(await attachBoleto(db, { orderId: id, chargeId, attachmentId: body.attachmentId, linhaDigitavel: body.linhaDigitavel, staffId: user.id, at: now(), auditId: newId() }));
    return chargesAnswer(db, id, pix, now());
  });

  serve(app, on.boleto, async ({ user, params: { id, chargeId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(chargeMessages.orderNotFound);
    return sent(await sendBoleto(reply, db, storage, id, chargeId, order.caseNumber));
  });

  serve(app, on.staffBoleto, async ({ params: { id, chargeId }, reply }) => {
    const order = await findOrder(db, id);
    if (!order) throw notFound(chargeMessages.orderNotFound);
    return sent(await sendBoleto(reply, db, storage, id, chargeId, order.caseNumber));
  });

  serve(app, on.receipt, async ({ user, params: { id, chargeId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(chargeMessages.orderNotFound);
    return sent(await sendReceipt(reply, db, receiptIssuer, order, chargeId, now()));
  });

  serve(app, on.staffReceipt, async ({ params: { id, chargeId }, reply }) => {
    const order = await findOrder(db, id);
    if (!order) throw notFound(chargeMessages.orderNotFound);
    return sent(await sendReceipt(reply, db, receiptIssuer, order, chargeId, now()));
  });
};
