import type { CaseType } from '../domain/order/order-labels';
import type { PlanningPrice } from '../domain/order/planning-total';
import type { BonusSteps, PlanningDiscountView, PlanningItem } from './order-detail.contract';

type Priced<T> = Omit<T, 'id'>;

/** What a planning's price is made of, as the wire carries it (ids aside). */
export interface PlanningPriceParts {
  readonly items: readonly Priced<PlanningItem>[];
  readonly upgrade: { readonly name: string; readonly priceCents: number } | null;
  readonly discounts: readonly Priced<PlanningDiscountView>[];
  readonly bonus: BonusSteps;
}

/**
 * A planning as the domain prices it, from what the wire carries of it: the server prices
 * the plannings it sends this way, and the browser and the planning's PDF read their lines
 * from the same price, so a line shown can never disagree with the total.
 */
export const planningPriceOf = (p: PlanningPriceParts, caseType: CaseType | null): PlanningPrice => ({
  caseType: caseType ?? 'CASO_NOVO',
  items: p.items.map((i) => ({ description: i.description, quantity: i.quantity, unitCents: i.unitCents, main: i.main })),
  upgradeCents: p.upgrade?.priceCents ?? 0,
  ...(p.upgrade ? { upgradeName: p.upgrade.name } : {}),
  discounts: p.discounts.map((d) => ({ description: d.description, type: d.type, value: d.value, ...(d.stepRange ? { stepRange: d.stepRange } : {}) })),
  bonusSteps: p.bonus.dentist + p.bonus.kol + p.bonus.patient,
});
