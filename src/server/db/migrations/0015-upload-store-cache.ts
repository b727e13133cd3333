import type { Kysely } from 'kysely';

// Resumable uploads on S3: the S3 store's record of each unfinished upload (its
// multipart upload id and tus fields), shared by every API process instead of one's memory.
// JSON as text: jsonb refuses the escaped NUL a client's metadata may carry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_store_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
