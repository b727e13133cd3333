import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Decisions §8: the payment conditions offered, as reference data.
  await db.schema
    .createTable('payment_conditions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_installments', 'integer', (c) => c.notNull())
    .addColumn('third_party_checkout', 'boolean', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into payment_conditions (code, name, max_installments, third_party_checkout, position) values
    ('PIX', 'PIX', 1, false, 1),
    ('BOLETO', 'Boleto à vista', 1, false, 2),
    ('BOLETO_INSTALLMENTS', 'Boleto parcelado', 6, false, 3),
    ('CREDIT_CARD', 'Cartão de crédito', 12, true, 4)`.execute(db);

  // Upgrades a dentist can apply to a planning.
  await db.schema
    .createTable('offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`insert into offers (name, description, price_cents) values
    ('Trio Grip', 'Alinhadores com attachments de maior retenção.', 35000),
    ('CA Hard', 'Placas de espessura 1,00 mm em todas as etapas.', 20000)`.execute(db);

  await db.schema
    .createTable('message_types')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into message_types (name, position) values ('Dúvida', 1), ('Ajuste no planejamento', 2), ('Financeiro', 3), ('Entrega', 4), ('Outro assunto', 5)`.execute(db);

  await db.schema
    .createTable('plannings')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('is_current', 'boolean', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('offer_id', 'uuid', (c) => c.references('offers.id'))
    .addColumn('bonus_dentist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_kol', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_patient', 'integer', (c) => c.notNull().defaultTo(0))
    // Spec §4: the 10-16 / 17-32 discounts go when bonus steps are applied the first time.
    .addColumn('step_discounts_removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('web_viewed_at', 'timestamptz')
    .addColumn('file_viewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('plannings_order_number_unique', ['order_id', 'number'])
    .execute();
  await sql`create unique index plannings_one_current on plannings (order_id) where is_current`.execute(db);

  await db.schema
    .createTable('planning_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull())
    .addColumn('thickness', 'text')
    .execute();
  await db.schema.createIndex('planning_items_planning_idx').on('planning_items').column('planning_id').execute();

  await db.schema
    .createTable('planning_discounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('step_range', 'text')
    .execute();
  await db.schema.createIndex('planning_discounts_planning_idx').on('planning_discounts').column('planning_id').execute();

  await db.schema
    .createTable('order_payments')
    .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('payment_condition_id', 'uuid', (c) => c.notNull().references('payment_conditions.id'))
    .addColumn('installments', 'integer')
    .addColumn('use_third_party_checkout', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Bonus balances as a ledger of steps: credits (> 0) and the debits (< 0) plannings reserve.
  await db.schema
    .createTable('bonus_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('dentist_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('steps', 'integer', (c) => c.notNull())
    .addColumn('patient_id', 'uuid', (c) => c.references('patients.id').onDelete('cascade'))
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('planning_id', 'uuid', (c) => c.references('plannings.id').onDelete('cascade'))
    .addColumn('grant_id', 'uuid', (c) => c.references('bonus_ledger.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_ledger_dentist_idx').on('bonus_ledger').columns(['dentist_id', 'origin']).execute();
  await db.schema.createIndex('bonus_ledger_planning_idx').on('bonus_ledger').column('planning_id').execute();

  await db.schema
    .createTable('order_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message_type_id', 'uuid', (c) => c.notNull().references('message_types.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_messages_order_idx').on('order_messages').columns(['order_id', 'created_at']).execute();

  // 'Responder depois' and 'Não tenho interesse' of the planning survey.
  await db.schema
    .createTable('planning_survey_states')
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('planning_survey_states_pk', ['planning_id', 'user_id'])
    .execute();
  await sql`create unique index nps_planning_once_idx on nps_responses (user_id, planning_id) where planning_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
