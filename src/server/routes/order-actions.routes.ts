import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { approvalPrecheck, approvalPrecheckMessages } from '../../domain/order/approval-precheck';
import type { LifecycleEvent } from '../../domain/order/order-lifecycle';
import { IdParams } from '../../contract/common.contract';
import { orderActionMessages, ReasonBody, type OrderStatusAnswer } from '../../contract/order-actions.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
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

/** The dentist's own actions on an order's lifecycle (spec §7), each one transition of the domain in one transaction. */
export const orderActionsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const act = (path: string, eventOf: (body: unknown) => LifecycleEvent, before?: (trx: Trx, order: OrderRow) => Promise<LifecycleEvent | undefined>) =>
    app.post(`/api/orders/:id/${path}`, async (request) => {
      const user = await authenticate(db, request, now());
      const { id } = decodeInput(IdParams, request.params);
      const decoded = eventOf(request.body);
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

  act('cancel', (body) => ({ type: 'cancel', reason: decodeInput(ReasonBody, body).reason }));
  act('reject', (body) => ({ type: 'reject', reason: decodeInput(ReasonBody, body).reason }));
  act('send-to-analysis', () => ({ type: 'sendToAnalysis' }));
  act('approve', () => ({ type: 'approve' }), precheck(() => ({ type: 'approve' })));
  act('pre-approve', () => ({ type: 'preApprove', paymentMethod: '' }), precheck((_order, method) => ({ type: 'preApprove', paymentMethod: method })));
};
