import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('item', 'text')
    .addColumn('thickness', 'text')
    .addColumn('contention_additional_info', 'text')
    .addColumn('model_url', 'text')
    .addColumn('case_continuation_product', 'text')
    .addColumn('use_same_address', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  // A draft has no case type until the dentist chooses one.
  await sql`alter table orders alter column case_type drop not null`.execute(db);

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_owner_idx').on('attachments').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('order_attachments')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attachment_id', 'uuid', (c) => c.notNull().references('attachments.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_attachments_pk', ['order_id', 'attachment_id'])
    .execute();
  await db.schema.createIndex('order_attachments_attachment_idx').on('order_attachments').column('attachment_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
