import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderStatuses, type OrderStatus } from '../order/order-status';
import { bellKinds, describeOrderEvent, eventKindOfTransition, laterOutcomeKinds, mayReceive, notifies, orderEventKinds } from './order-event';
import { isStaff, type Role } from '../people/person';

const anyStatus = fc.constantFrom(...orderStatuses);
const anyRole = fc.constantFrom<Role>('DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER');
const anyId = fc.uuid();
const anyKind = fc.constantFrom(...orderEventKinds);

/** The staff's own bookkeeping: a field edited, a planning's stage models built or refused. */
const bookkeeping: readonly string[] = ['ORDER_EDITED', 'STAGES_READY', 'STAGES_REFUSED'];

describe('order events', () => {
  it('gives a move to waiting for approval, and only that move, the "planning ready" kind', () => {
    fc.assert(fc.property(anyStatus, (to) => (eventKindOfTransition(to) === 'PLANNING_READY') === (to === 'WAITING_FOR_APPROVAL')));
  });

  it('tells apart files asked for and files received, and never calls either a plain status change', () => {
    fc.assert(
      fc.property(anyStatus, (to) => {
        const kind = eventKindOfTransition(to);
        if (to.startsWith('WAITING_NEW_')) return kind === 'FILES_REQUESTED';
        if (to.endsWith('_RECEIVED') && to !== 'RECEIVED') return kind === 'FILES_RECEIVED';
        return kind !== 'FILES_REQUESTED' && kind !== 'FILES_RECEIVED';
      }),
    );
  });

  it('lets a dentist receive the events of their own orders only, never the staff’s bookkeeping, and staff every order’s', () => {
    fc.assert(
      fc.property(anyId, anyRole, anyId, anyKind, (viewerId, role, dentistId, kind) => {
        const received = mayReceive({ id: viewerId, role }, { dentistId, kind });
        expect(received).toBe(role !== 'DENTIST' || (dentistId === viewerId && !bookkeeping.includes(kind)));
        expect(mayReceive({ id: dentistId, role: 'DENTIST' }, { dentistId, kind })).toBe(!bookkeeping.includes(kind));
      }),
    );
  });

  it('notifies a person exactly of the news they may receive and someone else made, never of their own action nor of bookkeeping', () => {
    fc.assert(
      fc.property(anyId, anyRole, anyId, fc.option(anyId), anyKind, (viewerId, role, dentistId, actorId, kind) => {
        const viewer = { id: viewerId, role };
        const event = { dentistId, actorId, kind };
        expect(notifies(viewer, event)).toBe(mayReceive(viewer, event) && kind !== 'ORDER_EDITED' && actorId !== viewerId);
        expect(notifies(viewer, { dentistId, actorId: viewerId, kind })).toBe(false);
      }),
    );
  });

  it('describes every event in a Portuguese sentence that shows no enum value', () => {
    const enumLike = /\b[A-Z]{2,}(_[A-Z]+)*\b/;
    fc.assert(
      fc.property(anyKind, fc.option(anyStatus), fc.boolean(), (kind, to, byStaff) => {
        const text = describeOrderEvent({ kind, to: to, byStaff });
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(enumLike);
        expect(text.trim()).toBe(text);
      }),
    );
  });

  it('says which status a plain change moved to, so two different moves never read the same', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, (a, b) => {
        fc.pre(a !== b && eventKindOfTransition(a) === 'STATUS_CHANGED' && eventKindOfTransition(b) === 'STATUS_CHANGED');
        expect(describeOrderEvent({ kind: 'STATUS_CHANGED', to: a, byStaff: true })).not.toBe(describeOrderEvent({ kind: 'STATUS_CHANGED', to: b, byStaff: true }));
      }),
    );
  });

  it('calls a dentist’s decision on a planning, and only that, a decision', () => {
    const decided: readonly OrderStatus[] = ['APPROVED', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'];
    fc.assert(fc.property(anyStatus, (to) => (eventKindOfTransition(to) === 'DECISION_RECORDED') === decided.includes(to)));
  });

  it('never words two moves to different statuses the same, whatever their kind', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, fc.boolean(), (a, b, byStaff) => {
        fc.pre(a !== b);
        const said = (to: OrderStatus) => describeOrderEvent({ kind: eventKindOfTransition(to), to, byStaff });
        expect(said(a)).not.toBe(said(b));
      }),
    );
  });

  it('words every kind told without a move unlike each other and unlike any move', () => {
    const others = [
      'PAYMENT_CHOSEN',
      'MESSAGE_POSTED',
      'BONUS_APPLIED',
      'FILES_RECEIVED',
      'ORDER_EDITED',
      'MODEL_POSTED',
      'STAGES_READY',
      'STAGES_REFUSED',
      'PAYMENT_RECEIVED',
      'BOLETO_ATTACHED',
      'CHARGE_CANCELLED',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...others), fc.constantFrom(...others), anyStatus, fc.boolean(), (a, b, to, byStaff) => {
        const said = describeOrderEvent({ kind: a, to: null, byStaff });
        if (a !== b) expect(said).not.toBe(describeOrderEvent({ kind: b, to: null, byStaff }));
        expect(said).not.toBe(describeOrderEvent({ kind: eventKindOfTransition(to), to, byStaff }));
      }),
    );
  });

  it('lists in a bell exactly what notifies its owner of another’s action: never a stage build to a dentist', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderEventKinds), anyRole, (kind, role) => {
        const viewer = { id: 'u1', role };
        expect(bellKinds(isStaff(role)).includes(kind)).toBe(notifies(viewer, { dentistId: 'u1', actorId: 'u2', kind }));
      }),
    );
    expect(bellKinds(false)).not.toContain('STAGES_READY');
    expect(bellKinds(true)).toContain('STAGES_READY');
  });

  it('takes only a stage build’s outcomes, written after its request answered, for news that comes later', () => {
    expect([...laterOutcomeKinds].sort()).toEqual(['STAGES_READY', 'STAGES_REFUSED']);
  });

  it('says who acted where the kind leaves it open: a message, files changed without a move', () => {
    for (const kind of ['MESSAGE_POSTED', 'FILES_RECEIVED'] as const) {
      expect(describeOrderEvent({ kind, to: null, byStaff: true })).toMatch(/equipe/);
      expect(describeOrderEvent({ kind, to: null, byStaff: false })).toMatch(/dentista/);
    }
  });

  it('words the moves a dentist waits for in the sentences the bell shows', () => {
    const said = (to: OrderStatus, byStaff = true) => describeOrderEvent({ kind: eventKindOfTransition(to), to, byStaff });
    expect(said('WAITING_FOR_APPROVAL')).toBe('Planejamento pronto para sua aprovação');
    expect(said('APPROVED', false)).toBe('Planejamento aprovado');
    expect(said('REVIEW_REQUESTED', false)).toBe('Revisão do planejamento solicitada');
    expect(said('WAITING_FOR_PAYMENT', false)).toBe('Planejamento pré-aprovado, aguardando pagamento');
    expect(said('WAITING_NEW_MODEL')).toBe('O laboratório pediu um novo modelo');
    expect(said('WAITING_NEW_FILE')).toBe('O laboratório pediu novos arquivos');
    expect(said('MODEL_RECEIVED')).toBe('Modelo recebido pelo laboratório');
    expect(said('NEW_MODEL_RECEIVED', false)).toBe('Novo modelo enviado pelo dentista');
    expect(said('NEW_FILE_RECEIVED', false)).toBe('Novos arquivos enviados pelo dentista');
    expect(describeOrderEvent({ kind: 'PAYMENT_CHOSEN', to: null, byStaff: false })).toBe('Forma de pagamento escolhida');
    expect(describeOrderEvent({ kind: 'BONUS_APPLIED', to: null, byStaff: true })).toBe('Saldo de bônus aplicado ao planejamento');
    expect(describeOrderEvent({ kind: 'STATUS_CHANGED', to: null, byStaff: true })).toBe('Pedido atualizado');
  });
});
