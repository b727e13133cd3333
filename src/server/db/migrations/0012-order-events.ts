import { type Kysely, sql } from 'kysely';

// Live updates: every change of an order writes an event in its own transaction;
// streams replay from the table after a reconnect, and the notification centre reads it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    // Ascending: the SSE id a browser sends back as Last-Event-ID.
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // The order's dentist, copied so a stream filters without a join.
    .addColumn('dentist_id', 'uuid', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('by_staff', 'boolean', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED'))`.execute(
    db,
  );
  await db.schema.createIndex('order_events_dentist_idx').on('order_events').columns(['dentist_id', 'id']).execute();
  await db.schema.createIndex('order_events_at_idx').on('order_events').columns(['at']).execute();
  // Read state per person: everything up to read_through, plus the ones opened one by one.
  await db.schema
    .createTable('notification_marks')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('read_through', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('order_events.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'event_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
