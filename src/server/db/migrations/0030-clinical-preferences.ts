import type { Kysely } from 'kysely';

// A dentist's default answers for a new case's Ficha, kept as the contract's JSON.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinical_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
