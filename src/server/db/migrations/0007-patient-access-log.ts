import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // LGPD: every time staff read patients' records, who read what and when.
  await db.schema
    .createTable('patient_access_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'uuid')
    // JSON array of the patients whose data the answer carried.
    .addColumn('patient_ids', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('patient_access_log_at_idx').on('patient_access_log').columns(['at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
