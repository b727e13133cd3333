import type { Kysely } from 'kysely';

// Housekeeping across processes (scaling): the last start of each periodic job, so
// that one process, whichever asks first, runs it per period instead of every process.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('housekeeping_runs')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
