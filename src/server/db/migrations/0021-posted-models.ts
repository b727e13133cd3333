import { type Kysely, sql } from 'kysely';

// An order whose models go by post keeps the tracking code the dentist gives, and
// the staff hear of it (MODEL_POSTED).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('model_tracking_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('models_posted_at', 'timestamptz').execute();
  await sql`alter table order_events drop constraint order_events_kind_known`.execute(db);
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED','ORDER_EDITED','MODEL_POSTED'))`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
