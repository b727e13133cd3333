import type { OrderStatus } from './order-status';

// ---- model ----

export type BonusOrigin = 'DENTIST' | 'KOLS' | 'PATIENT';

/** Steps a planning holds from one balance, reserved until the dentist decides. */
export interface BonusReservation {
  readonly id: string;
  readonly planningId: string;
  readonly origin: BonusOrigin;
  /** Steps held, a positive count. */
  readonly steps: number;
  /** The refinement grant drawn from (PATIENT only). */
  readonly grantId: string | null;
  readonly status: 'RESERVED' | 'CONFIRMED';
}

/** What the dentist (or staff) decided about the order's plannings. */
export type BonusDecision =
  | { readonly type: 'approve'; readonly planningId: string }
  | { readonly type: 'release' }
  /** Nothing decided yet: switching the current planning keeps every reservation. */
  | { readonly type: 'keep' };

/** Ledger moves of one decision: reservations spent, reservations given back. */
export interface SettlementMoves {
  readonly confirm: readonly string[];
  readonly release: readonly string[];
}

// ---- rules ----

/**
 * The decision an order's new status stands for: approval and pre-approval decide for the
 * current planning; a rejection or a cancellation decides against every planning.
 */
export const bonusDecisionFor = (status: OrderStatus, currentPlanningId: string | null): BonusDecision => {
  if (status === 'APPROVED' || status === 'WAITING_FOR_PAYMENT') return currentPlanningId === null ? { type: 'release' } : { type: 'approve', planningId: currentPlanningId };
  if (status === 'REVIEW_REQUESTED' || status === 'CANCELLED') return { type: 'release' };
  return { type: 'keep' };
};

/**
 * Spec §5 and §9: approving a planning spends exactly what that planning reserved and gives
 * back what every other planning held; a refinement grant already spent (`spentGrants`, in
 * any order) is never spent again. Rejecting or cancelling gives every reserved step back.
 */
export const settleReservations = (reservations: readonly BonusReservation[], decision: BonusDecision, spentGrants: ReadonlySet<string>): SettlementMoves => {
  const reserved = reservations.filter((r) => r.status === 'RESERVED');
  if (decision.type === 'keep') return { confirm: [], release: [] };
  if (decision.type === 'release') return { confirm: [], release: reserved.map((r) => r.id) };
  const confirm: string[] = [];
  const release: string[] = [];
  const spent = new Set(spentGrants);
  for (const r of reserved) {
    const grantTaken = r.grantId !== null && spent.has(r.grantId);
    if (r.planningId === decision.planningId && !grantTaken) {
      confirm.push(r.id);
      if (r.grantId !== null) spent.add(r.grantId);
    } else {
      release.push(r.id);
    }
  }
  return { confirm, release };
};
