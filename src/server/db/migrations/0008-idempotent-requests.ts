import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A client retrying after a lost answer sends the same key: the first answer is replayed.
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // Method, route pattern and resource id: a key answers only the request it was made for.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotent_requests_created_idx').on('idempotent_requests').columns(['created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
