import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { applyTransition, type LifecycleEvent } from '../../domain/order/order-lifecycle';
import type { OrderStatus } from '../../domain/order/order-status';
import { IdParams } from '../../contract/common.contract';
import { orderActionMessages, ReasonBody, type OrderStatusAnswer } from '../../contract/order-actions.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { conflict, fromDomainError, notFound } from '../http/http-error';
import { findOrderState, recordTransition } from '../repositories/order-transitions.repository';

/** The dentist's own actions on an order's lifecycle (spec §7), each one transition of the domain. */
export const orderActionsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const act = (path: string, eventOf: (body: unknown) => LifecycleEvent) =>
    app.post(`/api/orders/:id/${path}`, async (request) => {
      const user = await authenticate(db, request, now());
      const { id } = decodeInput(IdParams, request.params);
      const event = eventOf(request.body);
      const order = await findOrderState(db, id);
      if (!order || order.dentist_id !== user.id) throw notFound(orderActionMessages.notFound);
      const result = applyTransition(
        { status: order.status as OrderStatus, productKind: order.product_category === 'PLACA_CONTENCAO' ? 'PLACA_CONTENCAO' : 'ALINHADORES' },
        event,
        { id: user.id, role: user.role },
        now(),
      );
      // A forbidden move is a state conflict (decisions §4); a missing reason is bad input.
      if (E.isLeft(result)) throw fromDomainError(result.left.code === 'REASON_REQUIRED' ? 400 : 409, result.left);
      if (result.right.kind === 'unchanged') return { status: order.status } as OrderStatusAnswer;
      if (!(await recordTransition(db, id, newId(), result.right.entry))) throw conflict(orderActionMessages.changedMeanwhile);
      const answer: OrderStatusAnswer = { status: result.right.status };
      return answer;
    });

  act('cancel', (body) => ({ type: 'cancel', reason: decodeInput(ReasonBody, body).reason }));
  act('reject', (body) => ({ type: 'reject', reason: decodeInput(ReasonBody, body).reason }));
  act('send-to-analysis', () => ({ type: 'sendToAnalysis' }));
};
