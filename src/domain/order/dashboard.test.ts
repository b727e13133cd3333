import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  DashboardSpan,
  DashboardStage,
  dashboardSpans,
  dashboardStages,
  dashboardWeeks,
  dashboardWeekStarts,
  isApproval,
  isRejection,
  stageOf,
  type StatusMoves,
  weeklyFlows,
} from './dashboard';
import { type OrderStatus, orderStatuses } from './order-status';

describe('the dashboard’s stages and weeks', () => {
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

describe('the weeks’ flows through the stages', () => {
  const weeks = 12;
  const mondays = Array.from({ length: weeks }, (_, i) => `2026-09-${String(7 + i).padStart(2, '0')}`);
  /** An order's history: statuses in turn, each in a week no earlier than the one before. */
  const history = fc.array(fc.tuple(fc.constantFrom(...orderStatuses), fc.nat({ max: weeks - 1 })), { minLength: 1, maxLength: 8 }).map((steps) => {
    const sorted = [...steps.map(([, w]) => w)].sort((a, b) => a - b);
    return steps.map(([status], i) => ({ status, week: sorted[i]! }));
  });
  const movesOf = (histories: readonly { status: OrderStatus; week: number }[][]): StatusMoves[] =>
    histories.flatMap((h) => h.map((step, i) => ({ week: step.week, from: i === 0 ? null : h[i - 1]!.status, to: step.status, n: 1 })));

  it('leaves in each stage what entered it less what left it: the orders whose last status is there', () => {
    fc.assert(
      fc.property(fc.array(history, { maxLength: 30 }), (histories) => {
        const flows = weeklyFlows(mondays, movesOf(histories));
        expect(flows.map((w) => w.monday)).toEqual(mondays);
        for (const { stage } of dashboardStages) {
          const net = flows.reduce((sum, w) => sum + w.entered[stage] - w.left[stage], 0);
          expect(net).toBe(histories.filter((h) => stageOf(h.at(-1)!.status) === stage).length);
        }
      }),
    );
  });

  it('counts in its week each move between two stages, once out and once in, and none within a stage or outside the weeks shown', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStatuses),
        fc.constantFrom(...orderStatuses),
        fc.integer({ min: -2, max: weeks + 2 }),
        fc.integer({ min: 1, max: 5 }),
        (from, to, week, n) => {
          const flows = weeklyFlows(mondays, [{ week, from, to, n }]);
          const shown = week >= 0 && week < weeks;
          const [a, b] = [stageOf(from), stageOf(to)];
          for (const [i, w] of flows.entries())
            for (const { stage } of dashboardStages) {
              const here = shown && i === week && a !== b;
              expect([stage, w.left[stage], w.entered[stage]]).toEqual([stage, here && a === stage ? n : 0, here && b === stage ? n : 0]);
            }
          expect(flows.reduce((sum, w) => sum + w.approvals, 0)).toBe(shown && isApproval(from, to) ? n : 0);
          expect(flows.reduce((sum, w) => sum + w.rejections, 0)).toBe(shown && isRejection(from, to) ? n : 0);
          for (const w of flows) for (const side of [w.left, w.entered]) expect(Object.keys(side).sort()).toEqual(dashboardStages.map((s) => s.stage).sort());
        },
      ),
    );
  });

  it('counts approvals, pre-approvals and requests for review in their week', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>('APPROVED', 'WAITING_FOR_PAYMENT', 'REVIEW_REQUESTED'),
        fc.nat({ max: weeks - 1 }),
        fc.integer({ min: 1, max: 5 }),
        (to, week, n) => {
          const flows = weeklyFlows(mondays, [{ week, from: 'WAITING_FOR_APPROVAL', to, n }]);
          const review = to === 'REVIEW_REQUESTED';
          expect(flows.map((w) => [w.approvals, w.rejections])).toEqual(flows.map((_, i) => (i === week ? (review ? [0, n] : [n, 0]) : [0, 0])));
        },
      ),
    );
    expect(DashboardStage.decode('PLANNING')).toEqual(E.right('PLANNING'));
    expect(DashboardSpan.decode('TO_SHIPPING')).toEqual(E.right('TO_SHIPPING'));
  });
});
