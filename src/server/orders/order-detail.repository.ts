import { currentPlanning } from '../../domain/order/current-planning';
import { displayFileName } from '../../domain/attachments/file-acceptance';
import { shouldOfferPlanningSurvey } from '../../domain/survey/nps';
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type * as t from 'io-ts';
import type { OrderDetail, OrderPayment } from '../../contract/order-detail.contract';
import type { StaffOrderDetail } from '../../contract/staff-order.contract';
import { nextStatuses, planningEditable } from '../../domain/order/order-lifecycle';
import type { Db } from '../db/database';
import { toAddress } from '../accounts/addresses.repository';
import { balanceFactsFrom, balancesFrom, ledgerSumsQuery, refinementGrantsQuery } from '../payments/bonus.repository';
import { auditQuery, toAuditEntry } from './order-audit.repository';
import { paymentQuery, planningRowsQuery, type PlanningWithExtras, type PlanningWithPrice, pricePlannings, toOrderPayment } from '../plannings/plannings.repository';
import { awaitsPostedModels } from '../../domain/order/model-delivery';
import { productKindOf } from '../../domain/order/products';

/** The payment chosen for the order, when it was chosen for this planning: a choice made for another no longer applies. */
export const findPayment = async (db: Db, orderId: string, planningId: string | undefined): Promise<t.OutputOf<typeof OrderPayment> | null> => {
  if (!planningId) return null;
  const row = await paymentQuery(db, orderId, planningId).executeTakeFirst();
  return row ? toOrderPayment(row) : null;
};

/** Who reads an order: its dentist (sent orders only, drafts are the wizard's) or staff (any order). */
export type OrderReader = { readonly dentistId: string } | 'staff';

/** The order's id when the reader may read it: every statement of a read is scoped by it. */
const readable = (db: Db, id: string, reader: OrderReader) => {
  const order = db.selectFrom('orders').select('orders.id').where('orders.id', '=', id);
  return reader === 'staff' ? order : order.where('orders.dentist_id', '=', reader.dentistId).where('orders.status', '!=', 'DRAFT');
};

/** A constant condition, so each reader's statement keeps one text and the planner drops the subquery it turns off. */
const dentistReads = (reader: OrderReader) => sql.lit(reader !== 'staff');

/** Statement 1: the order with everything it is read with, the balances of its current planning among them. */
const orderFactsQuery = (db: Db, id: string, reader: OrderReader, now: Date) =>
  db
    .selectFrom('orders')
    .leftJoin('plannings as current', (join) => join.onRef('current.order_id', '=', 'orders.id').on('current.is_current', '=', true))
    .selectAll('orders')
    .select((eb) => [
      sql<string | null>`to_char(orders.forecast_approval_date, 'YYYY-MM-DD')`.as('forecast'),
      jsonObjectFrom(eb.selectFrom('patients').select(['patients.id', 'first_name', 'last_name', 'cpf']).whereRef('patients.id', '=', 'orders.patient_id'))
        .$notNull()
        .as('patient'),
      jsonObjectFrom(
        eb.selectFrom('users').select(['users.id', 'name', 'email', 'document', 'phone', 'kol_monthly_bonus_steps', 'onyx_code']).whereRef('users.id', '=', 'orders.dentist_id'),
      )
        .$notNull()
        .as('dentist'),
      jsonObjectFrom(eb.selectFrom('addresses').selectAll('addresses').whereRef('addresses.id', '=', 'orders.shipping_address_id')).as('shipping'),
      jsonObjectFrom(eb.selectFrom('addresses').selectAll('addresses').whereRef('addresses.id', '=', 'orders.billing_address_id')).as('billing'),
      jsonArrayFrom(
        eb
          .selectFrom('order_attachments')
          .innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id')
          .select(['attachments.id', 'order_attachments.type', 'attachments.name', 'attachments.size'])
          .whereRef('order_attachments.order_id', '=', 'orders.id')
          .orderBy('attachments.created_at'),
      ).as('attachments'),
      jsonArrayFrom(ledgerSumsQuery(db, eb.ref('orders.dentist_id'), eb.ref('current.id'), now)).as('ledger'),
      jsonArrayFrom(refinementGrantsQuery(db, eb.ref('orders.patient_id'))).as('grants'),
      jsonArrayFrom(eb.selectFrom('offers').select(['offers.id', 'name', 'description', 'price_cents']).where('active', '=', true).orderBy('name')).as('offers'),
      jsonArrayFrom(eb.selectFrom('message_types').select(['message_types.id', 'message_types.name']).orderBy('position')).as('message_types'),
      // The planning survey is the dentist's: staff reads skip its lookups.
      eb
        .exists(
          eb
            .selectFrom('nps_responses')
            .select('nps_responses.id')
            .whereRef('nps_responses.user_id', '=', 'orders.dentist_id')
            .whereRef('nps_responses.planning_id', '=', 'current.id')
            .where(dentistReads(reader)),
        )
        .as('survey_answered'),
      eb
        .exists(
          eb
            .selectFrom('nps_dismissals')
            .select('nps_dismissals.user_id')
            .whereRef('nps_dismissals.user_id', '=', 'orders.dentist_id')
            .where('nps_dismissals.origin', '=', 'ORDER_DETAIL')
            .where(dentistReads(reader)),
        )
        .as('survey_dismissed'),
      jsonObjectFrom(
        eb
          .selectFrom('planning_survey_states')
          .select(['code', 'updated_at'])
          .whereRef('planning_survey_states.user_id', '=', 'orders.dentist_id')
          .whereRef('planning_survey_states.planning_id', '=', 'current.id')
          .where(dentistReads(reader)),
      ).as('survey_state'),
    ])
    .where('orders.id', 'in', readable(db, id, reader));

/** Statement 3: the status history, and the audit trail when staff read. */
const historyQuery = (db: Db, id: string, reader: OrderReader) =>
  db.selectNoFrom((eb) => [
    jsonArrayFrom(
      eb
        .selectFrom('order_status_history')
        .leftJoin('users', 'users.id', 'order_status_history.actor_id')
        .select([
          'order_status_history.from_status',
          'order_status_history.to_status',
          'order_status_history.changed_at',
          'order_status_history.reason',
          'order_status_history.actor_id',
          'users.name',
        ])
        .where('order_status_history.order_id', 'in', readable(db, id, reader))
        .orderBy('order_status_history.changed_at'),
    ).as('history'),
    jsonArrayFrom(auditQuery(db, readable(db, id, reader)).where(sql.lit(reader === 'staff'))).as('audit'),
  ]);

type OrderFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof orderFactsQuery>['executeTakeFirst']>>>;
/** The order's own columns among the facts: the page shows them as they are stored. */
type OrderColumns = Omit<
  OrderFacts,
  | 'forecast'
  | 'patient'
  | 'dentist'
  | 'shipping'
  | 'billing'
  | 'attachments'
  | 'ledger'
  | 'grants'
  | 'offers'
  | 'message_types'
  | 'survey_answered'
  | 'survey_dismissed'
  | 'survey_state'
>;
type History = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

/** One order as its pages read it: three statements, sent together. */
interface OrderRead {
  readonly order: OrderColumns;
  readonly facts: OrderFacts;
  readonly plannings: readonly PlanningWithExtras[];
  readonly history: History;
}

const readOrder = async (db: Db, id: string, reader: OrderReader, now: Date): Promise<OrderRead | undefined> => {
  const [facts, planningRows, history] = await Promise.all([
    orderFactsQuery(db, id, reader, now).executeTakeFirst(),
    planningRowsQuery(db, id)
      .where('plannings.order_id', 'in', readable(db, id, reader))
      .execute(),
    historyQuery(db, id, reader).executeTakeFirstOrThrow(),
  ]);
  if (!facts) return undefined;
  const { forecast, patient, dentist, shipping, billing, attachments, ledger, grants, offers, message_types, survey_answered, survey_dismissed, survey_state, ...order } = facts;
  return { order, facts, plannings: pricePlannings(planningRows, order.case_type), history };
};

const detailOf = ({ order, facts, plannings, history }: OrderRead, reader: OrderReader, now: Date, modelsAddress: readonly string[]): t.OutputOf<typeof OrderDetail> => {
  const product = productKindOf(order.product_category);
  const current = currentPlanning(plannings);
  const hasKol = facts.dentist.kol_monthly_bonus_steps !== null;
  const balances = balancesFrom(facts.ledger);
  const available = balanceFactsFrom(facts.ledger, facts.grants, { id: order.id, patientId: order.patient_id, caseType: order.case_type, product });
  const address = (row: OrderFacts['shipping']) => (row ? toAddress(row) : null);
  return {
    id: order.id,
    caseNumber: order.case_number,
    status: order.status,
    statusHistory: history.history.map((h) => ({ from: h.from_status, to: h.to_status, at: new Date(h.changed_at).toISOString(), reason: h.reason, actorName: h.name })),
    caseType: order.case_type,
    productCategory: order.product_category,
    item: order.item,
    thickness: order.thickness,
    arcadeSuperior: order.arcade_superior,
    arcadeInferior: order.arcade_inferior,
    modelProvideType: order.model_provide_type,
    modelUrl: order.model_url,
    modelDelivery:
      order.model_provide_type === 'PHYSICAL_DELIVERY'
        ? {
            address: [...modelsAddress],
            trackingCode: order.model_tracking_code,
            postedAt: order.models_posted_at ? new Date(order.models_posted_at).toISOString() : null,
            awaitingModels: awaitsPostedModels({ status: order.status, modelProvideType: order.model_provide_type }),
          }
        : null,
    createdAt: new Date(order.created_at).toISOString(),
    patient: { id: facts.patient.id, firstName: facts.patient.first_name, lastName: facts.patient.last_name, cpf: facts.patient.cpf },
    dentist: { id: facts.dentist.id, name: facts.dentist.name, email: facts.dentist.email, document: facts.dentist.document, phone: facts.dentist.phone, kolPolicy: hasKol },
    shippingAddress: address(facts.shipping),
    billingAddress: address(facts.billing),
    attachments: facts.attachments.map((a) => ({ id: a.id, type: a.type, name: a.name, size: Number(a.size) })),
    plannings: plannings.map((p) => p.view),
    payment: current?.payment ?? null,
    bonus: {
      product,
      wallet: balances.wallet,
      kol: hasKol ? balances.kol : null,
      available: {
        dentist: available.availableDentist,
        kol: hasKol ? available.availableKol : 0,
        patient: available.availablePatient,
        kolUsedThisMonth: available.kolUsedThisMonth,
      },
    },
    offers: facts.offers.map((o) => ({ id: o.id, name: o.name, description: o.description, priceCents: o.price_cents })),
    messageTypes: facts.message_types,
    planningSurveyPending: reader !== 'staff' && current !== undefined && planningSurveyPending(order.dentist_id, current, history.history, facts, now),
  };
};

/** Everything the dentist's order page shows, in one answer; undefined for a missing, foreign or draft order (all answer 404). */
export const readOrderDetail = async (db: Db, id: string, dentistId: string, now: Date, modelsAddress: readonly string[]): Promise<t.OutputOf<typeof OrderDetail> | undefined> => {
  const read = await readOrder(db, id, { dentistId }, now);
  return read && detailOf(read, { dentistId }, now, modelsAddress);
};

/** The staff's view of one order: the dentist's view plus the fields staff edit, the next statuses, the planning files and the audit trail. */
export const readStaffOrderDetail = async (db: Db, id: string, now: Date, modelsAddress: readonly string[]): Promise<t.OutputOf<typeof StaffOrderDetail> | undefined> => {
  const read = await readOrder(db, id, 'staff', now);
  if (!read) return undefined;
  const { order, facts, plannings, history } = read;
  return {
    ...detailOf(read, 'staff', now, modelsAddress),
    version: order.version,
    caseContinuationNumber: order.case_continuation_number,
    responsableId: order.responsable_id,
    relationshipConsultantId: order.relationship_consultant_id,
    acquisitionConsultantId: order.acquisition_consultant_id,
    forecastApprovalDate: facts.forecast,
    forecastComment: order.forecast_comment,
    nextStatuses: [...nextStatuses({ status: order.status, productKind: productKindOf(order.product_category) })],
    planningEditable: planningEditable(order.status),
    dentistOnyxCode: facts.dentist.onyx_code,
    planningFiles: plannings.map((p) => ({
      planningId: p.row.id,
      fileName: p.fileName && displayFileName(p.fileName),
      viewerUrl: p.row.viewer_url,
      stages: p.stageSet && {
        status: p.stageSet.status === 'PENDING' ? 'BUILDING' : p.stageSet.status,
        message: p.stageSet.failure,
        stageCount: p.stageSet.last_stage,
        attachmentId: p.stageSet.attachment_id,
      },
    })),
    audit: history.audit.map(toAuditEntry),
  };
};

const planningSurveyPending = (
  userId: string,
  planning: PlanningWithPrice,
  history: readonly { from_status: string | null; actor_id: string | null; changed_at: Date | string }[],
  facts: Pick<OrderFacts, 'survey_answered' | 'survey_dismissed' | 'survey_state'>,
  now: Date,
): boolean => {
  const decided = history.some((h) => h.from_status === 'WAITING_FOR_APPROVAL' && h.actor_id === userId && new Date(h.changed_at) >= new Date(planning.row.created_at));
  return shouldOfferPlanningSurvey({
    decided,
    answered: Boolean(facts.survey_answered),
    notInterested: Boolean(facts.survey_dismissed) || facts.survey_state?.code === 'NOT_INTERESTED',
    postponedAt: facts.survey_state?.code === 'ANSWER_LATER' ? new Date(facts.survey_state.updated_at) : null,
    now,
  });
};
