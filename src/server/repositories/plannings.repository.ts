import { type Selectable, sql } from 'kysely';
import type { CaseType } from '../../domain/order/order-labels';
import { mainSteps, type PlanningPrice, planningTotal } from '../../domain/order/planning-total';
import type { PlanningView } from '../../contract/order-detail.contract';
import type { Db } from '../db/database';
import type { PlanningsTable } from '../db/tables/plannings.table';

export type PlanningRow = Selectable<PlanningsTable>;

export interface PlanningWithPrice {
  readonly row: PlanningRow;
  readonly price: PlanningPrice;
  readonly view: PlanningView;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The order's plannings, oldest first, each priced by the domain. */
export const loadPlannings = async (db: Db, orderId: string, caseType: CaseType | null): Promise<PlanningWithPrice[]> => {
  const rows = await db.selectFrom('plannings').selectAll().where('order_id', '=', orderId).orderBy('number').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, discounts, offers] = await Promise.all([
    db.selectFrom('planning_items').selectAll().where('planning_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('planning_discounts').selectAll().where('planning_id', 'in', ids).orderBy('description').execute(),
    db.selectFrom('offers').selectAll().execute(),
  ]);
  return rows.map((row) => {
    const own = items.filter((i) => i.planning_id === row.id);
    // Spec §4: once bonus steps were applied to a new case, its step-range discounts are gone.
    const ownDiscounts = discounts.filter((d) => d.planning_id === row.id && !(row.step_discounts_removed && d.step_range !== null));
    const offer = offers.find((o) => o.id === row.offer_id);
    const bonus = { dentist: row.bonus_dentist, kol: row.bonus_kol, patient: row.bonus_patient };
    const price: PlanningPrice = {
      caseType: caseType ?? 'CASO_NOVO',
      items: own.map((i) => ({ quantity: i.quantity, unitCents: i.unit_cents, main: i.main })),
      upgradeCents: offer?.price_cents ?? 0,
      discounts: ownDiscounts.map((d) => ({ type: d.type as 'PERCENTAGE' | 'VALUE', value: d.value, ...(d.step_range ? { stepRange: d.step_range as '10-16' | '17-32' } : {}) })),
      bonusSteps: bonus.dentist + bonus.kol + bonus.patient,
    };
    const view: PlanningView = {
      id: row.id,
      number: row.number,
      isCurrent: row.is_current,
      items: own.map((i) => ({ id: i.id, description: i.description, quantity: i.quantity, unitCents: i.unit_cents, main: i.main, thickness: i.thickness })),
      discounts: ownDiscounts.map((d) => ({ id: d.id, description: d.description, type: d.type as 'PERCENTAGE' | 'VALUE', value: d.value, stepRange: d.step_range as '10-16' | '17-32' | null })),
      upgrade: offer ? { offerId: offer.id, name: offer.name, priceCents: offer.price_cents } : null,
      comment: row.comment,
      mainSteps: mainSteps(price),
      bonus,
      totalCents: planningTotal(price),
      planningWebViewedAt: iso(row.web_viewed_at),
      planningFileViewedAt: iso(row.file_viewed_at),
      viewerUrl: row.viewer_url,
    } as PlanningView;
    return { row, price, view };
  });
};

/** The position of a planning's last item (0 for none): a new item goes after it. */
export const lastItemPosition = async (db: Db, planningId: string): Promise<number> => {
  const { last } = await db.selectFrom('planning_items').select(sql<number>`coalesce(max(position), 0)::int`.as('last')).where('planning_id', '=', planningId).executeTakeFirstOrThrow();
  return Number(last);
};
