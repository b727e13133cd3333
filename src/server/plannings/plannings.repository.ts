import { type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CaseType } from '../../domain/order/order-labels';
import { mainSteps, type PlanningPrice, planningTotal } from '../../domain/order/planning-total';
import { planningPriceOf } from '../../contract/planning-price';
import type { OrderPayment, PlanningView } from '../../contract/order-detail.contract';
import type { StageSetStatus } from '../db/tables/planning-stages.table';
import type { Db, Key } from '../db/database';
import type { PlanningsTable } from '../db/tables/plannings.table';
import type * as t from 'io-ts';

export type PlanningRow = Selectable<PlanningsTable>;

export interface PlanningWithPrice {
  readonly isCurrent: boolean;
  readonly row: PlanningRow;
  readonly price: PlanningPrice;
  readonly view: t.OutputOf<typeof PlanningView>;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The payment chosen for a planning (one statement, run alone or nested). */
export const paymentQuery = (db: Db, orderId: Key<string>, planningId: Key<string>) =>
  db
    .selectFrom('order_payments')
    .innerJoin('payment_conditions', 'payment_conditions.id', 'order_payments.payment_condition_id')
    .select([
      'order_payments.planning_id',
      'order_payments.payment_condition_id',
      'payment_conditions.code',
      'payment_conditions.name',
      'order_payments.installments',
      'order_payments.use_third_party_checkout',
    ])
    .where('order_payments.order_id', '=', orderId)
    .where('order_payments.planning_id', '=', planningId);

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

export const toOrderPayment = (row: PaymentRow): t.OutputOf<typeof OrderPayment> => ({
  planningId: row.planning_id,
  paymentConditionId: row.payment_condition_id,
  paymentMethodCode: row.code,
  name: row.name,
  installmentQuantity: row.installments,
  useThirdPartyCheckout: row.use_third_party_checkout,
});

/** The order's plannings, oldest first, each with its items, discounts, upgrade, payment and file, in one statement. */
export const planningRowsQuery = (db: Db, orderId: Key<string>) =>
  db
    .selectFrom('plannings')
    .selectAll('plannings')
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('planning_items').selectAll('planning_items').whereRef('planning_items.planning_id', '=', 'plannings.id').orderBy('position')).as('items'),
      jsonArrayFrom(eb.selectFrom('planning_discounts').selectAll('planning_discounts').whereRef('planning_discounts.planning_id', '=', 'plannings.id').orderBy('description')).as(
        'discounts',
      ),
      jsonObjectFrom(eb.selectFrom('offers').select(['offers.id', 'offers.name', 'offers.price_cents']).whereRef('offers.id', '=', 'plannings.offer_id')).as('offer'),
      jsonObjectFrom(paymentQuery(db, eb.ref('plannings.order_id'), eb.ref('plannings.id'))).as('payment'),
      eb.selectFrom('attachments').select('attachments.name').whereRef('attachments.id', '=', 'plannings.file_attachment_id').as('file_name'),
      jsonObjectFrom(
        eb
          .selectFrom('planning_stage_sets')
          .select(['planning_stage_sets.status', 'planning_stage_sets.failure', 'planning_stage_sets.last_stage', 'planning_stage_sets.attachment_id'])
          .whereRef('planning_stage_sets.planning_id', '=', 'plannings.id'),
      ).as('stage_set'),
    ])
    .where('plannings.order_id', '=', orderId)
    .orderBy('plannings.number');

type PlanningReadRow = Awaited<ReturnType<ReturnType<typeof planningRowsQuery>['execute']>>[number];

/** What the order's pages show of a planning beyond its price: the payment chosen for it and its file's name. */
export interface PlanningWithExtras extends PlanningWithPrice {
  readonly payment: t.OutputOf<typeof OrderPayment> | null;
  readonly fileName: string | null;
  /** The stage models' ZIP and where its build stands. */
  readonly stageSet: { readonly status: StageSetStatus; readonly failure: string | null; readonly last_stage: number | null; readonly attachment_id: string } | null;
}

/** Prices each planning by the domain, from the same view the pages read its lines from. */
export const pricePlannings = (rows: readonly PlanningReadRow[], caseType: CaseType | null): PlanningWithExtras[] =>
  rows.map(({ items, discounts, offer, payment, file_name, stage_set, ...row }) => {
    // Spec §4: once bonus steps were applied to a new case, its step-range discounts are gone.
    const lost = (d: (typeof discounts)[number]) => row.step_discounts_removed && d.step_range !== null;
    const discountView = (d: (typeof discounts)[number]) => ({
      id: d.id,
      description: d.description,
      type: d.type as 'PERCENTAGE' | 'VALUE',
      value: d.value,
      stepRange: d.step_range as '10-16' | '17-32' | null,
    });
    const bonus = { dentist: row.bonus_dentist, kol: row.bonus_kol, patient: row.bonus_patient };
    const unpriced = {
      id: row.id,
      number: row.number,
      isCurrent: row.is_current,
      items: items.map((i) => ({
        id: i.id,
        productCode: i.product_code,
        description: i.description,
        quantity: i.quantity,
        unitCents: i.unit_cents,
        main: i.main,
        thickness: i.thickness,
      })),
      discounts: discounts.filter((d) => !lost(d)).map(discountView),
      lostDiscounts: discounts.filter(lost).map(discountView),
      upgrade: offer ? { offerId: offer.id, name: offer.name, priceCents: offer.price_cents } : null,
      comment: row.comment,
      bonus,
      planningWebViewedAt: iso(row.web_viewed_at),
      planningFileViewedAt: iso(row.file_viewed_at),
      viewerUrl: row.viewer_url,
      stages: stage_set === null ? ('NONE' as const) : stage_set.status === 'PENDING' ? ('BUILDING' as const) : stage_set.status,
    };
    const price = planningPriceOf(unpriced, caseType);
    const view: t.OutputOf<typeof PlanningView> = { ...unpriced, mainSteps: mainSteps(price), totalCents: planningTotal(price) };
    return { isCurrent: row.is_current, row, price, view, payment: payment ? toOrderPayment(payment) : null, fileName: file_name, stageSet: stage_set };
  });

/** The order's plannings, oldest first, each priced by the domain. */
export const loadPlannings = async (db: Db, orderId: string, caseType: CaseType | null): Promise<PlanningWithExtras[]> =>
  pricePlannings(await planningRowsQuery(db, orderId).execute(), caseType);

/** The position of a planning's last item (0 for none): a new item goes after it. */
export const lastItemPosition = async (db: Db, planningId: string): Promise<number> => {
  const { last } = await db
    .selectFrom('planning_items')
    .select(sql<number>`coalesce(max(position), 0)::int`.as('last'))
    .where('planning_id', '=', planningId)
    .executeTakeFirstOrThrow();
  return Number(last);
};
