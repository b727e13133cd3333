import { type Kysely, sql } from 'kysely';

// An unsubscribe link is spent by its first use: clicked again after the person turned the news
// back on, it changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('unsubscribe_links').addColumn('used_at', 'timestamptz').execute();
  await sql`create index unsubscribe_links_created_idx on unsubscribe_links (created_at)`.execute(db);
}
