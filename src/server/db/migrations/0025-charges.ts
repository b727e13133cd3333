import { type Kysely, sql } from 'kysely';

// An approved order's charges, and the payments received for them (by the PSP's
// webhook, a bank statement or by hand), each recorded once however often it is told.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_events drop constraint order_events_kind_known`.execute(db);
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED','ORDER_EDITED','MODEL_POSTED','STAGES_READY','STAGES_REFUSED','PAYMENT_RECEIVED'))`.execute(
    db,
  );

  await db.schema
    .createTable('charges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id'))
    // Its place among the order's charges (1 of `count`).
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // The payment condition chosen when the order was approved.
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('txid', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    // Paid, then the order was cancelled: the money goes back to the dentist.
    .addColumn('refund_due', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table charges add constraint charges_method_known check (method in ('PIX','BOLETO','BOLETO_INSTALLMENTS','CREDIT_CARD'))`.execute(db);
  await sql`alter table charges add constraint charges_amount_positive check (amount_cents > 0)`.execute(db);
  await sql`alter table charges add constraint charges_number_in_count check (number between 1 and count)`.execute(db);
  await sql`alter table charges add constraint charges_paid_or_cancelled check (paid_at is null or cancelled_at is null)`.execute(db);
  await db.schema.createIndex('charges_order_number_idx').on('charges').columns(['order_id', 'number']).unique().execute();
  await db.schema.createIndex('charges_due_idx').on('charges').columns(['due_date']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Where it was told: the PSP's webhook (by endToEndId), a statement's credit (by FITID), or by hand (the charge's id).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('txid', 'text')
    .addColumn('charge_id', 'uuid', (c) => c.references('charges.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    // What it did: paid its charge, or was kept aside for the staff (no open charge, another amount, already paid).
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .execute();
  await sql`alter table payments add constraint payments_source_known check (source in ('PIX_API','STATEMENT','MANUAL'))`.execute(db);
  await sql`alter table payments add constraint payments_outcome_known check (outcome in ('PAID','AMOUNT_MISMATCH','UNMATCHED','ALREADY_PAID','CHARGE_CANCELLED'))`.execute(db);
  // A repeated delivery is the same payment: recorded once.
  await db.schema.createIndex('payments_reference_idx').on('payments').columns(['source', 'reference']).unique().execute();
  await db.schema.createIndex('payments_charge_idx').on('payments').columns(['charge_id']).execute();
}
