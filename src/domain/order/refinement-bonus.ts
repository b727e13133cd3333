import type { CaseType } from './order-labels';

/** Bonus steps granted to a patient for a refinement (spec §9). */
export interface RefinementGrant {
  readonly id: string;
  readonly patientId: string;
  readonly steps: number;
  /** The order that used it; a grant is used once and its surplus expires. */
  readonly usedByOrderId: string | null;
}

export interface RefinementOrder {
  readonly id: string;
  readonly patientId: string;
  readonly caseType: CaseType | null;
}

/**
 * Spec §9: the refinement bonus is usable once, in the continuation order, only for its
 * patient; grants do not add up, the largest one still unused applies.
 */
export const refinementBonusFor = (grants: readonly RefinementGrant[], order: RefinementOrder): { readonly grantId: string; readonly steps: number } | null => {
  if (order.caseType !== 'CASO_CONTINUACAO') return null;
  const usable = grants.filter((g) => g.patientId === order.patientId && g.steps > 0 && (g.usedByOrderId === null || g.usedByOrderId === order.id));
  // The order that already used a grant keeps it; otherwise the largest unused one.
  const own = usable.find((g) => g.usedByOrderId === order.id);
  const best = own ?? [...usable].sort((a, b) => b.steps - a.steps)[0];
  return best ? { grantId: best.id, steps: best.steps } : null;
};
