import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('document', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('DENTIST','EMPLOYEE','CONSULTANT','PLANNER')`))
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('MALE','FEMALE')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('cro_number', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_lead', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accredited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kol_monthly_bonus_steps', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_username_idx').on('login_failures').columns(['username', 'failed_at']).execute();

  await db.schema
    .createTable('patients')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('dentist_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text')
    .addColumn('gender', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('patients_dentist_idx').on('patients').column('dentist_id').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('dentist_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('company_name', 'text')
    .addColumn('full_name', 'text')
    .addColumn('business_name', 'text')
    .addColumn('cpf', 'text')
    .addColumn('cnpj', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('cep', 'text', (c) => c.notNull())
    .addColumn('is_dental_clinic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('state_registration', 'text')
    .addColumn('exempt_state_registration', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('municipal_registration', 'text')
    .addColumn('is_simple_taxpayer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_phone_whatsapp', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_shipping', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_billing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_dentist_idx').on('addresses').column('dentist_id').execute();

  await sql`create sequence order_case_number_seq start 1001`.execute(db);
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('case_number', 'integer', (c) => c.unique())
    .addColumn('dentist_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('patient_id', 'uuid', (c) => c.notNull().references('patients.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull())
    .addColumn('product_category', 'text')
    .addColumn('arcade_superior', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('arcade_inferior', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('model_provide_type', 'text')
    .addColumn('draft_step', 'text')
    .addColumn('shipping_address_id', 'uuid', (c) => c.references('addresses.id'))
    .addColumn('billing_address_id', 'uuid', (c) => c.references('addresses.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_dentist_created_idx').on('orders').columns(['dentist_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').columns(['order_id', 'changed_at']).execute();

  await db.schema
    .createTable('saved_filters')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_filters_pk', ['user_id', 'origin'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial schema is not reversible.');
}
