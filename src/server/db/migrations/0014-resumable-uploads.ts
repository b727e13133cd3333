import type { Kysely } from 'kysely';

// Resumable uploads: who started each tus upload, for which slot, and the
// attachment it became; the bytes themselves are the tus store's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumable_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('attachment_id', 'uuid', (c) => c.references('attachments.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('resumable_uploads_owner_idx').on('resumable_uploads').columns(['owner_id', 'finished_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
