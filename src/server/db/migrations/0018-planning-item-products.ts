import { type Kysely, sql } from 'kysely';

// Removing an arch reprices a planning's items, which needs to know the catalogue
// product each item came from. Items written before keep their product when their name says it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('planning_items').addColumn('product_code', 'text').execute();
  await sql`update planning_items set product_code = products.code from products where products.name = planning_items.description`.execute(db);
  await sql`update planning_items set product_code = 'RETENTION_PLATE' where product_code is null and description like 'Placa de contenção%(por arcada)'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
