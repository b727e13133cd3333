import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { maxOtherFiles } from '../../domain/attachments/file-acceptance';
import { sendOrderAttachment } from '../storage/send-attachment';
import { addressChangeable, attachmentsReplaceable } from '../../domain/order/order-permissions';
import { planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { badRequest, conflict, notFound, orFail } from '../http/http-error';
import { type Trx } from '../db/database';
import { withOwnOrderLocked } from '../orders/order-lock';
import { findOwnOrder } from '../repositories/order-detail.repository';

/** Changes the dentist makes to a sent order: addresses, new files, and reading its files back. */
export const orderChangesRoutes = (app: FastifyInstance, { db, now, storage }: AppDeps): void => {
  serve(app, on.changeAddress, async ({ user, params: { id }, body }) => {
    const shipping = 'shippingAddressId' in body;
    const addressId = shipping ? body.shippingAddressId : body.billingAddressId;
    return orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      if (!addressChangeable(order.status)) throw conflict(planningMessages.addressLocked);
      const address = await trx.selectFrom('addresses').select('id').where('id', '=', addressId).where('dentist_id', '=', user.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!address) throw notFound(planningMessages.addressNotFound);
      await trx
        .updateTable('orders')
        .set(shipping ? { shipping_address_id: addressId, updated_at: now() } : { billing_address_id: addressId, updated_at: now() })
        .where('id', '=', id)
        .execute();
      return E.right({ kind: shipping ? ('shipping' as const) : ('billing' as const) });
    }));
  });

  // A new file sent while the provider waits for it (spec §7 POST /orders/{id}/attachment).
  serve(app, on.addAttachment, async ({ user, params: { id }, body }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      if (!attachmentsReplaceable(order.status)) throw conflict(planningMessages.attachmentsLocked);
      const file = await ownFile(trx, user.id, body.attachmentId);
      if (file.kind !== body.type) throw badRequest(planningMessages.attachmentKindMismatch);
      const linked = await trx.selectFrom('order_attachments').select(['attachment_id', 'type']).where('order_id', '=', id).execute();
      if (linked.some((l) => l.attachment_id === body.attachmentId)) return E.right(undefined);
      // One file per slot, except up to five others (spec §3): a new file for a slot takes its place.
      const sameSlot = linked.filter((l) => l.type === body.type);
      if (body.type === 'OTHERS') {
        if (sameSlot.length >= maxOtherFiles) throw badRequest(`No máximo ${maxOtherFiles} arquivos em Outros arquivos.`);
      } else if (sameSlot.length > 0) {
        await trx.deleteFrom('order_attachments').where('order_id', '=', id).where('type', '=', body.type).execute();
      }
      await trx.insertInto('order_attachments').values({ order_id: id, attachment_id: body.attachmentId, type: body.type }).execute();
      return E.right(undefined);
    }));
  });

  serve(app, on.replaceAttachment, async ({ user, params: { id, attId }, body }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      if (!attachmentsReplaceable(order.status)) throw conflict(planningMessages.attachmentsLocked);
      const old = await trx.selectFrom('order_attachments').select('type').where('order_id', '=', id).where('attachment_id', '=', attId).executeTakeFirst();
      if (!old) throw notFound(planningMessages.attachmentNotFound);
      const file = await ownFile(trx, user.id, body.attachmentId);
      if (file.kind !== old.type) throw badRequest(planningMessages.attachmentKindMismatch);
      await trx.updateTable('order_attachments').set({ attachment_id: body.attachmentId }).where('order_id', '=', id).where('attachment_id', '=', attId).execute();
      return E.right(undefined);
    }));
  });

  // The order's files, to view or download; only its dentist reads them.
  serve(app, on.attachment, async ({ user, params: { id, attId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendOrderAttachment(reply, db, storage, id, attId));
  });
};

const ownFile = async (trx: Trx, ownerId: string, attachmentId: string): Promise<{ kind: AttachmentKind }> => {
  const file = await trx.selectFrom('attachments').select('kind').where('id', '=', attachmentId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!file) throw notFound(planningMessages.attachmentNotFound);
  return { kind: file.kind as AttachmentKind };
};
