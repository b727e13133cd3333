import type { FastifyInstance } from 'fastify';
import type * as E from 'fp-ts/Either';
import type { DomainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import { notFound, orFail } from '../http/http-error';
import { findOrder } from '../orders/order.repository';
import type { Order } from '../../domain/order/order';
import type { Trx } from '../db/database';
import { withOrderLocked } from '../orders/order-lock';
import { addDiscount, addProduct, changeArch, createPlanning, removeDiscount, removeProduct, setStaffBalance, type StaffChange, updatePlanningNotesOf } from './planning-builder';
import { sendPlanningFile } from './planning-file.answer';
import { archOfArcade } from '../../contract/arch-spellings';
import { sendOrderAttachment } from '../storage/send-attachment';

/** Staff build and change plannings while the order is in VIRTUAL_PLANNING (spec §4): decode, use case, answer. */
export const staffPlanningRoutes = (app: FastifyInstance, { db, now, newId, storage }: AppDeps): void => {
  const locked = async <T>(orderId: string, work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>): Promise<T> => orFail(await withOrderLocked(db, orderId, work));
  const by = (staffId: string): StaffChange => ({ staffId, at: now(), newId });

  serve(app, on.createPlanning, async ({ user, params: { id }, body: { basedOnPrevious } }) =>
    locked(id, (trx, order) => createPlanning(trx, order, by(user.id), basedOnPrevious)),
  );

  serve(app, on.updatePlanning, async ({ user, params: { id, pid }, body }) => {
    await locked(id, (trx, order) => updatePlanningNotesOf(trx, order, by(user.id), pid, body));
  });

  serve(app, on.addDiscount, async ({ user, params: { id, pid }, body }) => {
    await locked(id, (trx, order) => addDiscount(trx, order, by(user.id), pid, body));
  });

  serve(app, on.removeDiscount, async ({ user, params: { id, pid }, query: { discountId } }) => {
    await locked(id, (trx, order) => removeDiscount(trx, order, by(user.id), pid, discountId));
  });

  serve(app, on.addProduct, async ({ user, params: { id, pid }, body }) => {
    await locked(id, (trx, order) => addProduct(trx, order, by(user.id), pid, body.productId, body.quantity));
  });

  serve(app, on.removeProduct, async ({ user, params: { id, pid, prodId } }) => {
    await locked(id, (trx, order) => removeProduct(trx, order, by(user.id), pid, prodId));
  });

  for (const [endpoint, change] of [
    [on.addArcade, 'add'],
    [on.removeArcade, 'remove'],
  ] as const) {
    serve(app, endpoint, async ({ user, params: { id, pid }, body: { arcade } }) => {
      await locked(id, (trx, order) => changeArch(trx, order, by(user.id), pid, change, archOfArcade[arcade]));
    });
  }

  serve(app, on.setBalance, async ({ user, params: { id, pid }, body }) => {
    await locked(id, (trx, order) => setStaffBalance(trx, order, by(user.id), pid, { dentist: body.dentist, kol: body.kol, patient: body.patient ?? 0 }));
  });

  serve(app, on.planningFile, async ({ params: { id, pid }, reply }) => {
    const order = await findOrder(db, id);
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendPlanningFile(reply, db, storage, order, pid));
  });

  serve(app, on.attachment, async ({ params: { id, attId }, reply }) => {
    return sent(await sendOrderAttachment(reply, db, storage, id, attId));
  });
};
