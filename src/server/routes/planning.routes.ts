import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { planningDecisionOpen } from '../../domain/order/order-permissions';
import { type PaymentMethodCode, validatePaymentChoice } from '../../domain/order/payment';
import type { OrderPayment, PaymentOptions } from '../../contract/order-detail.contract';
import { planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { conflict, notFound, orFail } from '../http/http-error';
import { findOwnOrder, findPayment, loadOrderDetail, type OrderRow } from '../repositories/order-detail.repository';
import type { Db } from '../db/database';
import { withOwnOrderLocked } from '../orders/order-lock';
import { loadPlannings, type PlanningWithPrice } from '../repositories/plannings.repository';
import { sendPlanningFile } from '../plannings/planning-file';
import { reserveBonus } from '../orders/reserve-bonus';

const planningOf = async (db: Db, order: OrderRow, planningId: string): Promise<PlanningWithPrice> => {
  const planning = (await loadPlannings(db, order.id, order.case_type)).find((p) => p.row.id === planningId);
  if (!planning) throw notFound(planningMessages.planningNotFound);
  return planning;
};

const requireDecisionOpen = (order: OrderRow) => {
  if (!planningDecisionOpen(order.status)) throw conflict(planningMessages.decisionClosed);
};

/** The order page of the dentist: the order, its plannings and the choices made on them (spec §7). */
export const planningRoutes = (app: FastifyInstance, { db, now, newId, storage }: AppDeps): void => {
  serve(app, on.order, async ({ user, params: { id } }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    return loadOrderDetail(db, order, now());
  });

  serve(app, on.paymentOptions, async ({ user, params: { id }, query: { planningId } }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    const planning = await planningOf(db, order, planningId);
    const [conditions, payment] = await Promise.all([db.selectFrom('payment_conditions').selectAll().orderBy('position').execute(), findPayment(db, id, planningId)]);
    const total = planning.view.totalCents;
    const answer: PaymentOptions = {
      totalCents: total,
      conditions: conditions.map((c) => ({
        id: c.id,
        code: c.code as PaymentMethodCode,
        name: c.name,
        maxInstallments: c.max_installments,
        thirdPartyCheckout: c.third_party_checkout,
        installments: Array.from({ length: c.max_installments }, (_, i) => ({ quantity: i + 1 })),
      })) as PaymentOptions['conditions'],
      selected: payment,
    };
    return answer;
  });

  serve(app, on.choosePayment, async ({ user, params: { id }, body }) => {
    return orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      await planningOf(trx, order, body.planningId);
      const condition = await trx.selectFrom('payment_conditions').selectAll().where('id', '=', body.paymentConditionId).executeTakeFirst();
      if (!condition) throw notFound(planningMessages.conditionNotFound);
      const choice = validatePaymentChoice(
        { code: condition.code as PaymentMethodCode, maxInstallments: condition.max_installments, thirdPartyCheckout: condition.third_party_checkout },
        { installments: body.installments ?? null, useThirdPartyCheckout: body.useThirdPartyCheckout ?? false },
      );
      if (E.isLeft(choice)) return choice;
      const row = { planning_id: body.planningId, payment_condition_id: condition.id, installments: choice.right.installments, use_third_party_checkout: choice.right.useThirdPartyCheckout, updated_at: now() };
      await trx
        .insertInto('order_payments')
        .values({ order_id: id, ...row })
        .onConflict((oc) => oc.column('order_id').doUpdateSet(row))
        .execute();
      const answer: OrderPayment = (await findPayment(trx, id, body.planningId))!;
      return E.right(answer);
    }));
  });

  serve(app, on.removePayment, async ({ user, params: { id }, query: { planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      await trx.deleteFrom('order_payments').where('order_id', '=', id).where('planning_id', '=', planningId).execute();
      return E.right(undefined);
    }));
  });

  serve(app, on.applyOffer, async ({ user, params: { id, offerId }, body: { planningId } }) => {
    return orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      await planningOf(trx, order, planningId);
      const offer = await trx.selectFrom('offers').select(['id', 'name']).where('id', '=', offerId).where('active', '=', true).executeTakeFirst();
      if (!offer) throw notFound(planningMessages.offerNotFound);
      await trx.updateTable('plannings').set({ offer_id: offer.id }).where('id', '=', planningId).execute();
      return E.right({ name: offer.name });
    }));
  });

  serve(app, on.removeOffer, async ({ user, params: { id }, body: { planningId } }) => {
    return orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      const planning = await planningOf(trx, order, planningId);
      if (!planning.view.upgrade) throw conflict(planningMessages.noOffer);
      await trx.updateTable('plannings').set({ offer_id: null }).where('id', '=', planningId).execute();
      return E.right({ name: planning.view.upgrade.name });
    }));
  });

  // Viewing is recorded once, the first time; a later view keeps the first date.
  serve(app, on.recordView, async ({ user, params: { id }, body: { type, planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      await planningOf(trx, order, planningId);
      const column = type === 'WEB' ? 'web_viewed_at' : 'file_viewed_at';
      await trx.updateTable('plannings').set({ [column]: now() }).where('id', '=', planningId).where(column, 'is', null).execute();
      return E.right(undefined);
    }));
  });

  serve(app, on.makeCurrent, async ({ user, params: { id, planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      await planningOf(trx, order, planningId);
      // Every planning keeps its bonus reservation until the dentist decides (settleBonus).
      await trx.updateTable('plannings').set({ is_current: false }).where('order_id', '=', id).where('is_current', '=', true).execute();
      await trx.updateTable('plannings').set({ is_current: true }).where('id', '=', planningId).execute();
      return E.right(undefined);
    }));
  });

  serve(app, on.setBalance, async ({ user, params: { id, planningId }, body }) => {
    const requested = { dentist: body.dentist, kol: body.kol, patient: body.patient ?? 0 };
    return orFail(await withOwnOrderLocked(db, id, user.id, async (trx, order) => {
      requireDecisionOpen(order);
      const planning = await planningOf(trx, order, planningId);
      const reserved = await reserveBonus(trx, order, planning, requested, now(), newId);
      if (E.isLeft(reserved)) return reserved;
      return E.right(requested);
    }));
  });

  serve(app, on.planningFile, async ({ user, params: { id, planningId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendPlanningFile(reply, db, storage, order, planningId));
  });
};
