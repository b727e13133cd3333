import type { FastifyInstance } from 'fastify';
import { orderEndpoints as on } from '../../contract/routes/orders.endpoints';
import { targetStatuses } from '../../domain/order/status-age';
import type { AppDeps } from '../app-deps';
import { orFail } from '../http/http-error';
import { serve } from '../http/serve';
import { assignResponsible, nudgeDentist } from './queue-actions';
import { saveStatusTarget, statusTargetsOf } from './status-targets.repository';
import { dashboardFigures } from './dashboard.repository';
import { countOrdersByStatus } from '../orders/orders.repository';
import type { User } from '../accounts/users.repository';

/** What staff do from the queues: assign several orders, remind a late dentist, set the targets; and the dashboard. */
export const queueRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const actor = (user: User) => ({ id: user.id, role: user.role, at: now(), newId });

  serve(app, on.assignResponsible, async ({ user, body }) => ({
    updated: orFail(await assignResponsible(db, body.orderIds, body.responsibleId, actor(user))),
  }));

  serve(app, on.nudge, async ({ user, params: { id } }) => {
    orFail(await nudgeDentist(db, id, actor(user)));
  });

  const targets = async () => {
    const saved = await statusTargetsOf(db);
    return targetStatuses.map((status) => ({ status, hours: saved[status] ?? null }));
  };
  serve(app, on.statusTargets, targets);

  serve(app, on.dashboard, async () => {
    const at = now();
    const [figures, counts] = await Promise.all([dashboardFigures(db, at), countOrdersByStatus(db, { searchDentistName: false }, { now: at, targets: await statusTargetsOf(db) })]);
    return { ...figures, late: counts.late };
  });
  serve(app, on.saveStatusTarget, async ({ body }) => {
    await saveStatusTarget(db, body.status, body.hours, now());
    return targets();
  });
};
