import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row a budget (an account at an address, an address, an address's lookups), changed
  // under a row lock so parallel tries are counted one by one.
  await db.schema
    .createTable('attempt_budgets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempt_budgets_last_idx').on('attempt_budgets').column('last_failure_at').execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
