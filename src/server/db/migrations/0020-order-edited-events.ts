import { type Kysely, sql } from 'kysely';

// Staff pages follow the staff's edits of an order's own data live (ORDER_EDITED).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_events drop constraint order_events_kind_known`.execute(db);
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED','ORDER_EDITED'))`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
