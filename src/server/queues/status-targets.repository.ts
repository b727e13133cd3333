import { defaultStatusTargets, type StatusTargets } from '../../domain/order/status-age';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Db } from '../db/database';

/** The provider's targets: the defaults, with each saved one in its place (0 saved: no target). */
export const statusTargetsOf = async (db: Db): Promise<StatusTargets> => {
  const saved = await db.selectFrom('status_targets').select(['status', 'hours']).execute();
  const targets: Partial<Record<OrderStatus, number>> = { ...defaultStatusTargets };
  for (const row of saved) {
    if (row.hours === 0) delete targets[row.status];
    else targets[row.status] = row.hours;
  }
  return targets;
};

/** Sets a status's target in hours; null takes it away. */
export const saveStatusTarget = async (db: Db, status: OrderStatus, hours: number | null, at: Date): Promise<void> => {
  const value = hours ?? 0;
  await db
    .insertInto('status_targets')
    .values({ status, hours: value, updated_at: at })
    .onConflict((oc) => oc.column('status').doUpdateSet({ hours: value, updated_at: at }))
    .execute();
};
