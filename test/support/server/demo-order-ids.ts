import type { Db } from '../../../src/server/db/database';
import type { OrderStatus } from '../../../src/domain/order/order-status';

/** A demo dentist's aligner orders in a status, oldest first. */
export const demoOrderIds = async (db: Db, status: OrderStatus, email = 'dentista@demo.com.br'): Promise<string[]> =>
  (
    await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select('orders.id')
      .where('users.email', '=', email)
      .where('orders.status', '=', status)
      .where('orders.product_category', '!=', 'PLACA_CONTENCAO')
      .orderBy('orders.created_at')
      .execute()
  ).map((r) => r.id);
