import type { Kysely } from 'kysely';

// An edit made on an older version of an order goes through unless a later change
// set one of its fields; the trail keeps the version each change made, to find those changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_audit').addColumn('version', 'integer').execute();
  await db.schema.createIndex('order_audit_version_idx').on('order_audit').columns(['order_id', 'version']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
