import { type RawBuilder, sql } from 'kysely';
import { dashboardSpans } from '../../domain/order/dashboard';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Db, Trx } from '../db/database';

// Each wait the dashboard measures is written when it ends, so the dashboard reads a
// short indexed range instead of pairing history rows per request.

const list = (statuses: readonly OrderStatus[]): RawBuilder<unknown> => sql.join(statuses.map((s) => sql.lit(s)));

/** The waits `end` rows of the history close, each from its start in the same order's history. */
const waitsEndingAt = (span: (typeof dashboardSpans)[number], ends: RawBuilder<unknown>) => {
  const pick = span.start === 'first' ? sql`min(h.changed_at)` : sql`max(h.changed_at)`;
  return sql`
    insert into order_waits (order_id, span, started_at, ended_at, hours)
    select e.order_id, ${span.span}, s.started, e.changed_at, extract(epoch from (e.changed_at - s.started)) / 3600
    from (${ends}) e
    cross join lateral (
      select ${pick} as started from order_status_history h
      where h.order_id = e.order_id and h.to_status in (${list(span.from)}) and h.changed_at <= e.changed_at
    ) s
    where e.to_status in (${list(span.to)}) and s.started is not null`;
};

/** In the transition's transaction: the waits its new history row ends. */
export const recordWaitsEndedBy = async (trx: Trx, historyId: string): Promise<void> => {
  for (const span of dashboardSpans) {
    await waitsEndingAt(span, sql`select order_id, to_status, changed_at from order_status_history where id = ${historyId}`).execute(trx);
  }
};

/** Every wait the whole history holds, written again (the migration's backfill; a test's, after writing history by hand). */
export const rebuildOrderWaits = async (db: Db | Trx): Promise<void> => {
  await sql`delete from order_waits`.execute(db);
  for (const span of dashboardSpans) await waitsEndingAt(span, sql`select order_id, to_status, changed_at from order_status_history`).execute(db);
};

/** A wait's median and 90th percentile, in hours, over the waits that ended since `since`. */
export const waitFigures = async (db: Db, span: (typeof dashboardSpans)[number]['span'], since: Date) => {
  const { rows } = await sql<{ n: number; median: number | null; p90: number | null }>`
    select count(*)::int as n,
           percentile_cont(0.5) within group (order by hours) as median,
           percentile_cont(0.9) within group (order by hours) as p90
    from order_waits where span = ${span} and ended_at >= ${since}`.execute(db);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an aggregate answers one row
  const row = rows[0]!;
  return { span, count: row.n, medianHours: row.median === null ? null : Number(row.median), p90Hours: row.p90 === null ? null : Number(row.p90) };
};
