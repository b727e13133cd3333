import type { FastifyInstance } from 'fastify';
import { sendOrderAttachment } from '../storage/send-attachment';
import { planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { notFound, orFail } from '../http/http-error';
import { withOwnOrderLocked } from './order-lock';
import { attachOrderFile, changeOrderAddress, postModels, replaceOrderFile } from './order-changes';
import { findOwnOrder } from './order.repository';

/** Changes the dentist makes to a sent order: addresses, new files, and reading its files back. */
export const orderChangesRoutes = (app: FastifyInstance, { db, now, storage, modelsAddress }: AppDeps): void => {
  serve(app, on.changeAddress, async ({ user, params: { id }, body }) => {
    const [kind, addressId] = 'shippingAddressId' in body ? (['shipping', body.shippingAddressId] as const) : (['billing', body.billingAddressId] as const);
    return orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => changeOrderAddress(trx, order, kind, addressId, now())));
  });

  // A new file sent while the provider waits for it (spec §7 POST /orders/{id}/attachment).
  serve(app, on.addAttachment, async ({ user, params: { id }, body }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => attachOrderFile(trx, order, body.attachmentId, body.type, now())));
  });

  serve(app, on.replaceAttachment, async ({ user, params: { id, attId }, body }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => replaceOrderFile(trx, order, attId, body.attachmentId, now())));
  });

  serve(app, on.modelTracking, async ({ user, params: { id }, body }) =>
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => postModels(trx, order, body.trackingCode, modelsAddress, now()))),
  );

  // The order's files, to view or download; only its dentist reads them.
  serve(app, on.attachment, async ({ user, params: { id, attId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendOrderAttachment(reply, db, storage, id, attId));
  });
};
