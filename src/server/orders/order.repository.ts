import type { Selectable } from 'kysely';
import type { Order } from '../../domain/order/order';
import { productKindOf } from '../../domain/order/products';
import type { Db, Trx } from '../db/database';
import type { OrdersTable } from '../db/tables/orders.table';

// One order as the use cases read it (domain-shaped), found or locked. The pages' reads
// (order-detail, orders list) select what they show themselves.

const orderColumns = [
  'id',
  'dentist_id',
  'patient_id',
  'status',
  'case_number',
  'case_type',
  'product_category',
  'thickness',
  'arcade_superior',
  'arcade_inferior',
  'model_provide_type',
  'shipping_address_id',
  'billing_address_id',
  'version',
] as const satisfies readonly (keyof OrdersTable)[];

type OrderColumns = Pick<Selectable<OrdersTable>, (typeof orderColumns)[number]>;

const toOrder = (row: OrderColumns): Order => ({
  id: row.id,
  dentistId: row.dentist_id,
  patientId: row.patient_id,
  status: row.status,
  productKind: productKindOf(row.product_category),
  caseNumber: row.case_number,
  caseType: row.case_type,
  productCategory: row.product_category,
  thickness: row.thickness,
  arches: { upper: row.arcade_superior, lower: row.arcade_inferior },
  modelProvideType: row.model_provide_type,
  shippingAddressId: row.shipping_address_id,
  billingAddressId: row.billing_address_id,
  version: row.version,
});

const anyOrder = (db: Db, id: string) => db.selectFrom('orders').select(orderColumns).where('id', '=', id);
const dentistsOrder = (db: Db, id: string, dentistId: string) => anyOrder(db, id).where('dentist_id', '=', dentistId).where('status', '!=', 'DRAFT');

/** The order when it is the dentist's and sent; undefined for a missing, foreign or draft order (all answer 404). */
export const findOwnOrder = async (db: Db, id: string, dentistId: string): Promise<Order | undefined> => {
  const row = await dentistsOrder(db, id, dentistId).executeTakeFirst();
  return row && toOrder(row);
};

/** Any order, for staff (drafts included). */
export const findOrder = async (db: Db, id: string): Promise<Order | undefined> => {
  const row = await anyOrder(db, id).executeTakeFirst();
  return row && toOrder(row);
};

/** The dentist's sent order, its row locked until the transaction ends. */
export const lockOwnOrder = async (trx: Trx, id: string, dentistId: string): Promise<Order | undefined> => {
  const row = await dentistsOrder(trx, id, dentistId).forUpdate().executeTakeFirst();
  return row && toOrder(row);
};

/** Any order, its row locked until the transaction ends. */
export const lockOrder = async (trx: Trx, id: string): Promise<Order | undefined> => {
  const row = await anyOrder(trx, id).forUpdate().executeTakeFirst();
  return row && toOrder(row);
};

/** When the order entered its status. */
export const statusSinceOf = async (db: Db, id: string): Promise<Date> =>
  (await db.selectFrom('orders').select('status_since').where('id', '=', id).executeTakeFirstOrThrow()).status_since;
