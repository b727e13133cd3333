import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON text of the prescription form, as the order save sends it (spec §3).
  await db.schema.alterTable('orders').addColumn('prescription_form', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
