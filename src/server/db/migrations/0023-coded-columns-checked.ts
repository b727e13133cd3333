import { type Kysely, sql } from 'kysely';

// The aligner, its thickness, what a continuation continues and a patient's gender are the domain's values,
// like the order's other coded columns (0011); the draft's read no longer casts them into their
// types. The lists are this migration's own; column-unions.test.ts checks they still match the domain.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders
    add constraint orders_item_known check (item in ('ALIGNER_CA_TRIO','ALIGNER_CA_TRIO_REPO','ALIGNER_CA_SOFT','ALIGNER_CA_MEDIUM','ALIGNER_CA_HARD')),
    add constraint orders_thickness_known check (thickness in ('THICKNESS_075','THICKNESS_100')),
    add constraint orders_case_continuation_product_known check (case_continuation_product in ('CA_TRIO','ALIGNER_CA_SOFT','ALIGNER_CA_MEDIUM','ALIGNER_CA_HARD'))`.execute(db);
  // A patient's gender, as a person's (0001 checked the users' only).
  await sql`alter table patients add constraint patients_gender_known check (gender in ('MALE','FEMALE'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
