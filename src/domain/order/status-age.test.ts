import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status';
import { defaultStatusTargets, isValidTargetHours, lateBefore, pastTarget, statusAge, statusAgeLabel, targetLabel, targetStatuses } from './status-age';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
const hourMs = 3_600_000;

describe('how long an order has waited in its status', () => {
  it('counts whole days and hours, the hours under a day, never negative', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1000 * hourMs, max: 10_000 * hourMs }), (since, elapsed) => {
        const age = statusAge(since, new Date(since.getTime() + elapsed));
        expect(age.hours).toBeGreaterThanOrEqual(0);
        expect(age.hours).toBeLessThan(24);
        expect(age.days).toBeGreaterThanOrEqual(0);
        expect(age.days * 24 + age.hours).toBe(Math.max(0, Math.floor(elapsed / hourMs)));
      }),
    );
  });

  it('says it in Portuguese words', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    const after = (ms: number) => statusAgeLabel(at, new Date(at.getTime() + ms));
    expect([after(0), after(hourMs), after(5 * hourMs), after(24 * hourMs), after(28 * hourMs), after(49 * hourMs)]).toEqual([
      'menos de 1 hora',
      '1 hora',
      '5 horas',
      '1 dia',
      '1 dia e 4 horas',
      '2 dias e 1 hora',
    ]);
    expect([targetLabel(72), targetLabel(36), targetLabel(1)]).toEqual(['3 dias', '36 horas', '1 hora']);
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10_000 * hourMs }), (since, elapsed) => {
        expect(statusAgeLabel(since, new Date(since.getTime() + elapsed))).toMatch(/^(menos de 1 hora|\d+ horas?|\d+ dias?( e \d+ horas?)?)$/);
      }),
    );
  });

  it('is past the target exactly when it entered its status before the late bound; a status without target never is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStatuses),
        instant,
        fc.integer({ min: 0, max: 1000 * hourMs }),
        fc.dictionary(fc.constantFrom(...orderStatuses), fc.integer({ min: 1, max: 500 })),
        (status, since, elapsed, targets) => {
          const now = new Date(since.getTime() + elapsed);
          const bound = lateBefore(status, now, targets);
          expect(pastTarget(status, since, now, targets)).toBe(bound !== undefined && since.getTime() < bound.getTime());
          if (targets[status] === undefined) expect(pastTarget(status, since, now, targets)).toBe(false);
        },
      ),
    );
  });

  it('is late from the first instant past its target, and not at it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), instant, fc.integer({ min: 1, max: 366 * 24 }), (status, since, target) => {
        const targets = { [status]: target };
        const at = new Date(since.getTime() + target * hourMs);
        expect(pastTarget(status, since, at, targets)).toBe(false);
        expect(pastTarget(status, since, new Date(at.getTime() + 1), targets)).toBe(true);
        expect(lateBefore(status, at, targets)).toEqual(since);
        expect(lateBefore(status, at, {})).toBeUndefined();
      }),
    );
  });

  it('takes a target of one hour up to a year of 366 days, in whole hours, said in days when whole', () => {
    expect([1, 366 * 24].map(isValidTargetHours)).toEqual([true, true]);
    expect(isValidTargetHours(366 * 24 + 1)).toBe(false);
    expect(targetLabel(24)).toBe('1 dia');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 366 }), (days) => {
        expect(targetLabel(days * 24)).toBe(days === 1 ? '1 dia' : `${days} dias`);
      }),
    );
  });

  it('offers a target wherever an order waits for someone, never for a draft, a cancelled or a finished order', () => {
    expect([...targetStatuses].sort()).toEqual(orderStatuses.filter((s) => !['DRAFT', 'CANCELLED', 'FINISHED'].includes(s)).sort());
    for (const status of Object.keys(defaultStatusTargets)) expect(targetStatuses).toContain(status);
  });

  it('has the issue’s defaults, each a valid target', () => {
    expect(defaultStatusTargets).toMatchObject({ VIRTUAL_PLANNING: 72, REVIEW_REQUESTED: 72, WAITING_FOR_APPROVAL: 168, PRODUCTION: 120 });
    expect(Object.values(defaultStatusTargets).every((h) => h !== undefined && isValidTargetHours(h))).toBe(true);
    expect([0, 0.5, -3, 9000].map(isValidTargetHours)).toEqual([false, false, false, false]);
  });
});
