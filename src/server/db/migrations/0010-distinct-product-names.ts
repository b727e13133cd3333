import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Staff pick products by name: the special-price steps were named like the segment ones.
  await sql`update products set name = 'Etapas de alinhadores (ambas as arcadas, preço especial)' where code = 'ALIGNER_STEP' and pricing_kind = 'SPECIAL'`.execute(db);
  await sql`create unique index products_name_unique on products (name)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
