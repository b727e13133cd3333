import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/orders.contract';
import { dashboardSpans, dashboardStages, dashboardWeekStarts, isApproval, isRejection, stageOf } from '../../domain/order/dashboard';
import type { OrderStatus } from '../../domain/order/order-status';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { rebuildOrderWaits } from './order-waits.repository';

const hourMs = 3_600_000;
// Two years past the demo's history: the weeks shown hold only the orders generated here.
const later = 2 * 365 * 24 * hourMs;
const appStart = Date.parse('2026-11-21T12:00:00Z');
const now = new Date(appStart + later);
const reasons = ['Ajustar o IPR', 'Mais attachments', 'Rever a linha média', 'Corrigir a extrusão'];

interface Move {
  readonly from: OrderStatus | null;
  readonly to: OrderStatus;
  readonly at: Date;
  readonly reason: string | null;
}

/** An order's path: received, planned, reviewed some rounds, approved, produced and shipped, cut anywhere. */
const anOrder = fc.record({
  startHoursAgo: fc.integer({ min: 24, max: 11 * 7 * 24 }),
  gaps: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 12, maxLength: 12 }),
  reviews: fc.array(fc.record({ reason: fc.constantFrom(...reasons), padded: fc.boolean() }), { maxLength: 2 }),
  steps: fc.integer({ min: 1, max: 12 }),
});

const movesOf = (g: { startHoursAgo: number; gaps: number[]; reviews: { reason: string; padded: boolean }[]; steps: number }): Move[] => {
  const path: [OrderStatus, string | null][] = [
    ['RECEIVED', null],
    ['ANALYSIS', null],
    ['VIRTUAL_PLANNING', null],
    ['WAITING_FOR_APPROVAL', null],
  ];
  for (const review of g.reviews)
    path.push(['REVIEW_REQUESTED', review.padded ? `  ${review.reason} ` : review.reason], ['VIRTUAL_PLANNING', null], ['WAITING_FOR_APPROVAL', null]);
  path.push(['APPROVED', null], ['PRODUCTION', null], ['SHIPPED', null]);
  let at = now.getTime() - g.startHoursAgo * hourMs;
  const moves: Move[] = [];
  let from: OrderStatus = 'DRAFT';
  for (const [i, [to, reason]] of path.slice(0, g.steps).entries()) {
    at += (g.gaps[i % g.gaps.length] ?? 1) * (hourMs / 4);
    if (at >= now.getTime()) break;
    moves.push({ from, to, at: new Date(at), reason });
    from = to;
  }
  return moves;
};

/** PostgreSQL's percentile_cont: linear between the two closest ranks. */
const percentile = (values: readonly number[], p: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
};

describe.each(testDatabaseTargets())('the staff’s dashboard on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let orders: Move[][];
  let before: Dashboard;

  beforeAll(async () => {
    t = await startTestApp(target);
    t.advance(later);
    staff = await t.login('atendente@demo.com.br');
    before = json<Dashboard>(await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff) }));
    const dentist = await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow();
    const patient = await t.db.selectFrom('patients').select('id').where('dentist_id', '=', dentist.id).executeTakeFirstOrThrow();
    orders = fc
      .sample(anOrder, { numRuns: 80, seed: 3737 })
      .map(movesOf)
      .filter((m) => m.length > 0);
    for (const moves of orders) {
      const id = randomUUID();
      const last = moves.at(-1)!;
      await t.db
        .insertInto('orders')
        .values({
          id,
          dentist_id: dentist.id,
          patient_id: patient.id,
          status: last.to,
          product_category: 'ALINHADORES',
          case_type: 'CASO_NOVO',
          arcade_superior: true,
          arcade_inferior: true,
          created_at: moves[0]!.at,
          updated_at: last.at,
          status_since: last.at,
        })
        .execute();
      await t.db
        .insertInto('order_status_history')
        .values(moves.map((m) => ({ id: randomUUID(), order_id: id, from_status: m.from, to_status: m.to, actor_id: null, reason: m.reason, changed_at: m.at })))
        .execute();
    }
    // History written by hand: its waits as a transition would have written them (the migration's backfill).
    await rebuildOrderWaits(t.db);
  });
  afterAll(() => t.close());

  it('counts orders per status now, and each week’s stage flows, approvals and reviews from the history', async () => {
    const after = json<Dashboard>(await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff) }));
    // Now: the generated orders are added to the demo's.
    for (const status of new Set(orders.map((m) => m.at(-1)!.to)))
      expect([status, (after.byStatus[status] ?? 0) - (before.byStatus[status] ?? 0)]).toEqual([status, orders.filter((m) => m.at(-1)!.to === status).length]);

    const { mondays, since } = dashboardWeekStarts(now);
    expect(after.weeks.map((w) => w.monday)).toEqual(mondays);
    const mondayOf = (at: Date) => dashboardWeekStarts(at, 1).mondays[0]!;
    for (const week of after.weeks) {
      const moves = orders.flat().filter((m) => m.at >= since && mondayOf(m.at) === week.monday);
      for (const { stage } of dashboardStages) {
        expect([week.monday, stage, week.entered[stage]]).toEqual([week.monday, stage, moves.filter((m) => stageOf(m.to) === stage && stageOf(m.from) !== stage).length]);
        expect([week.monday, stage, week.left[stage]]).toEqual([week.monday, stage, moves.filter((m) => stageOf(m.from) === stage && stageOf(m.to) !== stage).length]);
      }
      expect(week.approvals).toBe(moves.filter((m) => isApproval(m.from, m.to)).length);
      expect(week.rejections).toBe(moves.filter((m) => isRejection(m.from, m.to)).length);
    }
    expect(after.weeks.reduce((sum, w) => sum + w.rejections, 0)).toBeGreaterThan(0);
  });

  it('measures each wait’s median and 90th percentile over the waits that ended in those weeks', async () => {
    const after = json<Dashboard>(await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff) }));
    const { since } = dashboardWeekStarts(now);
    for (const span of dashboardSpans) {
      const hours = orders.flatMap((moves) =>
        moves
          .filter((end) => span.to.includes(end.to) && end.at >= since)
          .flatMap((end) => {
            const starts = moves.filter((m) => span.from.includes(m.to) && m.at <= end.at).map((m) => m.at.getTime());
            if (starts.length === 0) return [];
            const start = span.start === 'first' ? Math.min(...starts) : Math.max(...starts);
            return [(end.at.getTime() - start) / hourMs];
          }),
      );
      const figures = after.spans.find((s) => s.span === span.span)!;
      expect(figures.count).toBe(hours.length);
      expect(figures.medianHours).toBeCloseTo(percentile(hours, 0.5)!, 6);
      expect(figures.p90Hours).toBeCloseTo(percentile(hours, 0.9)!, 6);
    }
  });

  it('names the reasons given most for a review, however they were spaced', async () => {
    const after = json<Dashboard>(await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff) }));
    const given = orders.flat().filter((m) => m.to === 'REVIEW_REQUESTED' && m.reason !== null);
    const expected = reasons.map((reason) => ({ reason, count: given.filter((m) => m.reason!.trim() === reason).length })).filter((r) => r.count > 0);
    expect([...after.rejectionReasons].sort((a, b) => a.reason.localeCompare(b.reason))).toEqual(expected.sort((a, b) => a.reason.localeCompare(b.reason)));
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(await t.login('dentista@demo.com.br')) })).statusCode).toBe(403);
  });

  it('writes a wait when a real transition ends it: the dentist’s decision after the planning was sent', async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date(now.getTime() - 30 * hourMs), randomUUID);
    await t.db
      .insertInto('order_status_history')
      .values({
        id: randomUUID(),
        order_id: id!,
        from_status: 'VIRTUAL_PLANNING',
        to_status: 'WAITING_FOR_APPROVAL',
        actor_id: null,
        reason: null,
        changed_at: new Date(now.getTime() - 30 * hourMs),
      })
      .execute();
    const dentist = await t.login('dentista@demo.com.br');
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentist) })).statusCode).toBe(200);
    const waits = await t.db.selectFrom('order_waits').select(['span', 'hours']).where('order_id', '=', id!).execute();
    expect(waits).toEqual([{ span: 'TO_DECISION', hours: 30 }]);
  });
});
