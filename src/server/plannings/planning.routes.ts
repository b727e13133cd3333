import type { FastifyInstance } from 'fastify';
import { planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { notFound, orFail } from '../http/http-error';
import { readOrderDetail } from '../orders/order-detail.repository';
import { findOwnOrder } from '../orders/order.repository';
import { listPaymentConditions } from './planning-choices.repository';
import { withOwnOrderLocked } from '../orders/order-lock';
import { sendPlanningFile } from './planning-file.answer';
import { applyOffer, choosePayment, choosePlanning, orderPlanning, recordPlanningView, removeOffer, removePayment, setPlanningBalance } from './planning-choices';

/** The order page of the dentist: the order, its plannings and the choices made on them (spec §7). */
export const planningRoutes = (app: FastifyInstance, { db, now, newId, storage, modelsAddress }: AppDeps): void => {
  serve(app, on.order, async ({ user, params: { id } }) => {
    const detail = await readOrderDetail(db, id, user.id, now(), modelsAddress);
    if (!detail) throw notFound(planningMessages.notFound);
    return detail;
  });

  serve(app, on.paymentOptions, async ({ user, params: { id }, query: { planningId } }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    const planning = orFail(await orderPlanning(db, order, planningId));
    const conditions = await listPaymentConditions(db);
    return {
      totalCents: planning.view.totalCents,
      conditions: conditions.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        maxInstallments: c.max_installments,
        thirdPartyCheckout: c.third_party_checkout,
        installments: Array.from({ length: c.max_installments }, (_, i) => ({ quantity: i + 1 })),
      })),
      selected: planning.payment,
    };
  });

  serve(app, on.choosePayment, async ({ user, params: { id }, body }) =>
    orFail(
      await withOwnOrderLocked(db, id, user.id, (trx, order) =>
        choosePayment(
          trx,
          order,
          {
            planningId: body.planningId,
            paymentConditionId: body.paymentConditionId,
            installments: body.installments ?? null,
            useThirdPartyCheckout: body.useThirdPartyCheckout ?? false,
          },
          now(),
        ),
      ),
    ),
  );

  serve(app, on.removePayment, async ({ user, params: { id }, query: { planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => removePayment(trx, order, planningId)));
  });

  serve(app, on.applyOffer, async ({ user, params: { id, offerId }, body: { planningId } }) =>
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => applyOffer(trx, order, offerId, planningId))),
  );

  serve(app, on.removeOffer, async ({ user, params: { id }, body: { planningId } }) =>
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => removeOffer(trx, order, planningId))),
  );

  serve(app, on.recordView, async ({ user, params: { id }, body: { type, planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => recordPlanningView(trx, order, type, planningId, now())));
  });

  serve(app, on.makeCurrent, async ({ user, params: { id, planningId } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => choosePlanning(trx, order, planningId)));
  });

  serve(app, on.setBalance, async ({ user, params: { id, planningId }, body }) =>
    orFail(
      await withOwnOrderLocked(db, id, user.id, (trx, order) =>
        setPlanningBalance(trx, order, planningId, { dentist: body.dentist, kol: body.kol, patient: body.patient ?? 0 }, now(), newId),
      ),
    ),
  );

  serve(app, on.planningFile, async ({ user, params: { id, planningId }, reply }) => {
    const order = await findOwnOrder(db, id, user.id);
    if (!order) throw notFound(planningMessages.notFound);
    return sent(await sendPlanningFile(reply, db, storage, order, planningId));
  });
};
