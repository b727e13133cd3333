import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('cro_state', 'text').addColumn('specialty', 'text').addColumn('clinic_name', 'text').execute();

  await db.schema
    .createTable('accreditation_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('used_by', 'uuid', (c) => c.references('users.id').unique())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('addresses').addColumn('deleted_at', 'timestamptz').execute();
  await db.schema.alterTable('patients').addColumn('deleted_at', 'timestamptz').execute();
  await sql`create unique index patients_dentist_cpf_idx on patients (dentist_id, cpf) where cpf is not null and deleted_at is null`.execute(db);

  await db.schema
    .createTable('nps_responses')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('planning_id', 'uuid')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index nps_platform_once_idx on nps_responses (user_id, origin) where planning_id is null`.execute(db);

  await db.schema
    .createTable('nps_dismissals')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('nps_dismissals_pk', ['user_id', 'origin'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
