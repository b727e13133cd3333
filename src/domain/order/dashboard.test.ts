import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardSpans, dashboardStages, dashboardWeeks, dashboardWeekStarts, isApproval, isRejection, stageOf } from './dashboard';
import { orderStatuses } from './order-status';

describe('the dashboard’s stages and weeks (issue 37)', () => {
  it('puts each status in one stage at most, and drafts, finished and cancelled orders in none', () => {
    for (const status of orderStatuses) expect(dashboardStages.filter((s) => s.statuses.includes(status)).length).toBeLessThanOrEqual(1);
    expect(['DRAFT', 'FINISHED', 'CANCELLED'].map((s) => stageOf(s as never))).toEqual([null, null, null]);
    expect(stageOf('VIRTUAL_PLANNING')).toBe('PLANNING');
  });

  it('goes back twelve Mondays in Brasília time, the current week last, from the first one’s start', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const { mondays, since } = dashboardWeekStarts(now);
        expect(mondays).toHaveLength(12);
        for (const monday of mondays) expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(new Set(mondays).size).toBe(12);
        // The current week holds now: its Monday began at most seven days ago, in Brasília time.
        const lastStart = Date.parse(`${mondays[11]}T03:00:00Z`);
        expect(lastStart).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - lastStart).toBeLessThan(7 * 24 * 3_600_000);
        expect(since.toISOString()).toBe(`${mondays[0]}T03:00:00.000Z`);
      }),
    );
  });

  it('puts every status an order waits in, from receiving to shipping, in exactly one stage, each stage named once in words', () => {
    for (const status of orderStatuses) {
      const stages = dashboardStages.filter((s) => s.statuses.includes(status)).map((s) => s.stage);
      expect([status, stages.length]).toEqual([status, ['DRAFT', 'FINISHED', 'CANCELLED'].includes(status) ? 0 : 1]);
      expect(stageOf(status)).toBe(stages[0] ?? null);
    }
    expect(stageOf(null)).toBeNull();
    expect(dashboardStages.map((s) => s.stage)).toEqual(['RECEIVING', 'PLANNING', 'APPROVAL', 'PRODUCTION', 'SHIPPING']);
    const labels = [...dashboardStages.map((s) => s.label), ...dashboardSpans.map((s) => s.label)];
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-ZÀ-Ú][a-zà-ú]+( [a-zà-ú]+)*$/);
  });

  it('counts an approval, a pre-approval and a rejection only as the dentist’s decision on a planning waiting for it', () => {
    for (const from of [null, ...orderStatuses])
      for (const to of orderStatuses) {
        const decided = from === 'WAITING_FOR_APPROVAL';
        expect([from, to, isApproval(from, to)]).toEqual([from, to, decided && (to === 'APPROVED' || to === 'WAITING_FOR_PAYMENT')]);
        expect([from, to, isRejection(from, to)]).toEqual([from, to, decided && to === 'REVIEW_REQUESTED']);
      }
  });

  it('measures each wait between the events that start and end it: a decision ends the planning’s wait, whichever it was', () => {
    const span = (name: string) => dashboardSpans.find((s) => s.span === name)!;
    expect(dashboardSpans.map((s) => s.span)).toEqual(['TO_PLANNING', 'TO_DECISION', 'TO_SHIPPING']);
    expect(span('TO_PLANNING')).toMatchObject({ from: ['RECEIVED'], to: ['WAITING_FOR_APPROVAL'], start: 'first' });
    // Every decision ends the wait for it; a planning sent again after a review starts a new one.
    expect([...span('TO_DECISION').to].sort()).toEqual(orderStatuses.filter((to) => isApproval('WAITING_FOR_APPROVAL', to) || isRejection('WAITING_FOR_APPROVAL', to)).sort());
    expect(span('TO_DECISION')).toMatchObject({ from: ['WAITING_FOR_APPROVAL'], start: 'latest' });
    expect(span('TO_SHIPPING')).toMatchObject({ from: ['APPROVED'], to: ['SHIPPED'], start: 'first' });
    // Each wait ends in a later stage than it starts.
    const order = dashboardStages.map((s) => s.stage);
    for (const s of dashboardSpans) for (const to of s.to) expect(order.indexOf(stageOf(to)!)).toBeGreaterThan(order.indexOf(stageOf(s.from[0]!)!) - 1);
  });

  it('goes back as many weeks as asked, twelve by default', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-01-01T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 1, max: 30 }), (now, weeks) => {
        const { mondays } = dashboardWeekStarts(now, weeks);
        expect(mondays).toHaveLength(weeks);
        expect(mondays.at(-1)).toBe(dashboardWeekStarts(now).mondays.at(-1));
      }),
    );
    expect(dashboardWeeks).toBe(12);
    // Sunday 23:30 in Brasília is still that week; Monday 00:30 the next.
    expect(dashboardWeekStarts(new Date('2026-11-30T02:30:00Z')).mondays.at(-1)).toBe('2026-11-23');
    expect(dashboardWeekStarts(new Date('2026-11-30T03:30:00Z')).mondays.at(-1)).toBe('2026-11-30');
  });
});
