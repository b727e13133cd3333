import * as E from 'fp-ts/Either';
import { type Actor, applyTransition, changedMeanwhileCode, type LifecycleEvent } from '../../domain/order/order-lifecycle';
import type { OrderStatus } from '../../domain/order/order-status';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { settleBonus } from '../payments/settle-bonus';
import { settleCharges } from '../payments/settle-charges';
import type { Order } from '../../domain/order/order';
import type { Trx } from '../db/database';
import { recordTransition } from './order-transitions.repository';
import { recordStaffChange } from './order-audit.repository';
import { recordOrderEvent } from './order-events.repository';
import { eventKindOfTransition } from '../../domain/events/order-event';
import { isStaff } from '../../domain/people/person';
import type { PlanningWithExtras } from '../plannings/plannings.repository';

export interface TransitionInput {
  readonly order: Order;
  readonly event: LifecycleEvent;
  readonly actor: Actor;
  readonly at: Date;
  readonly historyId: string;
  /** The order's current planning, when the caller read it in this transaction: read once, not again. */
  readonly current?: PlanningWithExtras;
  /** A staff member's status change leaves an audit row beside its history entry (spec §7). */
  readonly audit?: { readonly id: string; readonly action: 'CANCEL' | 'REQUEST_APPROVAL'; readonly reason?: string };
}

export interface TransitionDone {
  readonly status: OrderStatus;
  /** Given when a draft is first sent. */
  readonly caseNumber: number | null;
}

/**
 * The one way an order's status changes, for dentists and staff alike, from a draft's first
 * send on: the domain's transition, the order row with its history entry, the staff's audit
 * row, the bonus settlement and the charges the new status calls for, and the live event, in the caller's transaction. An
 * event that changes nothing writes nothing.
 */
export const transitionOrder = async (trx: Trx, input: TransitionInput): Promise<E.Either<DomainError, TransitionDone>> => {
  const { order, event, actor, at } = input;
  const state = order;
  const from = state.status;
  const result = applyTransition(state, event, actor, at);
  if (E.isLeft(result)) return result;
  if (result.right.kind === 'unchanged') return E.right({ status: from, caseNumber: order.caseNumber });
  const recorded = await recordTransition(trx, order.id, input.historyId, result.right.entry);
  if (!recorded) return E.left(domainError(changedMeanwhileCode, ''));
  const { audit } = input;
  if (audit && actor.id !== null)
    await recordStaffChange(trx, {
      id: audit.id,
      orderId: order.id,
      actorId: actor.id,
      action: audit.action,
      before: { status: from },
      after: { status: result.right.status },
      ...(audit.reason === undefined ? {} : { reason: audit.reason }),
      at,
    });
  await settleBonus(trx, order.id, result.right.status, input.current?.view.id);
  await settleCharges(trx, order, result.right.status, at, input.current);
  await recordOrderEvent(trx, {
    orderId: order.id,
    actor: { id: actor.id, staff: actor.role !== 'PORTAL' && isStaff(actor.role) },
    kind: eventKindOfTransition(result.right.status),
    from,
    to: result.right.status,
    at,
  });
  return E.right({ status: result.right.status, caseNumber: recorded.caseNumber });
};
