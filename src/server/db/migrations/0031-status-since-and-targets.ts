import { type Kysely, sql } from 'kysely';
import { rebuildOrderWaits } from '../../repositories/order-waits.repository';

// Issue 37: when each order entered its status (the queues' "Neste status há", sortable and
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
  await rebuildOrderWaits(db as never);

  await db.schema
    .createTable('status_targets')
    .addColumn('status', 'text', (c) => c.primaryKey())
    // 0: no target for this status, even where the defaults have one.
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table status_targets add constraint status_targets_hours_valid check (hours between 0 and 8784)`.execute(db);
}
