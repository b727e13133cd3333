import { sql } from 'kysely';
import { dashboardSpans, dashboardWeekStarts, weeklyFlows } from '../../domain/order/dashboard';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Dashboard } from '../../contract/orders.contract';
import type { Db } from '../db/database';
import { waitFigures } from './order-waits.repository';

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

/** The history of the weeks shown, grouped by week and move from the index alone: a few hundred rows whatever the volume. */
const movesByWeek = (db: Db, since: Date) =>
  sql<{ week: number; from_status: OrderStatus | null; to_status: OrderStatus; n: number }>`
    select floor(extract(epoch from (changed_at - ${since})) / 604800)::int as week, from_status, to_status, count(*)::int as n
    from order_status_history
    where changed_at >= ${since}
    group by 1, 2, 3`
    .execute(db)
    .then((r) => r.rows);

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

/** The dashboard's figures as of `now`; `late` is counted by the caller with the provider's targets. */
export const dashboardFigures = async (db: Db, now: Date): Promise<Omit<Dashboard, 'late'>> => {
  const { mondays, since } = dashboardWeekStarts(now);
  const [byStatus, moves, spans, rejectionReasons] = await Promise.all([
    ordersByStatus(db),
    movesByWeek(db, since),
    Promise.all(dashboardSpans.map((span) => waitFigures(db, span.span, since))),
    topRejectionReasons(db, since),
  ]);
  // Weeks counted from the first Monday shown, seven days each (Brasília keeps no daylight saving).
  const weeks = weeklyFlows(
    mondays,
    moves.map((m) => ({ week: m.week, from: m.from_status, to: m.to_status, n: m.n })),
  );
  return { byStatus, weeks, spans, rejectionReasons };
};
