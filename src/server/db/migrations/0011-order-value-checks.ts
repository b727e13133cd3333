import { type Kysely, sql } from 'kysely';

// The order tables' (and attachments' and payment conditions') columns are typed with the domain's unions: the database now refuses any
// other value, so a row read back is what its type says. The lists are this migration's own
// (a migration never changes); `column-unions.test.ts` checks they still match the domain.
const statuses = sql.raw(
  `'DRAFT','RECEIVED','WAITING_MODEL','MODEL_RECEIVED','ANALYSIS','WAITING_NEW_FILE','WAITING_NEW_MODEL','NEW_FILE_RECEIVED','NEW_MODEL_RECEIVED','MODEL_DIGITALIZATION','WAITING_VIRTUAL_PLANNING','VIRTUAL_PLANNING','WAITING_FOR_APPROVAL','CANCELLED','REVIEW_REQUESTED','APPROVED','PRODUCTION','PREPARE_SHIPPING','SHIPPED','FINISHED','WAITING_FOR_PAYMENT'`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders
    add constraint orders_status_known check (status in (${statuses})),
    add constraint orders_case_type_known check (case_type in ('CASO_NOVO','CASO_CONTINUACAO')),
    add constraint orders_product_category_known check (product_category in ('ALINHADORES','TRIO_ALINHADORES_CA','PLACA_CONTENCAO')),
    add constraint orders_model_provide_type_known check (model_provide_type in ('UPLOAD','MODEL_URL','PHYSICAL_DELIVERY')),
    add constraint orders_draft_step_known check (draft_step in ('PATIENT','PRODUCT','CUSTOMIZE','DATA_SHIPPING','ATTACHMENTS','ADDRESS','QUIZ'))`.execute(db);
  await sql`alter table order_status_history
    add constraint history_from_status_known check (from_status in (${statuses})),
    add constraint history_to_status_known check (to_status in (${statuses}))`.execute(db);
  const kinds = sql.raw(
    `'MODEL_SUPERIOR','MODEL_INFERIOR','FACIAL_SIDE','FACIAL_FRONTAL','FACIAL_FRONTAL_SMILING','X_RAY','INTRAORAL_SUPERIOR','INTRAORAL_INFERIOR','INTRAORAL_RIGHT','INTRAORAL_FRONT','INTRAORAL_LEFT','OTHERS','PLANNING_FILE'`,
  );
  await sql`alter table attachments add constraint attachments_kind_known check (kind in (${kinds}))`.execute(db);
  await sql`alter table order_attachments add constraint order_attachments_type_known check (type in (${kinds}))`.execute(db);
  await sql`alter table payment_conditions add constraint payment_conditions_code_known check (code in ('PIX','BOLETO','BOLETO_INSTALLMENTS','CREDIT_CARD'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
