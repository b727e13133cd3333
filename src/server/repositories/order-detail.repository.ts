import { shouldOfferPlanningSurvey } from '../../domain/survey/nps';
import type { OrderState } from '../../domain/order/order-lifecycle';
import type { OrderDetail, OrderPayment } from '../../contract/order-detail.contract';
import type { Db } from '../db/database';
import { toAddress } from './addresses.repository';
import { balanceContext, balancesOf, bonusProductOf } from './bonus.repository';
import { loadPlannings, type PlanningWithPrice } from './plannings.repository';

/** The order's row when it belongs to the dentist; undefined for a missing or foreign order (both answer 404). */
export const findOwnOrder = (db: Db, id: string, dentistId: string) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).where('dentist_id', '=', dentistId).where('status', '!=', 'DRAFT').executeTakeFirst();

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>;

/** Any order's row, for staff (drafts included). */
export const findOrder = (db: Db, id: string): Promise<OrderRow | undefined> => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** What the lifecycle rules read of an order row: its status and whether it is a retention plate. */
export const orderStateOf = (order: OrderRow): OrderState => ({
  status: order.status,
  productKind: order.product_category === 'PLACA_CONTENCAO' ? 'PLACA_CONTENCAO' : 'ALINHADORES',
});

export const currentPlanning = (plannings: readonly PlanningWithPrice[]): PlanningWithPrice | undefined => plannings.find((p) => p.row.is_current);

/** The payment chosen for the order, when it was chosen for this planning: a choice made for another no longer applies. */
export const findPayment = async (db: Db, orderId: string, planningId: string | undefined): Promise<OrderPayment | null> => {
  if (!planningId) return null;
  const row = await db
    .selectFrom('order_payments')
    .innerJoin('payment_conditions', 'payment_conditions.id', 'order_payments.payment_condition_id')
    .select(['order_payments.planning_id', 'order_payments.payment_condition_id', 'payment_conditions.code', 'payment_conditions.name', 'order_payments.installments', 'order_payments.use_third_party_checkout'])
    .where('order_payments.order_id', '=', orderId)
    .where('order_payments.planning_id', '=', planningId)
    .executeTakeFirst();
  return row
    ? ({ planningId: row.planning_id, paymentConditionId: row.payment_condition_id, paymentMethodCode: row.code, name: row.name, installmentQuantity: row.installments, useThirdPartyCheckout: row.use_third_party_checkout } as OrderPayment)
    : null;
};

/** Everything the dentist's order page shows, in one answer. */
export const loadOrderDetail = async (db: Db, order: OrderRow, now: Date): Promise<OrderDetail> => {
  const caseType = order.case_type;
  const product = bonusProductOf(order.product_category);
  const addressIds = [order.shipping_address_id, order.billing_address_id].filter((x): x is string => x !== null);
  const [patient, dentist, history, attachments, addresses, { plannings, payment }, balances, offers, messageTypes] = await Promise.all([
    db.selectFrom('patients').select(['id', 'first_name', 'last_name', 'cpf']).where('id', '=', order.patient_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['id', 'name', 'email', 'document', 'phone', 'kol_monthly_bonus_steps']).where('id', '=', order.dentist_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('order_status_history')
      .leftJoin('users', 'users.id', 'order_status_history.actor_id')
      .select(['order_status_history.from_status', 'order_status_history.to_status', 'order_status_history.changed_at', 'order_status_history.reason', 'order_status_history.actor_id', 'users.name'])
      .where('order_id', '=', order.id)
      .orderBy('changed_at')
      .execute(),
    db
      .selectFrom('order_attachments')
      .innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id')
      .select(['attachments.id', 'order_attachments.type', 'attachments.name', 'attachments.size'])
      .where('order_attachments.order_id', '=', order.id)
      .orderBy('attachments.created_at')
      .execute(),
    addressIds.length > 0 ? db.selectFrom('addresses').selectAll().where('id', 'in', addressIds).execute() : Promise.resolve([]),
    loadPlannings(db, order.id, caseType).then(async (plannings) => ({ plannings, payment: await findPayment(db, order.id, currentPlanning(plannings)?.row.id) })),
    balancesOf(db, order.dentist_id),
    db.selectFrom('offers').select(['id', 'name', 'description', 'price_cents']).where('active', '=', true).orderBy('name').execute(),
    db.selectFrom('message_types').select(['id', 'name']).orderBy('position').execute(),
  ]);
  const current = currentPlanning(plannings);
  const available = await balanceContext(db, { id: order.id, dentistId: order.dentist_id, patientId: order.patient_id, caseType, product }, current?.row.id ?? null, now);
  const addressOf = (id: string | null) => {
    const row = addresses.find((a) => a.id === id);
    return row ? toAddress(row) : null;
  };
  return {
    id: order.id,
    caseNumber: order.case_number,
    status: order.status,
    statusHistory: history.map((h) => ({ from: h.from_status, to: h.to_status, at: new Date(h.changed_at).toISOString(), reason: h.reason, actorName: h.name })),
    caseType,
    productCategory: order.product_category,
    item: order.item,
    thickness: order.thickness,
    arcadeSuperior: order.arcade_superior,
    arcadeInferior: order.arcade_inferior,
    modelProvideType: order.model_provide_type,
    modelUrl: order.model_url,
    createdAt: new Date(order.created_at).toISOString(),
    patient: { id: patient.id, firstName: patient.first_name, lastName: patient.last_name, cpf: patient.cpf },
    dentist: { id: dentist.id, name: dentist.name, email: dentist.email, document: dentist.document, phone: dentist.phone, kolPolicy: dentist.kol_monthly_bonus_steps !== null },
    shippingAddress: addressOf(order.shipping_address_id),
    billingAddress: addressOf(order.billing_address_id),
    attachments: attachments.map((a) => ({ id: a.id, type: a.type, name: a.name, size: Number(a.size) })),
    plannings: plannings.map((p) => p.view),
    payment,
    bonus: {
      product,
      wallet: balances.wallet,
      kol: dentist.kol_monthly_bonus_steps !== null ? balances.kol : null,
      available: { dentist: available.availableDentist, kol: dentist.kol_monthly_bonus_steps !== null ? available.availableKol : 0, patient: available.availablePatient, kolUsedThisMonth: available.kolUsedThisMonth },
    },
    offers: offers.map((o) => ({ id: o.id, name: o.name, description: o.description, priceCents: o.price_cents })),
    messageTypes,
    planningSurveyPending: current ? await planningSurveyPending(db, order.dentist_id, current, history, now) : false,
  } as OrderDetail;
};

const planningSurveyPending = async (
  db: Db,
  userId: string,
  planning: PlanningWithPrice,
  history: readonly { from_status: string | null; actor_id: string | null; changed_at: Date }[],
  now: Date,
): Promise<boolean> => {
  const decided = history.some((h) => h.from_status === 'WAITING_FOR_APPROVAL' && h.actor_id === userId && new Date(h.changed_at) >= new Date(planning.row.created_at));
  if (!decided) return false;
  const [answered, dismissed, state] = await Promise.all([
    db.selectFrom('nps_responses').select('id').where('user_id', '=', userId).where('planning_id', '=', planning.row.id).executeTakeFirst(),
    db.selectFrom('nps_dismissals').select('user_id').where('user_id', '=', userId).where('origin', '=', 'ORDER_DETAIL').executeTakeFirst(),
    db.selectFrom('planning_survey_states').select(['code', 'updated_at']).where('user_id', '=', userId).where('planning_id', '=', planning.row.id).executeTakeFirst(),
  ]);
  return shouldOfferPlanningSurvey({
    decided,
    answered: answered !== undefined,
    notInterested: dismissed !== undefined || state?.code === 'NOT_INTERESTED',
    postponedAt: state?.code === 'ANSWER_LATER' ? new Date(state.updated_at) : null,
    now,
  });
};
