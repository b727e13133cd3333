import { type Kysely, sql } from 'kysely';

// Who accepted which version of the terms of use and the privacy notice, and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('consents_once', ['user_id', 'document', 'version'])
    .execute();
  await sql`alter table consents add constraint consents_document_known check (document in ('TERMS','PRIVACY'))`.execute(db);
}
