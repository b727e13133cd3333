import { type Kysely, sql } from 'kysely';

// A planning's stage models (sent as a ZIP, built by the job runner into one glTF per
// arch per stage), its IPR and attachments by stage, the dentist's comments pinned on the teeth,
// and the links that show the plan to the patient.
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.raw(
    `'MODEL_SUPERIOR','MODEL_INFERIOR','FACIAL_SIDE','FACIAL_FRONTAL','FACIAL_FRONTAL_SMILING','X_RAY','INTRAORAL_SUPERIOR','INTRAORAL_INFERIOR','INTRAORAL_RIGHT','INTRAORAL_FRONT','INTRAORAL_LEFT','OTHERS','PLANNING_FILE','PLANNING_STAGES'`,
  );
  await sql`alter table attachments drop constraint attachments_kind_known`.execute(db);
  await sql`alter table attachments add constraint attachments_kind_known check (kind in (${kinds}))`.execute(db);
  await sql`alter table order_attachments drop constraint order_attachments_type_known`.execute(db);
  await sql`alter table order_attachments add constraint order_attachments_type_known check (type in (${kinds}))`.execute(db);

  await sql`alter table order_events drop constraint order_events_kind_known`.execute(db);
  await sql`alter table order_events add constraint order_events_kind_known check (kind in ('STATUS_CHANGED','PLANNING_READY','DECISION_RECORDED','FILES_REQUESTED','FILES_RECEIVED','PAYMENT_CHOSEN','MESSAGE_POSTED','BONUS_APPLIED','ORDER_EDITED','MODEL_POSTED','STAGES_READY','STAGES_REFUSED'))`.execute(
    db,
  );

  await db.schema
    .createTable('planning_stage_sets')
    .addColumn('planning_id', 'uuid', (c) => c.primaryKey().references('plannings.id').onDelete('cascade'))
    .addColumn('attachment_id', 'uuid', (c) => c.notNull().references('attachments.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_until', 'timestamptz')
    // The planner's sentence when the ZIP was refused (Portuguese, names the files).
    .addColumn('failure', 'text')
    .addColumn('last_stage', 'integer')
    // A stage count other than the planning's steps, confirmed by the planner.
    .addColumn('confirmed_last_stage', 'integer')
    // JSON array of the ZIP's names that were not stages.
    .addColumn('ignored', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table planning_stage_sets add constraint planning_stage_sets_status_known check (status in ('PENDING','BUILDING','READY','FAILED'))`.execute(db);
  await db.schema.createIndex('planning_stage_sets_waiting_idx').on('planning_stage_sets').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('planning_stage_meshes')
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('planning_stage_sets.planning_id').onDelete('cascade'))
    // The ZIP the mesh was built from: a new ZIP's build does not reuse another's meshes.
    .addColumn('attachment_id', 'uuid', (c) => c.notNull())
    .addColumn('arch', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('triangles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('planning_stage_meshes_pk', ['planning_id', 'arch', 'stage'])
    .execute();
  await sql`alter table planning_stage_meshes add constraint planning_stage_meshes_arch_known check (arch in ('upper','lower'))`.execute(db);

  await db.schema
    .createTable('planning_ipr')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('tooth_a', 'integer', (c) => c.notNull())
    .addColumn('tooth_b', 'integer', (c) => c.notNull())
    // Hundredths of a millimetre.
    .addColumn('hundredths', 'integer', (c) => c.notNull())
    .addColumn('before_stage', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planning_ipr_planning_idx').on('planning_ipr').column('planning_id').execute();

  await db.schema
    .createTable('planning_tooth_attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('tooth', 'integer', (c) => c.notNull())
    .addColumn('from_stage', 'integer', (c) => c.notNull())
    .addColumn('until_stage', 'integer')
    .execute();
  await db.schema.createIndex('planning_tooth_attachments_planning_idx').on('planning_tooth_attachments').column('planning_id').execute();

  await db.schema
    .createTable('planning_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('tooth', 'integer', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('z', 'double precision', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // Sent with the dentist's request for an adjustment; until then the dentist may remove it.
    .addColumn('sent_at', 'timestamptz')
    // The planning that answered it (the planner's next one).
    .addColumn('answered_in_planning_id', 'uuid', (c) => c.references('plannings.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planning_comments_planning_idx').on('planning_comments').column('planning_id').execute();

  await db.schema
    .createTable('planning_shares')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('planning_id', 'uuid', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    // SHA-256 of the link's token: a leaked table opens nothing.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('planning_shares_planning_idx').on('planning_shares').column('planning_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
