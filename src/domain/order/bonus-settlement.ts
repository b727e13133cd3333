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

/**
 * What the dentist (or staff) decided about the order's plannings: settle (approve one
 * planning, or none on a rejection or cancellation), or nothing yet (switching the current
 * planning keeps every reservation).
 */
export type BonusDecision = { readonly type: 'settle'; readonly approvedPlanningId: string | null } | { readonly type: 'keep' };

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
  const approving = status === 'APPROVED' || status === 'WAITING_FOR_PAYMENT';
  if (approving || status === 'REVIEW_REQUESTED' || status === 'CANCELLED') return { type: 'settle', approvedPlanningId: approving ? currentPlanningId : null };
  return { type: 'keep' };
};

/**
 * Spec §5 and §9: approving a planning spends exactly what that planning reserved and gives
 * back what every other planning held; a refinement grant already spent (`spentGrants`, in
 * any order) is never spent again. Rejecting or cancelling gives every reserved step back.
 */
export const settleReservations = (reservations: readonly BonusReservation[], decision: BonusDecision, spentGrants: ReadonlySet<string>): SettlementMoves => {
  if (decision.type !== 'settle') return { confirm: [], release: [] };
  const confirm: string[] = [];
  const release: string[] = [];
  const spent = new Set<string | null>(spentGrants);
  for (const r of reservations.filter((row) => row.status === 'RESERVED')) {
    const grantTaken = r.grantId !== null && spent.has(r.grantId);
    if (r.planningId === decision.approvedPlanningId && !grantTaken) {
      confirm.push(r.id);
      spent.add(r.grantId);
    } else {
      release.push(r.id);
    }
  }
  return { confirm, release };
};
