import * as E from 'fp-ts/Either';
import { approvalPrecheck, approvalPrecheckMessages } from '../../domain/order/approval-precheck';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import type { Trx } from '../db/database';
import { currentPlanning } from '../../domain/order/current-planning';
import type { Order } from '../../domain/order/order';
import { loadPlannings } from './plannings.repository';
import { type TransitionDone, transitionOrder } from '../orders/transition-order';
import type { PaymentMethodCode } from '../../domain/order/payment';

export interface ApprovalInput {
  readonly order: Order;
  /** Pre-approval sends a credit-card order to payment first (decisions §6). */
  readonly kind: 'approve' | 'preApprove';
  readonly dentistId: string;
  readonly at: Date;
  readonly historyId: string;
}

/**
 * The dentist approves (or pre-approves) the order's current planning: the pre-check of spec
 * §4 on the order as it is now (viewed, payment chosen), then the transition. An order no
 * longer waiting for approval goes straight to the lifecycle, which says why it cannot.
 */
export const approvePlanning = async (trx: Trx, input: ApprovalInput): Promise<E.Either<DomainError, TransitionDone>> => {
  const { order, kind } = input;
  const actor = { id: input.dentistId, role: 'DENTIST' } as const;
  const transition = { order, actor, at: input.at, historyId: input.historyId };
  if (order.status !== 'WAITING_FOR_APPROVAL') {
    return transitionOrder(trx, { ...transition, event: kind === 'approve' ? { type: 'approve' } : { type: 'preApprove', paymentMethod: null } });
  }
  // Read once for the whole approval: the pre-check, the bonus it spends and the charges it makes.
  const current = currentPlanning(await loadPlannings(trx, order.id, order.caseType));
  const verdict = approvalPrecheck(current ? { planning: current.view, payment: current.payment ?? null } : undefined);
  if (verdict !== 'ALLOWED') return E.left(domainError(verdict, approvalPrecheckMessages[verdict]));
  const paymentMethod: PaymentMethodCode | null = current?.payment?.paymentMethodCode ?? null;
  const event = kind === 'approve' ? ({ type: 'approve' } as const) : ({ type: 'preApprove', paymentMethod } as const);
  return transitionOrder(trx, { ...transition, event, ...(current ? { current } : {}) });
};
