import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderStatuses, type OrderStatus } from '../order/order-status';
import type { Role } from '../people/person';
import { describeOrderEvent, eventKindOfTransition, mayReceive, notifies, orderEventKinds } from './order-event';

const anyStatus = fc.constantFrom(...orderStatuses);
const anyRole = fc.constantFrom<Role>('DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER');
const anyId = fc.uuid();
const anyKind = fc.constantFrom(...orderEventKinds);

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

  it('lets a dentist receive the events of their own orders only, and staff every order’s', () => {
    fc.assert(
      fc.property(anyId, anyRole, anyId, (viewerId, role, dentistId) => {
        const received = mayReceive({ id: viewerId, role }, { dentistId });
        expect(received).toBe(role !== 'DENTIST' || dentistId === viewerId);
        expect(mayReceive({ id: dentistId, role: 'DENTIST' }, { dentistId })).toBe(true);
      }),
    );
  });

  it('never notifies a person of their own action, nor of an event they may not receive', () => {
    fc.assert(
      fc.property(anyId, anyRole, anyId, fc.option(anyId), (viewerId, role, dentistId, actorId) => {
        const viewer = { id: viewerId, role };
        const event = { dentistId, actorId };
        if (notifies(viewer, event)) {
          expect(mayReceive(viewer, event)).toBe(true);
          expect(actorId).not.toBe(viewerId);
        }
        expect(notifies(viewer, { dentistId, actorId: viewerId })).toBe(false);
      }),
    );
  });

  it('describes every event in a Portuguese sentence that shows no enum value', () => {
    const enumLike = /\b[A-Z]{2,}(_[A-Z]+)*\b/;
    fc.assert(
      fc.property(anyKind, fc.option(anyStatus), fc.boolean(), (kind, to, byStaff) => {
        const text = describeOrderEvent({ kind, to: to as OrderStatus | null, byStaff });
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
});
