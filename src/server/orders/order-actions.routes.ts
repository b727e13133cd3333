import type { FastifyInstance } from 'fastify';
import type * as E from 'fp-ts/Either';
import type { LifecycleEvent } from '../../domain/order/order-lifecycle';
import type { DomainError } from '../../domain/shared/domain-error';
import { orderActionMessages, type OrderStatusAnswer } from '../../contract/order-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import type { Trx } from '../db/database';
import { orFail } from '../http/http-error';
import { serve } from '../http/serve';
import { approvePlanning } from '../plannings/approve-planning';
import { requestAdjustment } from '../plan-review/plan-comments';
import { withOwnOrderLocked } from './order-lock';
import { type TransitionDone, transitionOrder } from './transition-order';
import type { Order } from '../../domain/order/order';

/** The dentist's own decisions on an order's lifecycle (spec §7): decode, one use case in one transaction, the new status. */
export const orderActionsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const statusAfter = async (
    orderId: string,
    dentistId: string,
    decide: (trx: Trx, order: Order) => Promise<E.Either<DomainError, TransitionDone>>,
  ): Promise<OrderStatusAnswer> => {
    const done = orFail(await withOwnOrderLocked(db, orderId, dentistId, decide), orderActionMessages.changedMeanwhile);
    return { status: done.status };
  };
  const transition = (orderId: string, dentistId: string, event: LifecycleEvent) =>
    statusAfter(orderId, dentistId, (trx, order) => transitionOrder(trx, { order, event, actor: { id: dentistId, role: 'DENTIST' }, at: now(), historyId: newId() }));

  serve(app, on.approve, ({ user, params: { id } }) =>
    statusAfter(id, user.id, (trx, order) => approvePlanning(trx, { order, kind: 'approve', dentistId: user.id, at: now(), historyId: newId() })),
  );
  serve(app, on.preApprove, ({ user, params: { id } }) =>
    statusAfter(id, user.id, (trx, order) => approvePlanning(trx, { order, kind: 'preApprove', dentistId: user.id, at: now(), historyId: newId() })),
  );
  // "Solicitar ajuste": with the comments pinned on the plan.
  serve(app, on.reject, ({ user, params: { id }, body: { reason } }) =>
    statusAfter(id, user.id, (trx, order) => requestAdjustment(trx, order, { dentistId: user.id, at: now(), historyId: newId() }, reason)),
  );
  serve(app, on.cancel, ({ user, params: { id }, body: { reason } }) => transition(id, user.id, { type: 'cancel', reason }));
  serve(app, on.sendToAnalysis, ({ user, params: { id } }) => transition(id, user.id, { type: 'sendToAnalysis' }));
};
