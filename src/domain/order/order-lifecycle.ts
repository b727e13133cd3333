import * as E from 'fp-ts/Either';
import { type DomainError, domainError, type DomainErrorCode } from '../shared/domain-error';
import type { Role } from '../people/person';
import { isStaff } from '../people/person';
import { inPlanningStatuses, type OrderStatus } from './order-status';
import type { ProductKind } from './products';
import { canBePreApproved, type PaymentMethodCode } from './payment';

// ---- model ----

/** What can happen to an order (decisions §6). */
export type LifecycleEvent =
  | { readonly type: 'submit'; readonly byPost: boolean }
  | { readonly type: 'changeStatus'; readonly to: OrderStatus; readonly reason: string }
  | { readonly type: 'requestApproval' }
  | { readonly type: 'approve' }
  | { readonly type: 'preApprove'; readonly paymentMethod: PaymentMethodCode | null }
  | { readonly type: 'reject'; readonly reason: string }
  | { readonly type: 'cancel'; readonly reason: string }
  | { readonly type: 'sendToAnalysis' }
  /** An order's first charge was paid; a pre-approved order is then approved. */
  | { readonly type: 'paymentConfirmed' };

/** The portal itself, when the bank confirms a payment: nobody signed in moved the order. */
export const portalActor = { id: null, role: 'PORTAL' } as const;

/** Who moves an order: a person, or the portal. */
export type Actor = { readonly id: string; readonly role: Role } | typeof portalActor;

export interface HistoryEntry {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actorId: string | null;
  readonly reason: string | null;
  readonly at: Date;
}

export interface OrderState {
  readonly status: OrderStatus;
  readonly productKind: ProductKind;
}

/** The order after an event: a new status with its history entry, or unchanged (an idempotent repeat). */
export type TransitionResult = { readonly kind: 'changed'; readonly status: OrderStatus; readonly entry: HistoryEntry } | { readonly kind: 'unchanged' };

export const lifecycleMessages = {
  notAllowed: 'Esta mudança de status não é permitida para o pedido.',
  staffOnly: 'Apenas a equipe pode fazer esta mudança.',
  dentistOnly: 'Apenas o dentista do pedido pode fazer esta mudança.',
  reasonRequired: 'Informe o motivo.',
  creditCardOnly: 'A pré-aprovação é só para pagamento com cartão de crédito.',
  terminal: 'O pedido está encerrado e não muda mais de status.',
} as const;

/** The edges staff may move along (decisions §6); retention plates go from analysis straight to production. */
const staffEdges: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  RECEIVED: ['ANALYSIS'],
  WAITING_MODEL: ['MODEL_RECEIVED'],
  MODEL_RECEIVED: ['MODEL_DIGITALIZATION'],
  MODEL_DIGITALIZATION: ['ANALYSIS'],
  ANALYSIS: ['WAITING_NEW_FILE', 'WAITING_NEW_MODEL', 'WAITING_VIRTUAL_PLANNING'],
  WAITING_NEW_FILE: ['NEW_FILE_RECEIVED'],
  WAITING_NEW_MODEL: ['NEW_MODEL_RECEIVED'],
  NEW_FILE_RECEIVED: ['ANALYSIS'],
  NEW_MODEL_RECEIVED: ['ANALYSIS'],
  WAITING_VIRTUAL_PLANNING: ['VIRTUAL_PLANNING'],
  VIRTUAL_PLANNING: ['WAITING_FOR_APPROVAL'],
  REVIEW_REQUESTED: ['VIRTUAL_PLANNING'],
  WAITING_FOR_PAYMENT: ['APPROVED'],
  APPROVED: ['PRODUCTION'],
  PRODUCTION: ['PREPARE_SHIPPING'],
  PREPARE_SHIPPING: ['SHIPPED'],
  SHIPPED: ['FINISHED'],
};

export const terminalStatuses: readonly OrderStatus[] = ['FINISHED', 'CANCELLED'];

// The dentist can cancel until the planning is decided: up to WAITING_FOR_APPROVAL, and under review.
const dentistCancellable: readonly OrderStatus[] = ['DRAFT', ...inPlanningStatuses, 'WAITING_FOR_APPROVAL', 'REVIEW_REQUESTED'];
// Staff can cancel until the order leaves: not once it is shipped.
const staffCancellable: readonly OrderStatus[] = [...dentistCancellable, 'WAITING_FOR_PAYMENT', 'APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING'];

// ---- rules ----

/** Whether someone of this role may cancel an order in this status (decisions §6). */
export const cancellableBy = (role: Role, status: OrderStatus): boolean => (isStaff(role) ? staffCancellable : dentistCancellable).includes(status);

/** The statuses staff may set next for an order. */
export const nextStatuses = (order: OrderState): readonly OrderStatus[] => {
  const edges = staffEdges[order.status] ?? [];
  return order.productKind === 'PLACA_CONTENCAO' && order.status === 'ANALYSIS' ? ['PRODUCTION', ...edges.filter((s) => s !== 'WAITING_VIRTUAL_PLANNING')] : edges;
};

/** A planning can be edited only while the order is in VIRTUAL_PLANNING (spec §4). */
export const planningEditable = (status: OrderStatus): boolean => status === 'VIRTUAL_PLANNING';

const fail = (code: DomainErrorCode, message: string): E.Either<DomainError, TransitionResult> => E.left(domainError(code, message));

/** The code of a transition that lost a race: another change moved the order between its read and its write. */
export const changedMeanwhileCode = 'ORDER_CHANGED_MEANWHILE';

/** Applies an event to an order: the new status and its history entry, or why it cannot happen. */
export const applyTransition = (order: OrderState, event: LifecycleEvent, actor: Actor, now: Date): E.Either<DomainError, TransitionResult> => {
  const to = (status: OrderStatus, reason: string | null = null): E.Either<DomainError, TransitionResult> =>
    E.right({ kind: 'changed', status, entry: { from: order.status, to: status, actorId: actor.id, reason, at: now } });
  const needsReason = (reason: string) => reason.trim() === '';

  // Whoever confirms it, a payment approves a pre-approved order and moves no other.
  if (event.type === 'paymentConfirmed') return order.status === 'WAITING_FOR_PAYMENT' ? to('APPROVED') : E.right({ kind: 'unchanged' });
  if (actor.role === 'PORTAL') return fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
  const staff = isStaff(actor.role);
  if (event.type === 'approve' && order.status === 'APPROVED') return E.right({ kind: 'unchanged' });
  if (terminalStatuses.includes(order.status)) return fail('TERMINAL', lifecycleMessages.terminal);

  switch (event.type) {
    case 'submit':
      if (staff) return fail('DENTIST_ONLY', lifecycleMessages.dentistOnly);
      return order.status === 'DRAFT' ? to(event.byPost ? 'WAITING_MODEL' : 'RECEIVED') : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'changeStatus':
      if (!staff) return fail('STAFF_ONLY', lifecycleMessages.staffOnly);
      if (needsReason(event.reason)) return fail('REASON_REQUIRED', lifecycleMessages.reasonRequired);
      if (event.to === 'CANCELLED') return staffCancellable.includes(order.status) ? to('CANCELLED', event.reason.trim()) : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
      return nextStatuses(order).includes(event.to) ? to(event.to, event.reason.trim()) : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'requestApproval':
      if (!staff) return fail('STAFF_ONLY', lifecycleMessages.staffOnly);
      return order.status === 'VIRTUAL_PLANNING' ? to('WAITING_FOR_APPROVAL') : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'approve':
      if (staff) return fail('DENTIST_ONLY', lifecycleMessages.dentistOnly);
      return order.status === 'WAITING_FOR_APPROVAL' ? to('APPROVED') : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'preApprove':
      if (staff) return fail('DENTIST_ONLY', lifecycleMessages.dentistOnly);
      if (event.paymentMethod === null || !canBePreApproved(event.paymentMethod)) return fail('CREDIT_CARD_ONLY', lifecycleMessages.creditCardOnly);
      return order.status === 'WAITING_FOR_APPROVAL' ? to('WAITING_FOR_PAYMENT') : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'reject':
      if (staff) return fail('DENTIST_ONLY', lifecycleMessages.dentistOnly);
      if (needsReason(event.reason)) return fail('REASON_REQUIRED', lifecycleMessages.reasonRequired);
      return order.status === 'WAITING_FOR_APPROVAL' ? to('REVIEW_REQUESTED', event.reason.trim()) : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    case 'cancel': {
      if (needsReason(event.reason)) return fail('REASON_REQUIRED', lifecycleMessages.reasonRequired);
      return cancellableBy(actor.role, order.status) ? to('CANCELLED', event.reason.trim()) : fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
    }
    case 'sendToAnalysis':
      if (staff) return fail('DENTIST_ONLY', lifecycleMessages.dentistOnly);
      if (order.status === 'WAITING_NEW_MODEL') return to('NEW_MODEL_RECEIVED');
      if (order.status === 'WAITING_NEW_FILE') return to('NEW_FILE_RECEIVED');
      return fail('NOT_ALLOWED', lifecycleMessages.notAllowed);
  }
};
