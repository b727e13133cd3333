import { type Kysely, sql } from 'kysely';

// Money and what the bank tells. A Pix or a statement's credit may carry any amount up to the API Pix's largest: what the bank
// told is recorded as told (set aside when it is not the charge's), never refused by a 32-bit column.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table charges alter column amount_cents type bigint`.execute(db);
  await sql`alter table payments alter column amount_cents type bigint`.execute(db);
  // A Pix whose fields are impossible is set aside on its own, with why, instead of refusing its whole batch.
  await sql`alter table payments drop constraint payments_outcome_known`.execute(db);
  await sql`alter table payments add constraint payments_outcome_known check (outcome in ('PAID','AMOUNT_MISMATCH','UNMATCHED','ALREADY_PAID','CHARGE_CANCELLED','UNREADABLE'))`.execute(
    db,
  );
}
