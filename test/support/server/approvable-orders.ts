import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

/**
 * Copies of the dentist's first demo order waiting for approval, each with its current
 * planning already viewed and PIX chosen: orders a test can approve with one call.
 */
export const approvableOrders = async (db: Db, dentistEmail: string, count: number, now: Date, newId: () => string): Promise<string[]> => {
  const source = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.dentist_id')
    .selectAll('orders')
    .where('users.email', '=', dentistEmail)
    .where('orders.status', '=', 'WAITING_FOR_APPROVAL')
    .orderBy('orders.created_at')
    .executeTakeFirstOrThrow();
  const planning = await db.selectFrom('plannings').selectAll().where('order_id', '=', source.id).where('is_current', '=', true).executeTakeFirstOrThrow();
  const items = await db.selectFrom('planning_items').selectAll().where('planning_id', '=', planning.id).execute();
  const discounts = await db.selectFrom('planning_discounts').selectAll().where('planning_id', '=', planning.id).execute();
  const pix = await db.selectFrom('payment_conditions').select('id').where('code', '=', 'PIX').executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = newId();
    const planningId = newId();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('orders')
        .values({ ...source, id, case_number: sql<number>`nextval('order_case_number_seq')`, version: 1, created_at: now, updated_at: now })
        .execute();
      await trx
        .insertInto('order_status_history')
        .values({ id: newId(), order_id: id, from_status: 'VIRTUAL_PLANNING', to_status: 'WAITING_FOR_APPROVAL', actor_id: source.dentist_id, reason: null, changed_at: now })
        .execute();
      await trx
        .insertInto('plannings')
        .values({ ...planning, id: planningId, order_id: id, web_viewed_at: now, file_viewed_at: now })
        .execute();
      if (items.length > 0)
        await trx
          .insertInto('planning_items')
          .values(items.map((i) => ({ ...i, id: newId(), planning_id: planningId })))
          .execute();
      if (discounts.length > 0)
        await trx
          .insertInto('planning_discounts')
          .values(discounts.map((d) => ({ ...d, id: newId(), planning_id: planningId })))
          .execute();
      await trx
        .insertInto('order_payments')
        .values({ order_id: id, planning_id: planningId, payment_condition_id: pix.id, installments: null, use_third_party_checkout: false, updated_at: now })
        .execute();
    });
    ids.push(id);
  }
  return ids;
};
