import type { CaseType } from './order-labels';

export interface PlanningItem {
  readonly quantity: number;
  readonly unitCents: number;
  /** Main items are the aligner steps that bonus steps pay for. */
  readonly main: boolean;
}

export interface PlanningDiscount {
  readonly type: 'PERCENTAGE' | 'VALUE';
  /** Basis points (1% = 100) for PERCENTAGE, cents for VALUE. */
  readonly value: number;
  /** Spec §4: the CASO_NOVO discounts for plannings of 10 to 16 or 17 to 32 steps. */
  readonly stepRange?: '10-16' | '17-32';
}

export interface PlanningPrice {
  readonly caseType: CaseType;
  readonly items: readonly PlanningItem[];
  readonly upgradeCents: number;
  readonly discounts: readonly PlanningDiscount[];
  readonly bonusSteps: number;
}

/** Main steps of a planning. */
export const mainSteps = (p: Pick<PlanningPrice, 'items'>): number => p.items.filter((i) => i.main).reduce((n, i) => n + i.quantity, 0);

/**
 * Spec §4: for a new case, the step-range discounts are removed when bonus steps are
 * applied for the first time.
 */
export const applyBonusSteps = (p: PlanningPrice, bonusSteps: number): PlanningPrice => ({
  ...p,
  bonusSteps,
  discounts: p.caseType === 'CASO_NOVO' && p.bonusSteps === 0 && bonusSteps > 0 ? p.discounts.filter((d) => d.stepRange === undefined) : p.discounts,
});

/** A planning's total in whole cents, never below zero: items and upgrade, less bonus steps, then discounts. */
export const planningTotal = (p: PlanningPrice): number => {
  const subtotal = p.items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0) + p.upgradeCents;
  const main = p.items.filter((i) => i.main);
  const unit = main.length > 0 ? Math.round(main.reduce((s, i) => s + i.unitCents * i.quantity, 0) / Math.max(1, mainSteps(p))) : 0;
  const bonus = Math.min(p.bonusSteps, mainSteps(p)) * unit;
  let total = Math.max(0, subtotal - bonus);
  for (const d of p.discounts) {
    // Percentages round half up to the cent.
    total -= d.type === 'PERCENTAGE' ? Math.floor((total * Math.min(d.value, 10_000)) / 10_000 + 0.5) : d.value;
    total = Math.max(0, total);
  }
  return total;
};
