import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { validateBalanceRequest } from './bonus-balance';
import { type BonusOrigin, type BonusReservation, bonusDecisionFor, settleReservations } from './bonus-settlement';
import { orderStatuses } from './order-status';
import { refinementBonusFor } from './refinement-bonus';

// A small ledger driven only through the domain's rules: reservations are validated by
// validateBalanceRequest, decisions settled by settleReservations.
interface Row {
  id: string;
  origin: BonusOrigin;
  /** Credits > 0, debits < 0. */
  steps: number;
  orderId: string | null;
  planningId: string | null;
  grantId: string | null;
  status: 'CREDIT' | 'RESERVED' | 'CONFIRMED';
}

const orders = ['o1', 'o2'] as const;
const planningsOf = (orderId: string) => [`${orderId}-a`, `${orderId}-b`];

type Op =
  | { kind: 'reserve'; order: number; planning: number; dentist: number; kol: number; patient: number }
  | { kind: 'switch'; order: number; planning: number }
  | { kind: 'decide'; order: number; status: 'APPROVED' | 'WAITING_FOR_PAYMENT' | 'REVIEW_REQUESTED' | 'CANCELLED' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('reserve' as const), order: fc.nat(1), planning: fc.nat(1), dentist: fc.nat(12), kol: fc.nat(8), patient: fc.nat(5) }),
  fc.record({ kind: fc.constant('switch' as const), order: fc.nat(1), planning: fc.nat(1) }),
  fc.record({
    kind: fc.constant('decide' as const),
    order: fc.nat(1),
    status: fc.constantFrom('APPROVED' as const, 'WAITING_FOR_PAYMENT' as const, 'REVIEW_REQUESTED' as const, 'CANCELLED' as const),
  }),
);

const scenario = fc.record({
  wallet: fc.nat(20),
  kol: fc.nat(12),
  grants: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
  mainSteps: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 4, maxLength: 4 }),
  ops: fc.array(op, { maxLength: 30 }),
});

const sum = (rows: readonly Row[]) => rows.reduce((s, r) => s + r.steps, 0);

describe('bonus settlement', () => {
  it('spends exactly the approved planning’s reservation, never overdraws a balance, and gives everything back on rejection or cancellation', () => {
    fc.assert(
      fc.property(scenario, ({ wallet, kol, grants, mainSteps, ops }) => {
        let next = 0;
        const newId = () => `r${next++}`;
        let ledger: Row[] = [
          { id: newId(), origin: 'DENTIST', steps: wallet, orderId: null, planningId: null, grantId: null, status: 'CREDIT' },
          { id: newId(), origin: 'KOLS', steps: kol, orderId: null, planningId: null, grantId: null, status: 'CREDIT' },
          ...grants.map((steps): Row => ({ id: newId(), origin: 'PATIENT', steps, orderId: null, planningId: null, grantId: null, status: 'CREDIT' })),
        ];
        const credits = ledger.filter((r) => r.origin === 'PATIENT');
        const current = new Map<string, string>(orders.map((o) => [o, planningsOf(o)[0]!]));
        const decided = new Map<string, string>();
        const stepsOf = (planningId: string) => mainSteps[orders.indexOf(planningId.slice(0, 2) as 'o1') * 2 + (planningId.endsWith('b') ? 1 : 0)]!;

        for (const o of ops) {
          const orderId = orders[o.order]!;
          if (decided.has(orderId)) continue;
          if (o.kind === 'reserve') {
            const planningId = planningsOf(orderId)[o.planning]!;
            const others = ledger.filter((r) => r.planningId !== planningId);
            const grantList = credits.map((g) => ({ id: g.id, patientId: 'p', steps: g.steps, usedByOrderId: ledger.find((r) => r.grantId === g.id)?.orderId ?? null }));
            const refinement = refinementBonusFor(grantList, { id: orderId, patientId: 'p', caseType: 'CASO_CONTINUACAO' });
            const checked = validateBalanceRequest(
              { dentist: o.dentist, kol: o.kol, patient: o.patient },
              {
                totalSteps: stepsOf(planningId),
                availableDentist: Math.max(0, sum(others.filter((r) => r.origin === 'DENTIST'))),
                availableKol: Math.max(0, sum(others.filter((r) => r.origin === 'KOLS'))),
                kolUsedThisMonth: 0,
                availablePatient: refinement?.steps ?? 0,
              },
            );
            if (E.isLeft(checked)) continue;
            ledger = ledger.filter((r) => !(r.planningId === planningId && r.status === 'RESERVED'));
            for (const [origin, steps] of [
              ['DENTIST', o.dentist],
              ['KOLS', o.kol],
              ['PATIENT', o.patient],
            ] as const) {
              if (steps > 0)
                ledger.push({ id: newId(), origin, steps: -steps, orderId, planningId, grantId: origin === 'PATIENT' ? refinement!.grantId : null, status: 'RESERVED' });
            }
          } else if (o.kind === 'switch') {
            current.set(orderId, planningsOf(orderId)[o.planning]!);
            const before = ledger;
            const moves = settleReservations(reservationsOf(ledger, orderId), bonusDecisionFor('WAITING_FOR_APPROVAL', current.get(orderId)!), new Set());
            expect(moves).toEqual({ confirm: [], release: [] });
            expect(ledger).toBe(before);
          } else {
            const approvedPlanning = current.get(orderId)!;
            const heldBefore = -sum(ledger.filter((r) => r.planningId === approvedPlanning && r.status === 'RESERVED'));
            const spent = new Set(ledger.filter((r) => r.status === 'CONFIRMED' && r.grantId !== null).map((r) => r.grantId!));
            const moves = settleReservations(reservationsOf(ledger, orderId), bonusDecisionFor(o.status, approvedPlanning), spent);
            ledger = ledger.filter((r) => !moves.release.includes(r.id)).map((r) => (moves.confirm.includes(r.id) ? { ...r, status: 'CONFIRMED' as const } : r));
            decided.set(orderId, o.status);
            const ofOrder = ledger.filter((r) => r.orderId === orderId);
            // Every reservation of the order is settled one way or the other.
            expect(ofOrder.every((r) => r.status === 'CONFIRMED')).toBe(true);
            if (o.status === 'APPROVED' || o.status === 'WAITING_FOR_PAYMENT') {
              expect(ofOrder.every((r) => r.planningId === approvedPlanning)).toBe(true);
              expect(-sum(ofOrder)).toBeLessThanOrEqual(heldBefore);
            } else {
              expect(ofOrder).toEqual([]);
            }
          }
          // Invariants after every step.
          expect(sum(ledger.filter((r) => r.origin === 'DENTIST'))).toBeGreaterThanOrEqual(0);
          expect(sum(ledger.filter((r) => r.origin === 'KOLS'))).toBeGreaterThanOrEqual(0);
          for (const g of credits) {
            const spentOf = ledger.filter((r) => r.grantId === g.id && r.status === 'CONFIRMED');
            expect(spentOf.length).toBeLessThanOrEqual(1);
            expect(-sum(spentOf)).toBeLessThanOrEqual(g.steps);
          }
        }
        // With every order rejected or cancelled, the balances are whole again.
        if (orders.every((o) => decided.get(o) === 'REVIEW_REQUESTED' || decided.get(o) === 'CANCELLED')) {
          expect(ledger.filter((r) => r.status !== 'CREDIT')).toEqual([]);
        }
      }),
    );
  });

  it('spends 3 of a 20-step wallet when 3 were set on the alternative planning and 3 on the approved one', () => {
    const reservations: BonusReservation[] = [
      { id: 'alt', planningId: 'p2', origin: 'DENTIST', steps: 3, grantId: null, status: 'RESERVED' },
      { id: 'cur', planningId: 'p1', origin: 'DENTIST', steps: 3, grantId: null, status: 'RESERVED' },
    ];
    expect(settleReservations(reservations, { type: 'settle', approvedPlanningId: 'p1' }, new Set())).toEqual({ confirm: ['cur'], release: ['alt'] });
  });

  it('spends a refinement grant reserved on both plannings once', () => {
    const reservations: BonusReservation[] = [
      { id: 'a', planningId: 'p1', origin: 'PATIENT', steps: 3, grantId: 'g', status: 'RESERVED' },
      { id: 'b', planningId: 'p2', origin: 'PATIENT', steps: 3, grantId: 'g', status: 'RESERVED' },
    ];
    expect(settleReservations(reservations, { type: 'settle', approvedPlanningId: 'p2' }, new Set())).toEqual({ confirm: ['b'], release: ['a'] });
    // Already spent elsewhere: given back, not spent twice.
    expect(settleReservations(reservations, { type: 'settle', approvedPlanningId: 'p2' }, new Set(['g']))).toEqual({ confirm: [], release: ['a', 'b'] });
  });

  it('leaves confirmed rows alone and moves nothing for statuses that decide nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.option(fc.constantFrom('p1', 'p2'), { nil: null }), (status, planningId) => {
        const rows: BonusReservation[] = [
          { id: 'done', planningId: 'p1', origin: 'DENTIST', steps: 2, grantId: null, status: 'CONFIRMED' },
          { id: 'held', planningId: 'p2', origin: 'KOLS', steps: 1, grantId: null, status: 'RESERVED' },
        ];
        const decision = bonusDecisionFor(status, planningId);
        if (!['APPROVED', 'WAITING_FOR_PAYMENT', 'REVIEW_REQUESTED', 'CANCELLED'].includes(status)) expect(decision).toEqual({ type: 'keep' });
        const moves = settleReservations(rows, decision, new Set());
        expect([...moves.confirm, ...moves.release]).not.toContain('done');
        const decides = ['APPROVED', 'WAITING_FOR_PAYMENT', 'REVIEW_REQUESTED', 'CANCELLED'].includes(status);
        expect(moves.confirm.length + moves.release.length).toBe(decides ? 1 : 0);
        expect(moves.confirm.includes('held')).toBe(['APPROVED', 'WAITING_FOR_PAYMENT'].includes(status) && planningId === 'p2');
      }),
    );
  });

  it('spends a grant once even when one planning holds it twice, and spends every other balance of that planning', () => {
    const reservations: BonusReservation[] = [
      { id: 'wallet', planningId: 'p1', origin: 'DENTIST', steps: 2, grantId: null, status: 'RESERVED' },
      { id: 'g-first', planningId: 'p1', origin: 'PATIENT', steps: 3, grantId: 'g', status: 'RESERVED' },
      { id: 'kol', planningId: 'p1', origin: 'KOLS', steps: 1, grantId: null, status: 'RESERVED' },
      { id: 'g-again', planningId: 'p1', origin: 'PATIENT', steps: 3, grantId: 'g', status: 'RESERVED' },
    ];
    expect(settleReservations(reservations, bonusDecisionFor('APPROVED', 'p1'), new Set())).toEqual({ confirm: ['wallet', 'g-first', 'kol'], release: ['g-again'] });
  });

  it('gives every reservation back when an approval finds no current planning', () => {
    const reservations: BonusReservation[] = [{ id: 'a', planningId: 'p1', origin: 'DENTIST', steps: 2, grantId: null, status: 'RESERVED' }];
    for (const status of ['APPROVED', 'WAITING_FOR_PAYMENT', 'REVIEW_REQUESTED', 'CANCELLED'] as const) {
      expect(settleReservations(reservations, bonusDecisionFor(status, null), new Set())).toEqual({ confirm: [], release: ['a'] });
    }
  });
});

const reservationsOf = (ledger: readonly Row[], orderId: string): BonusReservation[] =>
  ledger
    .filter((r) => r.orderId === orderId && r.status !== 'CREDIT')
    .map((r) => ({ id: r.id, planningId: r.planningId!, origin: r.origin, steps: -r.steps, grantId: r.grantId, status: r.status as 'RESERVED' | 'CONFIRMED' }));
