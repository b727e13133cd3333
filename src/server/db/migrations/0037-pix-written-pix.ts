import { type Kysely, sql } from 'kysely';

// The payment condition is called as the Banco Central writes it, "Pix", like every other word
// of the portal about it (it is a name, not an acronym).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update payment_conditions set name = 'Pix' where code = 'PIX' and name = 'PIX'`.execute(db);
}
