import { type Kysely, sql } from 'kysely';

// What a charge carries besides its static Pix. With a PSP configured, each open charge
// is registered with it (the API Pix's `PUT /cob/{txid}`) by the job runner, and removed there when
// cancelled; the PSP's webhook address is registered once per address. For boleto conditions the
// staff attach the bank's boleto (its PDF, an attachment of its own kind, and linha digitável),
// which the dentist hears of; and a charge the staff cancel, which she hears of too.
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.raw(
    `'MODEL_SUPERIOR','MODEL_INFERIOR','FACIAL_SIDE','FACIAL_FRONTAL','FACIAL_FRONTAL_SMILING','X_RAY','INTRAORAL_SUPERIOR','INTRAORAL_INFERIOR','INTRAORAL_RIGHT','INTRAORAL_FRONT','INTRAORAL_LEFT','OTHERS','PLANNING_FILE','PLANNING_STAGES','BOLETO'`,
  );
  await sql`alter table attachments drop constraint attachments_kind_known`.execute(db);
  await sql`alter table attachments add constraint attachments_kind_known check (kind in (${kinds}))`.execute(db);
  await sql`alter table order_attachments drop constraint order_attachments_type_known`.execute(db);
  await sql`alter table order_attachments add constraint order_attachments_type_known check (type in (${kinds}))`.execute(db);
  await sql`alter table order_events drop constraint order_events_kind_known`.execute(db);
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED','ORDER_EDITED','MODEL_POSTED','STAGES_READY','STAGES_REFUSED','PAYMENT_RECEIVED','BOLETO_ATTACHED','CHARGE_CANCELLED'))`.execute(
    db,
  );

  await db.schema
    .alterTable('charges')
    // WAITING: to register; ACTIVE: registered; REMOVE: cancelled here, to remove there; REMOVED; FAILED: given up.
    .addColumn('cob_status', 'text', (c) => c.notNull().defaultTo('WAITING'))
    .addColumn('cob_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cob_leased_until', 'timestamptz')
    // The API Pix's txid (26 to 35 characters; the static code's is 25).
    .addColumn('cob_txid', 'text', (c) => c.unique())
    .addColumn('cob_copia_e_cola', 'text')
    .addColumn('boleto_digits', 'text')
    .addColumn('boleto_attachment_id', 'uuid', (c) => c.references('attachments.id'))
    .execute();
  await sql`alter table charges add constraint charges_cob_status_known check (cob_status in ('WAITING','ACTIVE','REMOVE','REMOVED','FAILED'))`.execute(db);
  await sql`alter table charges add constraint charges_boleto_whole check ((boleto_digits is null) = (boleto_attachment_id is null))`.execute(db);
  await db.schema.createIndex('charges_cob_waiting_idx').on('charges').columns(['cob_status', 'created_at']).execute();

  await db.schema
    .createTable('pix_webhooks')
    // The address the PSP is asked to call (`{url}/pix`); a new address is registered again.
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table pix_webhooks add constraint pix_webhooks_status_known check (status in ('WAITING','ACTIVE','FAILED'))`.execute(db);
}
