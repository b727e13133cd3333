import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { Role } from '../people/person';
import { type Actor, applyTransition, cancellableBy, type LifecycleEvent, lifecycleMessages, nextStatuses, type OrderState, planningEditable, terminalStatuses } from './order-lifecycle';
import { type OrderStatus, orderStatuses } from './order-status';

const now = new Date('2026-11-22T10:00:00Z');
const status = fc.constantFrom(...orderStatuses);
const kind = fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO' as const);
const actor: fc.Arbitrary<Actor> = fc.record({ id: fc.constantFrom('u1', 'u2'), role: fc.constantFrom<Role>('DENTIST', 'EMPLOYEE', 'PLANNER', 'CONSULTANT') });
const reason = fc.constantFrom('', '  ', 'Paciente desistiu', 'Ajustar planejamento');
const event: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  fc.boolean().map((byPost) => ({ type: 'submit' as const, byPost })),
  fc.tuple(status, reason).map(([to, r]) => ({ type: 'changeStatus' as const, to, reason: r })),
  fc.constant({ type: 'requestApproval' as const }),
  fc.constant({ type: 'approve' as const }),
  fc.constantFrom('CREDIT_CARD', 'PIX').map((paymentMethod) => ({ type: 'preApprove' as const, paymentMethod })),
  reason.map((r) => ({ type: 'reject' as const, reason: r })),
  reason.map((r) => ({ type: 'cancel' as const, reason: r })),
  fc.constant({ type: 'sendToAnalysis' as const }),
);

/** Runs events, keeping the history, skipping refused ones. */
const run = (start: OrderState, steps: readonly [LifecycleEvent, Actor][]) => {
  let order = start;
  const history: unknown[] = [];
  for (const [e, a] of steps) {
    const result = applyTransition(order, e, a, now);
    if (E.isRight(result) && result.right.kind === 'changed') {
      history.push(result.right.entry);
      order = { ...order, status: result.right.status };
    }
  }
  return { order, history };
};

describe('order lifecycle', () => {
  it('keeps terminal statuses terminal, whatever happens', () => {
    fc.assert(
      fc.property(fc.constantFrom(...terminalStatuses), kind, fc.array(fc.tuple(event, actor), { maxLength: 20 }), (s, k, steps) => {
        expect(run({ status: s, productKind: k }, steps).order.status).toBe(s);
      }),
    );
  });

  it('adds exactly one history entry per accepted change, from the old status to the new', () => {
    fc.assert(
      fc.property(status, kind, event, actor, (s, k, e, a) => {
        const result = applyTransition({ status: s, productKind: k }, e, a, now);
        if (E.isRight(result) && result.right.kind === 'changed') {
          expect(result.right.entry).toMatchObject({ from: s, to: result.right.status, actorId: a.id, at: now });
          expect(result.right.status).not.toBe(s);
        }
      }),
    );
    fc.assert(
      fc.property(status, kind, fc.array(fc.tuple(event, actor), { maxLength: 30 }), (s, k, steps) => {
        const { history } = run({ status: s, productKind: k }, steps);
        (history as { from: OrderStatus; to: OrderStatus }[]).forEach((h, i, all) => {
          if (i > 0) expect(h.from).toBe(all[i - 1]!.to);
        });
      }),
    );
  });

  it('approving an approved order changes nothing, and approving twice equals approving once', () => {
    const dentist: Actor = { id: 'd', role: 'DENTIST' };
    expect(applyTransition({ status: 'APPROVED', productKind: 'ALINHADORES' }, { type: 'approve' }, dentist, now)).toEqual(E.right({ kind: 'unchanged' }));
    const once = run({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, [[{ type: 'approve' }, dentist]]);
    const twice = run({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, [[{ type: 'approve' }, dentist], [{ type: 'approve' }, dentist]]);
    expect(twice).toEqual(once);
  });

  it('lets only the dentist decide on the planning, and only staff move the production', () => {
    fc.assert(
      fc.property(status, kind, event, actor, (s, k, e, a) => {
        const result = applyTransition({ status: s, productKind: k }, e, a, now);
        const staff = a.role !== 'DENTIST';
        if (E.isRight(result) && result.right.kind === 'changed') {
          if (['approve', 'reject', 'preApprove', 'submit', 'sendToAnalysis'].includes(e.type)) expect(staff).toBe(false);
          if (['changeStatus', 'requestApproval'].includes(e.type)) expect(staff).toBe(true);
        }
      }),
    );
  });

  it('asks for a reason to cancel, reject or change status, and keeps cancellation to its window', () => {
    const dentist: Actor = { id: 'd', role: 'DENTIST' };
    const staff: Actor = { id: 's', role: 'EMPLOYEE' };
    const left = (r: E.Either<{ message: string }, unknown>) => (E.isLeft(r) ? r.left.message : undefined);
    expect(left(applyTransition({ status: 'ANALYSIS', productKind: 'ALINHADORES' }, { type: 'cancel', reason: ' ' }, dentist, now))).toBe(lifecycleMessages.reasonRequired);
    expect(E.isRight(applyTransition({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, { type: 'cancel', reason: 'x' }, dentist, now))).toBe(true);
    expect(left(applyTransition({ status: 'PRODUCTION', productKind: 'ALINHADORES' }, { type: 'cancel', reason: 'x' }, dentist, now))).toBe(lifecycleMessages.notAllowed);
    expect(E.isRight(applyTransition({ status: 'PRODUCTION', productKind: 'ALINHADORES' }, { type: 'cancel', reason: 'x' }, staff, now))).toBe(true);
    expect(left(applyTransition({ status: 'SHIPPED', productKind: 'ALINHADORES' }, { type: 'cancel', reason: 'x' }, staff, now))).toBe(lifecycleMessages.notAllowed);
  });

  it('offers cancelling exactly where a cancel with a reason is accepted, and never after shipping', () => {
    fc.assert(
      fc.property(status, kind, actor, (s, k, a) => {
        const accepted = E.isRight(applyTransition({ status: s, productKind: k }, { type: 'cancel', reason: 'Motivo' }, a, now));
        expect(cancellableBy(a.role, s)).toBe(accepted);
        if (['SHIPPED', 'FINISHED', 'CANCELLED'].includes(s)) expect(cancellableBy(a.role, s)).toBe(false);
      }),
    );
  });

  it('pre-approves only with a credit card, and sends retention plates from analysis to production', () => {
    const dentist: Actor = { id: 'd', role: 'DENTIST' };
    const waiting: OrderState = { status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' };
    expect(E.isLeft(applyTransition(waiting, { type: 'preApprove', paymentMethod: 'PIX' }, dentist, now))).toBe(true);
    expect(applyTransition(waiting, { type: 'preApprove', paymentMethod: 'CREDIT_CARD' }, dentist, now)).toMatchObject(E.right({ status: 'WAITING_FOR_PAYMENT' }));
    expect(nextStatuses({ status: 'ANALYSIS', productKind: 'PLACA_CONTENCAO' })).toContain('PRODUCTION');
    expect(nextStatuses({ status: 'ANALYSIS', productKind: 'ALINHADORES' })).not.toContain('PRODUCTION');
  });

  it('allows editing a planning only in VIRTUAL_PLANNING', () => {
    fc.assert(fc.property(status, (s) => { expect(planningEditable(s)).toBe(s === 'VIRTUAL_PLANNING'); }));
  });
});
