import { type Kysely, sql } from 'kysely';

// The waits the dashboard measured when this migration was written, frozen here: a migration
// replays the schema's past, so it reads no live code.
const backfilledSpans = [
  { span: 'TO_PLANNING', from: ['RECEIVED'], to: ['WAITING_FOR_APPROVAL'], start: 'first' },
  { span: 'TO_DECISION', from: ['WAITING_FOR_APPROVAL'], to: ['APPROVED', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'], start: 'latest' },
  { span: 'TO_SHIPPING', from: ['APPROVED'], to: ['SHIPPED'], start: 'first' },
] as const;

// When each order entered its status (the queues' "Neste status há", sortable and
// indexed, kept by every transition), the provider's target per status, and the history's
// indexes the dashboard reads by.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('status_since', 'timestamptz').execute();
  await sql`update orders set status_since = coalesce((select max(h.changed_at) from order_status_history h where h.order_id = orders.id and h.to_status = orders.status), orders.updated_at)`.execute(
    db,
  );
  await sql`alter table orders alter column status_since set not null`.execute(db);
  await db.schema.createIndex('orders_status_since_idx').on('orders').columns(['status', 'status_since']).execute();
  await db.schema.createIndex('orders_responsable_idx').on('orders').columns(['responsable_id', 'status']).execute();
  // The dashboard reads the last weeks of the history (the moves alone, from the index), and each
  // wait's start within an order when the wait ends.
  await sql`create index order_status_history_changed_idx on order_status_history (changed_at) include (from_status, to_status)`.execute(db);
  await db.schema.createIndex('order_status_history_order_to_idx').on('order_status_history').columns(['order_id', 'to_status', 'changed_at']).execute();

  // The waits the dashboard measures, written when each ends; the history's own, backfilled.
  await db.schema
    .createTable('order_waits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .execute();
  await sql`create index order_waits_span_idx on order_waits (span, ended_at) include (hours)`.execute(db);
  for (const span of backfilledSpans) {
    const pick = span.start === 'first' ? sql`min(h.changed_at)` : sql`max(h.changed_at)`;
    await sql`
      insert into order_waits (order_id, span, started_at, ended_at, hours)
      select e.order_id, ${span.span}, s.started, e.changed_at, extract(epoch from (e.changed_at - s.started)) / 3600
      from order_status_history e
      cross join lateral (
        select ${pick} as started from order_status_history h
        where h.order_id = e.order_id and h.to_status in (${sql.join(span.from.map((x) => sql.lit(x)))}) and h.changed_at <= e.changed_at
      ) s
      where e.to_status in (${sql.join(span.to.map((x) => sql.lit(x)))}) and s.started is not null`.execute(db);
  }

  await db.schema
    .createTable('status_targets')
    .addColumn('status', 'text', (c) => c.primaryKey())
    // 0: no target for this status, even where the defaults have one.
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table status_targets add constraint status_targets_hours_valid check (hours between 0 and 8784)`.execute(db);
}
