import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { approvalPrecheck, approvalPrecheckMessages } from '../../domain/order/approval-precheck';
import type { LifecycleEvent } from '../../domain/order/order-lifecycle';
import type * as t from 'io-ts';
import type { Endpoint, None } from '../../contract/endpoint';
import { orderActionMessages, type OrderStatusAnswer } from '../../contract/order-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { conflict, transitionRefused } from '../http/http-error';
import { currentPlanning, findPayment, type OrderRow } from '../repositories/order-detail.repository';
import { type Trx } from '../db/database';
import { withOwnOrderLocked } from '../orders/order-lock';
import { transitionOrder } from '../orders/transition-order';
import { loadPlannings } from '../repositories/plannings.repository';
import type { CaseType } from '../../domain/order/order-labels';

/** The facts the approval pre-check reads, from inside the transaction. */
const approvalFacts = async (trx: Trx, order: OrderRow) => {
  const planning = currentPlanning(await loadPlannings(trx, order.id, order.case_type as CaseType | null));
  if (!planning) return undefined;
  const chosen = await findPayment(trx, order.id, planning.row.id);
  return {
    planning: { totalCents: planning.view.totalCents, webViewedAt: planning.view.planningWebViewedAt, fileViewedAt: planning.view.planningFileViewedAt },
    payment: chosen ? { methodCode: chosen.paymentMethodCode, installments: chosen.installmentQuantity, useThirdPartyCheckout: chosen.useThirdPartyCheckout } : null,
  };
};

/** A dentist's lifecycle action: on one order, with a body (a reason) or none, answering the new status. */
type ActionEndpoint<B extends t.Mixed> = Endpoint<'signedIn', (typeof on.approve)['params'], None, B, (typeof on.approve)['answer']>;

/** The dentist's own actions on an order's lifecycle (spec §7), each one transition of the domain in one transaction. */
export const orderActionsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const act = <B extends t.Mixed>(endpoint: ActionEndpoint<B>, eventOf: (body: t.TypeOf<B>) => LifecycleEvent, before?: (trx: Trx, order: OrderRow) => Promise<LifecycleEvent | undefined>) =>
    serve(app, endpoint, async ({ user, params: { id }, body }) => {
      const decoded = eventOf(body);
      return withOwnOrderLocked(db, id, user.id, async (trx, order): Promise<OrderStatusAnswer> => {
        const event = (before ? await before(trx, order) : undefined) ?? decoded;
        const status = await transitionOrder(trx, { order, event, actor: { id: user.id, role: user.role }, at: now(), historyId: newId() });
        if (E.isLeft(status)) throw transitionRefused(status.left, orderActionMessages.changedMeanwhile);
        return { status: status.right.status };
      });
    });

  // Approval and pre-approval first pass the pre-check on the order as it is now.
  const precheck = (eventOf: (order: OrderRow, method: string) => LifecycleEvent) => async (trx: Trx, order: OrderRow) => {
    if (order.status !== 'WAITING_FOR_APPROVAL') return undefined;
    const facts = await approvalFacts(trx, order);
    const verdict = approvalPrecheck(facts);
    if (verdict !== 'ALLOWED') throw conflict(approvalPrecheckMessages[verdict]);
    return eventOf(order, facts?.payment?.methodCode ?? '');
  };

  act(on.cancel, ({ reason }) => ({ type: 'cancel', reason }));
  act(on.reject, ({ reason }) => ({ type: 'reject', reason }));
  act(on.sendToAnalysis, () => ({ type: 'sendToAnalysis' }));
  act(on.approve, () => ({ type: 'approve' }), precheck(() => ({ type: 'approve' })));
  act(on.preApprove, () => ({ type: 'preApprove', paymentMethod: '' }), precheck((_order, method) => ({ type: 'preApprove', paymentMethod: method })));
};
