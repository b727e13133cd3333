import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { Role } from '../people/person';
import {
  portalActor,
  type Actor,
  applyTransition,
  cancellableBy,
  type LifecycleEvent,
  lifecycleMessages,
  nextStatuses,
  type OrderState,
  planningEditable,
  terminalStatuses,
} from './order-lifecycle';
import { type OrderStatus, orderStatuses } from './order-status';

const now = new Date('2026-11-22T10:00:00Z');
const status = fc.constantFrom(...orderStatuses);
const kind = fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO' as const);
type Person = Exclude<Actor, { readonly role: 'PORTAL' }>;
const actor: fc.Arbitrary<Person> = fc.record({ id: fc.constantFrom('u1', 'u2'), role: fc.constantFrom<Role>('DENTIST', 'EMPLOYEE', 'PLANNER', 'CONSULTANT') });
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
    const twice = run({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, [
      [{ type: 'approve' }, dentist],
      [{ type: 'approve' }, dentist],
    ]);
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
    // No payment chosen: nothing to pre-approve with.
    expect(E.isLeft(applyTransition(waiting, { type: 'preApprove', paymentMethod: null }, dentist, now))).toBe(true);
    expect(applyTransition(waiting, { type: 'preApprove', paymentMethod: 'CREDIT_CARD' }, dentist, now)).toMatchObject(E.right({ status: 'WAITING_FOR_PAYMENT' }));
    expect(nextStatuses({ status: 'ANALYSIS', productKind: 'PLACA_CONTENCAO' })).toContain('PRODUCTION');
    expect(nextStatuses({ status: 'ANALYSIS', productKind: 'ALINHADORES' })).not.toContain('PRODUCTION');
  });

  it('allows editing a planning only in VIRTUAL_PLANNING', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(planningEditable(s)).toBe(s === 'VIRTUAL_PLANNING');
      }),
    );
  });
});

describe('order lifecycle, event by event (decisions §6)', () => {
  const dentist: Actor = { id: 'd', role: 'DENTIST' };
  const staffActors = fc.constantFrom<Person>({ id: 's', role: 'EMPLOYEE' }, { id: 'p', role: 'PLANNER' }, { id: 'c', role: 'CONSULTANT' });
  const codeOf = (r: E.Either<{ code: string }, unknown>) => (E.isLeft(r) ? r.left.code : 'OK');
  const statusAfter = (r: E.Either<unknown, { kind: string; status?: OrderStatus }>) => (E.isRight(r) && r.right.kind === 'changed' ? r.right.status : undefined);
  const open = orderStatuses.filter((s) => !terminalStatuses.includes(s));

  it('sends a draft to RECEIVED, or to WAITING_MODEL when the models come by post; nothing else is sent', () => {
    fc.assert(
      fc.property(status, kind, fc.boolean(), (s, k, byPost) => {
        const result = applyTransition({ status: s, productKind: k }, { type: 'submit', byPost }, dentist, now);
        if (terminalStatuses.includes(s)) expect(codeOf(result)).toBe('TERMINAL');
        else if (s === 'DRAFT')
          expect(result).toEqual(
            E.right({
              kind: 'changed',
              status: byPost ? 'WAITING_MODEL' : 'RECEIVED',
              entry: { from: 'DRAFT', to: byPost ? 'WAITING_MODEL' : 'RECEIVED', actorId: 'd', reason: null, at: now },
            }),
          );
        else expect(codeOf(result)).toBe('NOT_ALLOWED');
      }),
    );
    fc.assert(
      fc.property(staffActors, (a) => {
        expect(codeOf(applyTransition({ status: 'DRAFT', productKind: 'ALINHADORES' }, { type: 'submit', byPost: false }, a, now))).toBe('DENTIST_ONLY');
      }),
    );
  });

  it('moves an order by staff along its edges only, with the reason trimmed into the history', () => {
    fc.assert(
      fc.property(fc.constantFrom(...open), kind, status, staffActors, fc.constantFrom('Modelo chegou', '  Revisar  '), (s, k, to, a, r) => {
        const result = applyTransition({ status: s, productKind: k }, { type: 'changeStatus', to, reason: r }, a, now);
        const allowed = to === 'CANCELLED' ? cancellableBy(a.role, s) : nextStatuses({ status: s, productKind: k }).includes(to);
        if (allowed) expect(result).toEqual(E.right({ kind: 'changed', status: to, entry: { from: s, to, actorId: a.id, reason: r.trim(), at: now } }));
        else expect(codeOf(result)).toBe('NOT_ALLOWED');
      }),
    );
    expect(codeOf(applyTransition({ status: 'RECEIVED', productKind: 'ALINHADORES' }, { type: 'changeStatus', to: 'ANALYSIS', reason: 'x' }, dentist, now))).toBe('STAFF_ONLY');
    expect(
      codeOf(applyTransition({ status: 'RECEIVED', productKind: 'ALINHADORES' }, { type: 'changeStatus', to: 'ANALYSIS', reason: ' \t' }, { id: 's', role: 'EMPLOYEE' }, now)),
    ).toBe('REASON_REQUIRED');
  });

  it('follows the edges of decisions §6 from receipt to delivery, and plates skip the planning', () => {
    const edges = (k: 'ALINHADORES' | 'PLACA_CONTENCAO') => Object.fromEntries(open.map((s) => [s, [...nextStatuses({ status: s, productKind: k })].sort()]));
    expect(edges('ALINHADORES')).toEqual({
      DRAFT: [],
      RECEIVED: ['ANALYSIS'],
      WAITING_MODEL: ['MODEL_RECEIVED'],
      MODEL_RECEIVED: ['MODEL_DIGITALIZATION'],
      MODEL_DIGITALIZATION: ['ANALYSIS'],
      ANALYSIS: ['WAITING_NEW_FILE', 'WAITING_NEW_MODEL', 'WAITING_VIRTUAL_PLANNING'],
      WAITING_NEW_FILE: ['NEW_FILE_RECEIVED'],
      WAITING_NEW_MODEL: ['NEW_MODEL_RECEIVED'],
      NEW_FILE_RECEIVED: ['ANALYSIS'],
      NEW_MODEL_RECEIVED: ['ANALYSIS'],
      WAITING_VIRTUAL_PLANNING: ['VIRTUAL_PLANNING'],
      VIRTUAL_PLANNING: ['WAITING_FOR_APPROVAL'],
      WAITING_FOR_APPROVAL: [],
      REVIEW_REQUESTED: ['VIRTUAL_PLANNING'],
      APPROVED: ['PRODUCTION'],
      PRODUCTION: ['PREPARE_SHIPPING'],
      PREPARE_SHIPPING: ['SHIPPED'],
      SHIPPED: ['FINISHED'],
      WAITING_FOR_PAYMENT: ['APPROVED'],
    });
    expect(edges('PLACA_CONTENCAO')).toEqual({ ...edges('ALINHADORES'), ANALYSIS: ['PRODUCTION', 'WAITING_NEW_FILE', 'WAITING_NEW_MODEL'] });
    expect(nextStatuses({ status: 'FINISHED', productKind: 'ALINHADORES' })).toEqual([]);
  });

  it('lets staff ask for approval only from VIRTUAL_PLANNING, and the dentist decide only while waiting for it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...open), kind, staffActors, (s, k, a) => {
        const order = { status: s, productKind: k };
        expect(statusAfter(applyTransition(order, { type: 'requestApproval' }, a, now))).toBe(s === 'VIRTUAL_PLANNING' ? 'WAITING_FOR_APPROVAL' : undefined);
        expect(codeOf(applyTransition(order, { type: 'requestApproval' }, dentist, now))).toBe('STAFF_ONLY');
        const waiting = s === 'WAITING_FOR_APPROVAL';
        expect(statusAfter(applyTransition(order, { type: 'approve' }, dentist, now))).toBe(waiting ? 'APPROVED' : undefined);
        expect(statusAfter(applyTransition(order, { type: 'preApprove', paymentMethod: 'CREDIT_CARD' }, dentist, now))).toBe(waiting ? 'WAITING_FOR_PAYMENT' : undefined);
        expect(codeOf(applyTransition(order, { type: 'preApprove', paymentMethod: 'BOLETO' }, dentist, now))).toBe('CREDIT_CARD_ONLY');
        expect(statusAfter(applyTransition(order, { type: 'reject', reason: ' Outra linha média ' }, dentist, now))).toBe(waiting ? 'REVIEW_REQUESTED' : undefined);
        for (const e of [
          { type: 'approve' },
          { type: 'preApprove', paymentMethod: 'CREDIT_CARD' },
          { type: 'reject', reason: 'x' },
          { type: 'sendToAnalysis' },
        ] as LifecycleEvent[]) {
          // Approving an approved order is a harmless repeat, whoever sends it.
          if (e.type === 'approve' && s === 'APPROVED') continue;
          expect(codeOf(applyTransition(order, e, a, now))).toBe('DENTIST_ONLY');
        }
      }),
    );
    const rejected = applyTransition({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, { type: 'reject', reason: '  Outra linha média ' }, dentist, now);
    expect(E.isRight(rejected) && rejected.right.kind === 'changed' && rejected.right.entry.reason).toBe('Outra linha média');
    expect(codeOf(applyTransition({ status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' }, { type: 'reject', reason: '  ' }, dentist, now))).toBe('REASON_REQUIRED');
  });

  it('takes new files or models back to analysis from the dentist, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...open), kind, (s, k) => {
        const expected = s === 'WAITING_NEW_MODEL' ? 'NEW_MODEL_RECEIVED' : s === 'WAITING_NEW_FILE' ? 'NEW_FILE_RECEIVED' : undefined;
        const result = applyTransition({ status: s, productKind: k }, { type: 'sendToAnalysis' }, dentist, now);
        expect(statusAfter(result)).toBe(expected);
        if (!expected) expect(codeOf(result)).toBe('NOT_ALLOWED');
      }),
    );
  });

  it('answers a terminal order with its own message, and an approved one approved again with no change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...terminalStatuses), kind, event, actor, (s, k, e, a) => {
        const result = applyTransition({ status: s, productKind: k }, e, a, now);
        expect(result).toEqual(E.left({ _tag: 'DomainError', code: 'TERMINAL', message: lifecycleMessages.terminal }));
      }),
    );
    expect(applyTransition({ status: 'APPROVED', productKind: 'PLACA_CONTENCAO' }, { type: 'approve' }, { id: 's', role: 'EMPLOYEE' }, now)).toEqual(
      E.right({ kind: 'unchanged' }),
    );
  });

  it('words every refusal as its own Portuguese sentence', () => {
    const messages = Object.values(lifecycleMessages);
    for (const m of messages) expect(m).toMatch(/^[A-ZÀ-Ú][^]*\.$/);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('pairs every refusal’s code with its sentence, whatever the order, event and actor', () => {
    const sentenceOf: Record<string, string> = {
      NOT_ALLOWED: lifecycleMessages.notAllowed,
      STAFF_ONLY: lifecycleMessages.staffOnly,
      DENTIST_ONLY: lifecycleMessages.dentistOnly,
      REASON_REQUIRED: lifecycleMessages.reasonRequired,
      CREDIT_CARD_ONLY: lifecycleMessages.creditCardOnly,
      TERMINAL: lifecycleMessages.terminal,
    };
    fc.assert(
      fc.property(status, kind, event, actor, (s, k, e, a) => {
        const result = applyTransition({ status: s, productKind: k }, e, a, now);
        if (E.isLeft(result)) expect(result.left.message).toBe(sentenceOf[result.left.code]);
      }),
      { numRuns: 1000 },
    );
  });

  it('lets the dentist cancel from the draft until the planning is decided, and staff until the order ships', () => {
    const dentistWindow = [
      'DRAFT',
      ...orderStatuses.slice(orderStatuses.indexOf('RECEIVED'), orderStatuses.indexOf('VIRTUAL_PLANNING') + 1),
      'WAITING_FOR_APPROVAL',
      'REVIEW_REQUESTED',
    ];
    const staffWindow = [...dentistWindow, 'WAITING_FOR_PAYMENT', 'APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING'];
    for (const s of orderStatuses) {
      expect(cancellableBy('DENTIST', s), s).toBe(dentistWindow.includes(s));
      expect(cancellableBy('EMPLOYEE', s), s).toBe(staffWindow.includes(s));
    }
  });

  it('records a cancellation by staff through a status change with its reason trimmed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses.filter((s) => cancellableBy('EMPLOYEE', s))), kind, (s, k) => {
        const result = applyTransition({ status: s, productKind: k }, { type: 'changeStatus', to: 'CANCELLED', reason: '  Pedido duplicado ' }, { id: 's', role: 'PLANNER' }, now);
        expect(result).toEqual(E.right({ kind: 'changed', status: 'CANCELLED', entry: { from: s, to: 'CANCELLED', actorId: 's', reason: 'Pedido duplicado', at: now } }));
        const byDentist = applyTransition({ status: s, productKind: k }, { type: 'cancel', reason: ' Desistiu ' }, { id: 'd', role: 'DENTIST' }, now);
        if (cancellableBy('DENTIST', s)) expect(E.isRight(byDentist) && byDentist.right.kind === 'changed' && byDentist.right.entry.reason).toBe('Desistiu');
      }),
    );
  });

  it('approves, pre-approves and asks for approval with a history entry naming who did it', () => {
    const waiting: OrderState = { status: 'WAITING_FOR_APPROVAL', productKind: 'ALINHADORES' };
    const dentist: Actor = { id: 'd', role: 'DENTIST' };
    const entry = (from: OrderStatus, to: OrderStatus, actorId: string) => E.right({ kind: 'changed', status: to, entry: { from, to, actorId, reason: null, at: now } });
    expect(applyTransition(waiting, { type: 'approve' }, dentist, now)).toEqual(entry('WAITING_FOR_APPROVAL', 'APPROVED', 'd'));
    expect(applyTransition(waiting, { type: 'preApprove', paymentMethod: 'CREDIT_CARD' }, dentist, now)).toEqual(entry('WAITING_FOR_APPROVAL', 'WAITING_FOR_PAYMENT', 'd'));
    expect(applyTransition({ ...waiting, status: 'VIRTUAL_PLANNING' }, { type: 'requestApproval' }, { id: 'p', role: 'PLANNER' }, now)).toEqual(
      entry('VIRTUAL_PLANNING', 'WAITING_FOR_APPROVAL', 'p'),
    );
  });

  it('approves a pre-approved order when its payment is confirmed, by anyone or by the bank, and moves no other', () => {
    fc.assert(
      fc.property(status, kind, fc.oneof(actor, fc.constant(portalActor)), (s, k, a) => {
        const result = applyTransition({ status: s, productKind: k }, { type: 'paymentConfirmed' }, a, now);
        if (s === 'WAITING_FOR_PAYMENT')
          expect(result).toEqual(E.right({ kind: 'changed', status: 'APPROVED', entry: { from: s, to: 'APPROVED', actorId: a.id, reason: null, at: now } }));
        else expect(result).toEqual(E.right({ kind: 'unchanged' }));
      }),
    );
  });

  it('lets the portal itself make no other move', () => {
    fc.assert(
      fc.property(status, kind, (s, k) => {
        expect(codeOf(applyTransition({ status: s, productKind: k }, { type: 'cancel', reason: 'Motivo' }, portalActor, now))).toBe('NOT_ALLOWED');
        expect(codeOf(applyTransition({ status: s, productKind: k }, { type: 'approve' }, portalActor, now))).toBe('NOT_ALLOWED');
      }),
    );
  });
});
