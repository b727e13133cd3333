import type { CaseType } from './order-labels';

export interface PlanningItem {
  /** What people read on the line ("Etapas de alinhadores (ambas as arcadas)"). */
  readonly description?: string;
  readonly quantity: number;
  readonly unitCents: number;
  /** Main items are the aligner steps that bonus steps pay for. */
  readonly main: boolean;
}

export interface PlanningDiscount {
  readonly description?: string;
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
  readonly upgradeName?: string;
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

/**
 * One line of a planning's price as people read it: a charge (an item, the upgrade) in
 * positive cents, or a deduction (bonus steps, a discount) in negative cents. `index` points
 * into the planning's items or discounts.
 */
export type PriceLine =
  | { readonly kind: 'item'; readonly index: number; readonly cents: number }
  | { readonly kind: 'upgrade'; readonly cents: number }
  | { readonly kind: 'bonus'; readonly steps: number; readonly ofSteps: number; readonly cents: number }
  | { readonly kind: 'discount'; readonly index: number; readonly cents: number };

export interface PriceBreakdown {
  readonly lines: readonly PriceLine[];
  readonly totalCents: number;
}

/** The value of one bonus step: the main items' average step price, rounded to the cent. */
const bonusStepCents = (p: Pick<PlanningPrice, 'items'>): number => {
  const steps = mainSteps(p);
  return steps > 0 ? Math.round(p.items.filter((i) => i.main).reduce((s, i) => s + i.unitCents * i.quantity, 0) / steps) : 0;
};

/**
 * A planning's price line by line: items and upgrade, less the bonus steps, then each
 * discount on what is left (percentages round half up to the cent). A deduction never takes
 * more than what is left, so the lines always add up to the total, which is never below zero.
 */
export const priceBreakdown = (p: PlanningPrice): PriceBreakdown => {
  const lines: PriceLine[] = p.items.map((i, index) => ({ kind: 'item', index, cents: i.quantity * i.unitCents }));
  if (p.upgradeCents > 0) lines.push({ kind: 'upgrade', cents: p.upgradeCents });
  let total = lines.reduce((s, l) => s + l.cents, 0);
  const bonusSteps = Math.min(p.bonusSteps, mainSteps(p));
  if (bonusSteps > 0) {
    const off = Math.min(total, bonusSteps * bonusStepCents(p));
    lines.push({ kind: 'bonus', steps: bonusSteps, ofSteps: mainSteps(p), cents: -off });
    total -= off;
  }
  p.discounts.forEach((d, index) => {
    const wanted = d.type === 'PERCENTAGE' ? Math.floor((total * Math.min(d.value, 10_000)) / 10_000 + 0.5) : d.value;
    const off = Math.min(total, Math.max(0, wanted));
    lines.push({ kind: 'discount', index, cents: -off });
    total -= off;
  });
  return { lines, totalCents: total };
};

/** A planning's total in whole cents, never below zero: the sum of its price lines. */
export const planningTotal = (p: PlanningPrice): number => priceBreakdown(p).totalCents;

/** The step-range discounts that applying bonus steps now would take away for good (spec §4). */
export const discountsAtStake = (p: PlanningPrice): readonly PlanningDiscount[] => {
  const kept = applyBonusSteps(p, 1).discounts;
  return p.discounts.filter((d) => !kept.includes(d));
};

/** Using the balance or not, as the dentist weighs it (spec §4): what each costs, which costs less, and from how many steps using it pays off. */
export interface BonusChoice {
  /** The total with no bonus step. */
  readonly withoutCents: number;
  /** The total with the chosen steps. */
  readonly withCents: number;
  /** The discounts the first use takes away, which never come back. */
  readonly lostForGood: readonly PlanningDiscount[];
  readonly cheaper: 'WITH' | 'WITHOUT' | 'SAME';
  /** The fewest steps, up to `maxSteps`, with which using the balance costs less than not using it; none when no such number. */
  readonly worthFrom: number | undefined;
}

export const bonusChoice = (p: PlanningPrice, steps: number, maxSteps: number): BonusChoice => {
  const totalWith = (n: number) => planningTotal(applyBonusSteps(p, n));
  const withoutCents = totalWith(0);
  const withCents = totalWith(steps);
  const worthFrom = Array.from({ length: Math.max(0, maxSteps) }, (_, i) => i + 1).find((n) => totalWith(n) < withoutCents);
  return {
    withoutCents,
    withCents,
    lostForGood: discountsAtStake(p),
    cheaper: withCents < withoutCents ? 'WITH' : withCents > withoutCents ? 'WITHOUT' : 'SAME',
    worthFrom,
  };
};
