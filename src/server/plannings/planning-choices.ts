import * as E from 'fp-ts/Either';
import { mayDecideOnPlanning } from '../../domain/order/order-permissions';
import { validatePaymentChoice } from '../../domain/order/payment';
import type { BalanceRequest } from '../../domain/order/bonus-balance';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import type * as t from 'io-ts';
import type { OrderPayment } from '../../contract/order-detail.contract';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db, Trx } from '../db/database';
import { findPayment } from '../orders/order-detail.repository';
import type { Order } from '../../domain/order/order';
import { loadPlannings, type PlanningWithExtras } from './plannings.repository';
import { deletePayment, findActiveOffer, findPaymentCondition, makePlanningCurrent, markPlanningViewed, savePayment, setPlanningOffer } from './planning-choices.repository';
import { reserveBonus } from '../payments/reserve-bonus';
import { recordOrderEvent } from '../orders/order-events.repository';

// The dentist's choices on an order's plannings while the decision is open (spec §4, §7). Each
// runs in the caller's transaction with the order row locked and answers Either.

type Result<T> = Promise<E.Either<DomainError, T>>;

/** One of the order's plannings, read inside a transaction or outside one. */
export const orderPlanning = async (db: Db, order: Order, planningId: string): Result<PlanningWithExtras> => {
  const planning = (await loadPlannings(db, order.id, order.caseType)).find((p) => p.row.id === planningId);
  return planning ? E.right(planning) : E.left(domainError('RECORD_NOT_FOUND', planningMessages.planningNotFound));
};

/** The planning, while the order waits for the dentist's decision. */
const openPlanning = async (trx: Trx, order: Order, planningId: string): Result<PlanningWithExtras> => {
  const allowed = mayDecideOnPlanning(order.status);
  return E.isLeft(allowed) ? allowed : orderPlanning(trx, order, planningId);
};

export interface PaymentChoiceInput {
  readonly planningId: string;
  readonly paymentConditionId: string;
  readonly installments: number | null;
  readonly useThirdPartyCheckout: boolean;
}

export const choosePayment = async (trx: Trx, order: Order, input: PaymentChoiceInput, at: Date): Result<t.OutputOf<typeof OrderPayment>> => {
  const planning = await openPlanning(trx, order, input.planningId);
  if (E.isLeft(planning)) return planning;
  const condition = await findPaymentCondition(trx, input.paymentConditionId);
  if (!condition) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.conditionNotFound));
  const choice = validatePaymentChoice(
    { code: condition.code, maxInstallments: condition.max_installments, thirdPartyCheckout: condition.third_party_checkout },
    { installments: input.installments, useThirdPartyCheckout: input.useThirdPartyCheckout },
  );
  if (E.isLeft(choice)) return choice;
  await savePayment(trx, order.id, { planningId: input.planningId, conditionId: condition.id, ...choice.right }, at);
  await recordOrderEvent(trx, { orderId: order.id, actor: { id: order.dentistId, staff: false }, kind: 'PAYMENT_CHOSEN', at });
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- saved just above in this transaction
  return E.right((await findPayment(trx, order.id, input.planningId))!);
};

export const removePayment = async (trx: Trx, order: Order, planningId: string): Result<void> => {
  const allowed = mayDecideOnPlanning(order.status);
  if (E.isLeft(allowed)) return allowed;
  await deletePayment(trx, order.id, planningId);
  return E.right(undefined);
};

export const applyOffer = async (trx: Trx, order: Order, offerId: string, planningId: string): Result<{ name: string }> => {
  const planning = await openPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  const offer = await findActiveOffer(trx, offerId);
  if (!offer) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.offerNotFound));
  await setPlanningOffer(trx, planningId, offer.id);
  return E.right({ name: offer.name });
};

export const removeOffer = async (trx: Trx, order: Order, planningId: string): Result<{ name: string }> => {
  const planning = await openPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  const upgrade = planning.right.view.upgrade;
  if (!upgrade) return E.left(domainError('ORDER_LOCKED', planningMessages.noOffer));
  await setPlanningOffer(trx, planningId, null);
  return E.right({ name: upgrade.name });
};

/** Viewing is recorded once, the first time; a later view keeps the first date. */
export const recordPlanningView = async (trx: Trx, order: Order, type: 'WEB' | 'FILE', planningId: string, at: Date): Result<void> => {
  const planning = await orderPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  await markPlanningViewed(trx, planningId, type, at);
  return E.right(undefined);
};

/** Every planning keeps its bonus reservation until the dentist decides (bonus settlement). */
export const choosePlanning = async (trx: Trx, order: Order, planningId: string): Result<void> => {
  const planning = await openPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  await makePlanningCurrent(trx, order.id, planningId);
  return E.right(undefined);
};

export const setPlanningBalance = async (trx: Trx, order: Order, planningId: string, requested: BalanceRequest, at: Date, newId: () => string): Result<BalanceRequest> => {
  const planning = await openPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  const reserved = await reserveBonus(trx, order, planning.right, requested, at, newId, { id: order.dentistId, staff: false });
  return E.isLeft(reserved) ? reserved : E.right(requested);
};
