import { productKindOf } from '../../domain/order/products';
import * as E from 'fp-ts/Either';
import { validateBalanceRequest, type BalanceRequest } from '../../domain/order/bonus-balance';
import { applyBonusSteps } from '../../domain/order/planning-total';
import type { DomainError } from '../../domain/shared/domain-error';
import { balanceContext, lockDentistBalances, replacePlanningReservations, setPlanningBonus } from './bonus.repository';
import type { Order } from '../../domain/order/order';
import type { Trx } from '../db/database';
import type { PlanningWithPrice } from '../plannings/plannings.repository';
import { recordOrderEvent } from '../orders/order-events.repository';

/**
 * Sets how many steps of each balance pay for a planning (spec §5), replacing what the
 * planning held, inside the caller's transaction on the locked order. A request the
 * balances do not allow is the domain's error, and nothing is written.
 */
export const reserveBonus = async (
  trx: Trx,
  order: Order,
  planning: PlanningWithPrice,
  requested: BalanceRequest,
  now: Date,
  newId: () => string,
  actor: { readonly id: string; readonly staff: boolean },
): Promise<E.Either<DomainError, void>> => {
  const planningId = planning.row.id;
  const dentist = await lockDentistBalances(trx, order.dentistId);
  const product = productKindOf(order.productCategory);
  const context = await balanceContext(trx, { id: order.id, dentistId: order.dentistId, patientId: order.patientId, caseType: order.caseType, product }, planningId, now);
  const checked = validateBalanceRequest(requested, {
    totalSteps: planning.view.mainSteps,
    availableDentist: context.availableDentist,
    availableKol: dentist.kol_monthly_bonus_steps === null ? 0 : context.availableKol,
    kolUsedThisMonth: context.kolUsedThisMonth,
    availablePatient: context.availablePatient,
  });
  if (E.isLeft(checked)) return checked;
  const debits = [
    { origin: 'DENTIST', steps: requested.dentist, grantId: null },
    { origin: 'KOLS', steps: requested.kol, grantId: null },
    { origin: 'PATIENT', steps: requested.patient, grantId: context.refinementGrantId },
  ] as const;
  await replacePlanningReservations(trx, { id: order.id, dentistId: order.dentistId, patientId: order.patientId, product }, planningId, debits, now, newId);
  const bonusSteps = requested.dentist + requested.kol + requested.patient;
  const removesStepDiscounts = applyBonusSteps(planning.price, bonusSteps).discounts.length < planning.price.discounts.length;
  await setPlanningBonus(trx, planningId, requested, removesStepDiscounts);
  if (bonusSteps > 0) await recordOrderEvent(trx, { orderId: order.id, actor, kind: 'BONUS_APPLIED', at: now });
  return E.right(undefined);
};
