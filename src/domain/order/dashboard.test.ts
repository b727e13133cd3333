import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardStages, dashboardWeekStarts, stageOf } from './dashboard';
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
});
