import * as E from 'fp-ts/Either';
import { validateBalanceRequest, type BalanceRequest } from '../../domain/order/bonus-balance';
import { applyBonusSteps } from '../../domain/order/planning-total';
import type { DomainError } from '../../domain/shared/domain-error';
import { balanceContext, bonusProductOf } from '../repositories/bonus.repository';
import type { OrderRow } from '../repositories/order-detail.repository';
import type { Trx } from '../db/database';
import type { PlanningWithPrice } from '../repositories/plannings.repository';
import { recordOrderEvent } from '../repositories/order-events.repository';

/**
 * Sets how many steps of each balance pay for a planning (spec §5), replacing what the
 * planning held, inside the caller's transaction on the locked order. A request the
 * balances do not allow is the domain's error, and nothing is written.
 */
export const reserveBonus = async (trx: Trx, order: OrderRow, planning: PlanningWithPrice, requested: BalanceRequest, now: Date, newId: () => string, actor: { readonly id: string; readonly staff: boolean }): Promise<E.Either<DomainError, void>> => {
  const planningId = planning.row.id;
  // Balances are the dentist's across orders: one balance change at a time per dentist.
  const dentist = await trx.selectFrom('users').select(['id', 'kol_monthly_bonus_steps']).where('id', '=', order.dentist_id).forUpdate().executeTakeFirstOrThrow();
  const product = bonusProductOf(order.product_category);
  const context = await balanceContext(trx, { id: order.id, dentistId: order.dentist_id, patientId: order.patient_id, caseType: order.case_type, product }, planningId, now);
  const checked = validateBalanceRequest(requested, {
    totalSteps: planning.view.mainSteps,
    availableDentist: context.availableDentist,
    availableKol: dentist.kol_monthly_bonus_steps === null ? 0 : context.availableKol,
    kolUsedThisMonth: context.kolUsedThisMonth,
    availablePatient: context.availablePatient,
  });
  if (E.isLeft(checked)) return checked;
  // Setting the same balance twice leaves one reservation: the planning's are replaced.
  await trx.deleteFrom('bonus_ledger').where('planning_id', '=', planningId).where('status', '=', 'RESERVED').execute();
  const debits = [
    { origin: 'DENTIST', steps: requested.dentist, grant: null },
    { origin: 'KOLS', steps: requested.kol, grant: null },
    { origin: 'PATIENT', steps: requested.patient, grant: context.refinementGrantId },
  ].filter((d) => d.steps > 0);
  if (debits.length > 0) {
    await trx
      .insertInto('bonus_ledger')
      .values(debits.map((d) => ({ id: newId(), dentist_id: order.dentist_id, origin: d.origin, product, steps: -d.steps, patient_id: order.patient_id, order_id: order.id, planning_id: planningId, grant_id: d.grant, status: 'RESERVED', created_at: now })))
      .execute();
  }
  const bonusSteps = requested.dentist + requested.kol + requested.patient;
  const removesStepDiscounts = applyBonusSteps(planning.price, bonusSteps).discounts.length < planning.price.discounts.length;
  await trx
    .updateTable('plannings')
    .set({ bonus_dentist: requested.dentist, bonus_kol: requested.kol, bonus_patient: requested.patient, ...(removesStepDiscounts ? { step_discounts_removed: true } : {}) })
    .where('id', '=', planningId)
    .execute();
  if (bonusSteps > 0) await recordOrderEvent(trx, { orderId: order.id, actor, kind: 'BONUS_APPLIED', at: now });
  return E.right(undefined);
};
