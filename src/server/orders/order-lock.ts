import type { Db, Trx } from '../db/database';
import { notFound } from '../http/http-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { OrderRow } from '../repositories/order-detail.repository';

/**
 * Runs `work` in one transaction holding the dentist's order row locked, so concurrent
 * requests on the same order take turns; a missing or foreign order is a 404. Anything
 * thrown rolls the whole change back.
 */
export const withOwnOrderLocked = <T>(db: Db, orderId: string, dentistId: string, work: (trx: Trx, order: OrderRow) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('dentist_id', '=', dentistId).where('status', '!=', 'DRAFT').forUpdate().executeTakeFirst();
    if (!order) throw notFound(planningMessages.notFound);
    return work(trx, order);
  });

/** The same for staff, on any order. */
export const withOrderLocked = <T>(db: Db, orderId: string, work: (trx: Trx, order: OrderRow) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw notFound(planningMessages.notFound);
    return work(trx, order);
  });
