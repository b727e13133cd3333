import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Spec §3 staff order edit fields.
  await db.schema
    .alterTable('orders')
    .addColumn('case_continuation_number', 'integer')
    .addColumn('responsable_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('relationship_consultant_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('acquisition_consultant_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('forecast_approval_date', 'date')
    .addColumn('forecast_comment', 'text')
    .execute();
  await sql`create unique index orders_case_number_unique on orders (case_number) where case_number is not null`.execute(db);

  // A consultant saved for the dentist applies to the dentist's next orders.
  await db.schema
    .alterTable('users')
    .addColumn('onyx_code', 'text')
    .addColumn('relationship_consultant_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('acquisition_consultant_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  // The planner's own file and 3D viewer link for a planning.
  await db.schema
    .alterTable('plannings')
    .addColumn('file_attachment_id', 'uuid', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('viewer_url', 'text')
    .execute();

  // Decisions §8: the price table, in cents.
  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pricing_kind', 'text', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('products_code_kind_unique', ['code', 'pricing_kind'])
    .execute();
  await sql`insert into products (code, name, pricing_kind, unit_cents, main, position) values
    ('ALIGNER_STEP', 'Etapas de alinhadores (ambas as arcadas)', 'SEGMENT', 32000, true, 1),
    ('ALIGNER_STEP_SINGLE', 'Etapas de alinhadores (uma arcada)', 'SEGMENT', 19000, true, 2),
    ('ALIGNER_STEP', 'Etapas de alinhadores (ambas as arcadas)', 'SPECIAL', 28000, true, 3),
    ('RETENTION_PLATE', 'Placa de contenção (por arcada)', 'FIXED_PRICE', 15000, false, 4),
    ('REFINEMENT_STEP', 'Etapa de refinamento', 'BONUS', 0, true, 5),
    ('ATTACHMENT_TEMPLATE', 'Guia de attachments', 'FIXED_PRICE', 9000, false, 6)`.execute(db);

  // Every change staff make to an order: who, what, before, after, when, why.
  await db.schema
    .createTable('order_audit')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_audit_order_idx').on('order_audit').columns(['order_id', 'at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
