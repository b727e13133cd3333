import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { planningEditable } from '../../domain/order/order-lifecycle';
import { staffBalanceOpen } from '../../domain/order/order-permissions';
import { addArcade, removeArcade, validateDiscount, validateQuantity } from '../../domain/order/planning-edits';
import { planningMessages } from '../../contract/planning-actions.contract';
import { adminMessages } from '../../contract/admin-order.contract';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import { conflict, refused, notFound, orFail } from '../http/http-error';
import type { OrderRow } from '../repositories/order-detail.repository';
import { type Trx } from '../db/database';
import { withOrderLocked } from '../orders/order-lock';
import { recordStaffChange } from '../repositories/order-audit.repository';
import { lastItemPosition, loadPlannings } from '../repositories/plannings.repository';
import { reserveBonus } from '../orders/reserve-bonus';
import { sendPlanningFile } from '../plannings/planning-file';
import { sendOrderAttachment } from '../storage/send-attachment';

const requireEditable = (order: OrderRow) => {
  if (!planningEditable(order.status)) throw conflict(adminMessages.planningLocked);
};

const planningOf = async (trx: Trx, order: OrderRow, planningId: string) => {
  const planning = (await loadPlannings(trx, order.id, order.case_type)).find((p) => p.row.id === planningId);
  if (!planning) throw notFound(planningMessages.planningNotFound);
  return planning;
};

/** Staff build and change plannings while the order is in VIRTUAL_PLANNING (spec §4). */
export const adminPlanningRoutes = (app: FastifyInstance, { db, now, newId, storage }: AppDeps): void => {
  /** One change of a planning: locked order, editable, audited. */
  const change = async <T>(staffId: string, id: string, action: string, work: (trx: Trx, order: OrderRow) => Promise<{ after: Record<string, string | number | boolean | null>; answer: T }>) =>
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      requireEditable(order);
      const { after, answer } = await work(trx, order);
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: staffId, action, after, at: now() });
      return E.right(answer);
    }));

  serve(app, on.createPlanning, async ({ user, params: { id: orderId }, body: { basedOnPrevious } }) => {
    const planningId = await change(user.id, orderId, 'PLANNING_CREATED', async (trx, order) => {
      const existing = await trx.selectFrom('plannings').select(['id', 'number', 'is_current', 'comment', 'offer_id']).where('order_id', '=', order.id).orderBy('number', 'desc').execute();
      const previous = existing.find((p) => p.is_current) ?? existing[0];
      const id = newId();
      await trx.updateTable('plannings').set({ is_current: false }).where('order_id', '=', order.id).execute();
      await trx
        .insertInto('plannings')
        .values({ id, order_id: order.id, number: (existing[0]?.number ?? 0) + 1, is_current: true, comment: basedOnPrevious ? (previous?.comment ?? null) : null, offer_id: null, web_viewed_at: null, file_viewed_at: null, created_at: now(), file_attachment_id: null, viewer_url: null })
        .execute();
      if (basedOnPrevious && previous) {
        const [items, discounts] = await Promise.all([
          trx.selectFrom('planning_items').selectAll().where('planning_id', '=', previous.id).execute(),
          trx.selectFrom('planning_discounts').selectAll().where('planning_id', '=', previous.id).execute(),
        ]);
        if (items.length > 0) await trx.insertInto('planning_items').values(items.map((i) => ({ ...i, id: newId(), planning_id: id }))).execute();
        if (discounts.length > 0) await trx.insertInto('planning_discounts').values(discounts.map((d) => ({ ...d, id: newId(), planning_id: id }))).execute();
      }
      return { after: { planningId: id, basedOnPrevious: basedOnPrevious && previous !== undefined }, answer: id };
    });
    return { id: planningId };
  });

  serve(app, on.updatePlanning, async ({ user, params: { id, pid }, body }) => {
    await change(user.id, id, 'PLANNING_UPDATED', async (trx, order) => {
      await planningOf(trx, order, pid);
      if (body.fileAttachmentId) {
        const file = await trx.selectFrom('attachments').select('kind').where('id', '=', body.fileAttachmentId).where('owner_id', '=', user.id).executeTakeFirst();
        if (!file || file.kind !== 'PLANNING_FILE') throw notFound(planningMessages.attachmentNotFound);
      }
      const set = {
        ...(body.comment !== undefined ? { comment: body.comment.trim() || null } : {}),
        ...(body.viewerUrl !== undefined ? { viewer_url: body.viewerUrl || null } : {}),
        ...(body.fileAttachmentId !== undefined ? { file_attachment_id: body.fileAttachmentId } : {}),
      };
      if (Object.keys(set).length > 0) await trx.updateTable('plannings').set(set).where('id', '=', pid).execute();
      return { after: { planningId: pid, ...(body.comment !== undefined ? { comment: body.comment.trim() } : {}), ...(body.viewerUrl !== undefined ? { viewerUrl: body.viewerUrl } : {}), ...(body.fileAttachmentId !== undefined ? { fileAttachmentId: body.fileAttachmentId } : {}) }, answer: undefined };
    });
  });

  serve(app, on.addDiscount, async ({ user, params: { id, pid }, body }) => {
    const checked = validateDiscount(body);
    if (E.isLeft(checked)) throw refused(checked.left);
    const discount = checked.right;
    await change(user.id, id, 'DISCOUNT_ADDED', async (trx, order) => {
      await planningOf(trx, order, pid);
      await trx.insertInto('planning_discounts').values({ id: newId(), planning_id: pid, description: discount.description, type: discount.type, value: discount.value, step_range: null }).execute();
      return { after: { planningId: pid, description: discount.description, type: discount.type, value: discount.value }, answer: undefined };
    });
  });

  serve(app, on.removeDiscount, async ({ user, params: { id, pid }, query: { discountId } }) => {
    await change(user.id, id, 'DISCOUNT_REMOVED', async (trx, order) => {
      await planningOf(trx, order, pid);
      const removed = await trx.deleteFrom('planning_discounts').where('id', '=', discountId).where('planning_id', '=', pid).returning(['description']).executeTakeFirst();
      if (!removed) throw notFound(adminMessages.discountNotFound);
      return { after: { planningId: pid, description: removed.description }, answer: undefined };
    });
  });

  serve(app, on.addProduct, async ({ user, params: { id, pid }, body }) => {
    const quantity = validateQuantity(body.quantity);
    if (E.isLeft(quantity)) throw refused(quantity.left);
    await change(user.id, id, 'PRODUCT_ADDED', async (trx, order) => {
      await planningOf(trx, order, pid);
      const product = await trx.selectFrom('products').selectAll().where('id', '=', body.productId).executeTakeFirst();
      if (!product) throw notFound(adminMessages.productNotFound);
      const last = await lastItemPosition(trx, pid);
      await trx
        .insertInto('planning_items')
        .values({ id: newId(), planning_id: pid, position: last + 1, description: product.name, quantity: quantity.right, unit_cents: product.unit_cents, main: product.main, thickness: product.main ? order.thickness : null })
        .execute();
      return { after: { planningId: pid, product: product.name, quantity: quantity.right }, answer: undefined };
    });
  });

  serve(app, on.removeProduct, async ({ user, params: { id, pid, prodId } }) => {
    await change(user.id, id, 'PRODUCT_REMOVED', async (trx, order) => {
      await planningOf(trx, order, pid);
      const removed = await trx.deleteFrom('planning_items').where('id', '=', prodId).where('planning_id', '=', pid).returning(['description', 'quantity']).executeTakeFirst();
      if (!removed) throw notFound(adminMessages.itemNotFound);
      return { after: { planningId: pid, product: removed.description, quantity: removed.quantity }, answer: undefined };
    });
  });

  for (const [endpoint, apply, action] of [
    [on.addArcade, addArcade, 'ARCADE_ADDED'],
    [on.removeArcade, removeArcade, 'ARCADE_REMOVED'],
  ] as const) {
    serve(app, endpoint, async ({ user, params: { id, pid }, body: { arcade } }) => {
      await change(user.id, id, action, async (trx, order) => {
        await planningOf(trx, order, pid);
        const next = apply({ superior: order.arcade_superior, inferior: order.arcade_inferior }, arcade);
        if (E.isLeft(next)) throw refused(next.left);
        await trx.updateTable('orders').set({ arcade_superior: next.right.superior, arcade_inferior: next.right.inferior }).where('id', '=', order.id).execute();
        return { after: { arcade }, answer: undefined };
      });
    });
  }

  // Staff may set the balance while planning and while the dentist decides.
  serve(app, on.setBalance, async ({ user, params: { id, pid }, body }) => {
    const requested = { dentist: body.dentist, kol: body.kol, patient: body.patient ?? 0 };
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      if (!staffBalanceOpen(order.status)) throw conflict(adminMessages.planningLocked);
      const reserved = await reserveBonus(trx, order, await planningOf(trx, order, pid), requested, now(), newId);
      if (E.isLeft(reserved)) return reserved;
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'BALANCE', after: { planningId: pid, ...requested }, at: now() });
      return E.right(undefined);
    }));
  });

  serve(app, on.planningFile, async ({ params: { id, pid }, reply }) => {
    const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendPlanningFile(reply, db, storage, order, pid));
  });

  serve(app, on.attachment, async ({ params: { id, attId }, reply }) => {
    return sent(await sendOrderAttachment(reply, db, storage, id, attId));
  });
};
