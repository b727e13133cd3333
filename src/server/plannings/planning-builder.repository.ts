import type { Arches } from '../../domain/order/arch';
import type { Trx } from '../db/database';

/** What staff change on an order's plannings (the planning builder, spec §7). */

export const planningsNewestFirst = (trx: Trx, orderId: string) =>
  trx.selectFrom('plannings').select(['id', 'number', 'is_current', 'comment']).where('order_id', '=', orderId).orderBy('number', 'desc').execute();

/** A new planning becomes the order's current one. */
export const insertCurrentPlanning = async (trx: Trx, p: { id: string; orderId: string; number: number; comment: string | null; at: Date }): Promise<void> => {
  await trx.updateTable('plannings').set({ is_current: false }).where('order_id', '=', p.orderId).execute();
  await trx
    .insertInto('plannings')
    .values({
      id: p.id,
      order_id: p.orderId,
      number: p.number,
      is_current: true,
      comment: p.comment,
      offer_id: null,
      web_viewed_at: null,
      file_viewed_at: null,
      created_at: p.at,
      file_attachment_id: null,
      viewer_url: null,
    })
    .execute();
};

/** The items and discounts of one planning, copied onto another. */
export const copyPlanningLines = async (trx: Trx, fromId: string, toId: string, newId: () => string): Promise<void> => {
  const [items, discounts] = await Promise.all([
    trx.selectFrom('planning_items').selectAll().where('planning_id', '=', fromId).execute(),
    trx.selectFrom('planning_discounts').selectAll().where('planning_id', '=', fromId).execute(),
  ]);
  if (items.length > 0)
    await trx
      .insertInto('planning_items')
      .values(items.map((i) => ({ ...i, id: newId(), planning_id: toId })))
      .execute();
  if (discounts.length > 0)
    await trx
      .insertInto('planning_discounts')
      .values(discounts.map((d) => ({ ...d, id: newId(), planning_id: toId })))
      .execute();
};

export const updatePlanningNotes = async (
  trx: Trx,
  planningId: string,
  set: { comment?: string | null; viewer_url?: string | null; file_attachment_id?: string | null },
): Promise<void> => {
  if (Object.keys(set).length > 0) await trx.updateTable('plannings').set(set).where('id', '=', planningId).execute();
};

export const insertDiscount = async (trx: Trx, d: { id: string; planningId: string; description: string; type: 'PERCENTAGE' | 'VALUE'; value: number }): Promise<void> => {
  await trx.insertInto('planning_discounts').values({ id: d.id, planning_id: d.planningId, description: d.description, type: d.type, value: d.value, step_range: null }).execute();
};

export const deleteDiscount = (trx: Trx, planningId: string, discountId: string) =>
  trx.deleteFrom('planning_discounts').where('id', '=', discountId).where('planning_id', '=', planningId).returning(['description']).executeTakeFirst();

export const findProduct = (trx: Trx, productId: string) => trx.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();

export const insertItem = async (
  trx: Trx,
  item: {
    id: string;
    planningId: string;
    position: number;
    productCode: string;
    description: string;
    quantity: number;
    unitCents: number;
    main: boolean;
    thickness: string | null;
  },
): Promise<void> => {
  await trx
    .insertInto('planning_items')
    .values({
      id: item.id,
      planning_id: item.planningId,
      position: item.position,
      product_code: item.productCode,
      description: item.description,
      quantity: item.quantity,
      unit_cents: item.unitCents,
      main: item.main,
      thickness: item.thickness,
    })
    .execute();
};

/** The catalogue, as the arch rule reads it. */
export const catalogue = (trx: Trx) => trx.selectFrom('products').select(['code', 'name', 'pricing_kind as pricingKind', 'unit_cents as unitCents']).execute();

/** Items repriced in place: their product, description, quantity and unit price. */
export const updateItems = async (
  trx: Trx,
  items: readonly { id: string; productCode: string | null; description: string; quantity: number; unitCents: number }[],
): Promise<void> => {
  for (const i of items)
    await trx
      .updateTable('planning_items')
      .set({ product_code: i.productCode, description: i.description, quantity: i.quantity, unit_cents: i.unitCents })
      .where('id', '=', i.id)
      .execute();
};

export const deleteItem = (trx: Trx, planningId: string, itemId: string) =>
  trx.deleteFrom('planning_items').where('id', '=', itemId).where('planning_id', '=', planningId).returning(['description', 'quantity']).executeTakeFirst();

export const setOrderArches = async (trx: Trx, orderId: string, arches: Arches): Promise<void> => {
  await trx.updateTable('orders').set({ arcade_superior: arches.upper, arcade_inferior: arches.lower }).where('id', '=', orderId).execute();
};
