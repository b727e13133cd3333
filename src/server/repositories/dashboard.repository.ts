import { type RawBuilder, sql } from 'kysely';
import { type DashboardStage, dashboardSpans, dashboardStages, dashboardWeekStarts, isApproval, isRejection, stageOf } from '../../domain/order/dashboard';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Dashboard } from '../../contract/orders.contract';
import type { Db } from '../db/database';

const list = (statuses: readonly OrderStatus[]): RawBuilder<unknown> => sql.join(statuses.map((s) => sql.lit(s)));

/** Orders per status now, drafts left out: one grouped count on the status index. */
const ordersByStatus = async (db: Db) =>
  Object.fromEntries(
    (
      await db
        .selectFrom('orders')
        .select(['status', sql<number>`count(*)::int`.as('n')])
        .where('status', '!=', 'DRAFT')
        .groupBy('status')
        .execute()
    ).map((r) => [r.status, r.n]),
  );

/** The history of the weeks shown, grouped by week (Brasília's Monday) and move: a few hundred rows whatever the volume. */
const movesByWeek = (db: Db, since: Date) =>
  sql<{ monday: string; from_status: OrderStatus | null; to_status: OrderStatus; n: number }>`
    select to_char(date_trunc('week', (changed_at at time zone 'UTC') - interval '3 hours'), 'YYYY-MM-DD') as monday,
           from_status, to_status, count(*)::int as n
    from order_status_history
    where changed_at >= ${since}
    group by 1, 2, 3`
    .execute(db)
    .then((r) => r.rows);

/** A wait's median and 90th percentile, in hours, over the waits that ended since `since`: each end finds its start by index. */
const spanFigures = async (db: Db, span: (typeof dashboardSpans)[number], since: Date) => {
  const pick = span.start === 'first' ? sql`min(h.changed_at)` : sql`max(h.changed_at)`;
  const { rows } = await sql<{ n: number; median: number | null; p90: number | null }>`
    select count(*)::int as n,
           percentile_cont(0.5) within group (order by hours) as median,
           percentile_cont(0.9) within group (order by hours) as p90
    from (
      select extract(epoch from (e.changed_at - s.started)) / 3600 as hours
      from order_status_history e
      cross join lateral (
        select ${pick} as started from order_status_history h
        where h.order_id = e.order_id and h.to_status in (${list(span.from)}) and h.changed_at <= e.changed_at
      ) s
      where e.to_status in (${list(span.to)}) and e.changed_at >= ${since} and s.started is not null
    ) waits`.execute(db);
  const row = rows[0]!;
  return { span: span.span, count: row.n, medianHours: row.median === null ? null : Number(row.median), p90Hours: row.p90 === null ? null : Number(row.p90) };
};

/** The reasons written most for a review in the weeks shown. */
const topRejectionReasons = (db: Db, since: Date) =>
  sql<{ reason: string; count: number }>`
    select min(trim(reason)) as reason, count(*)::int as count
    from order_status_history
    where to_status = 'REVIEW_REQUESTED' and changed_at >= ${since} and reason is not null and trim(reason) <> ''
    group by lower(trim(reason))
    order by count desc, 1
    limit 5`
    .execute(db)
    .then((r) => r.rows);

const zeroes = () => Object.fromEntries(dashboardStages.map((s) => [s.stage, 0])) as Record<DashboardStage, number>;

/** The dashboard's figures as of `now`; `late` is counted by the caller with the provider's targets. */
export const dashboardFigures = async (db: Db, now: Date): Promise<Omit<Dashboard, 'late'>> => {
  const { mondays, since } = dashboardWeekStarts(now);
  const [byStatus, moves, spans, rejectionReasons] = await Promise.all([
    ordersByStatus(db),
    movesByWeek(db, since),
    Promise.all(dashboardSpans.map((span) => spanFigures(db, span, since))),
    topRejectionReasons(db, since),
  ]);
  const weeks = mondays.map((monday) => ({ monday, entered: zeroes(), left: zeroes(), approvals: 0, rejections: 0 }));
  for (const move of moves) {
    const week = weeks.find((w) => w.monday === move.monday);
    if (!week) continue;
    const from = stageOf(move.from_status);
    const to = stageOf(move.to_status);
    if (from !== to) {
      if (from) week.left[from] += move.n;
      if (to) week.entered[to] += move.n;
    }
    if (isApproval(move.from_status, move.to_status)) week.approvals += move.n;
    if (isRejection(move.from_status, move.to_status)) week.rejections += move.n;
  }
  return { byStatus, weeks, spans, rejectionReasons };
};
