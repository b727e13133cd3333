import { type Kysely, sql } from 'kysely';

// One name per concept inside the code: a balance's product is a product kind, named as the
// specification names it (ALINHADORES, PLACA_CONTENCAO), and an arch is `upper` or `lower`.
// The list of products is this migration's own; column-unions.test.ts checks it still matches the domain.
// The audit trail keeps JSON written by JSON.stringify, so its old spellings are replaced as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update bonus_ledger set product = case product when 'ALIGNER' then 'ALINHADORES' when 'RETENTION' then 'PLACA_CONTENCAO' else product end`.execute(db);
  await sql`alter table bonus_ledger add constraint bonus_ledger_product_known check (product in ('ALINHADORES','PLACA_CONTENCAO'))`.execute(db);
  for (const [was, now] of [
    ['"product":"ALIGNER"', '"product":"ALINHADORES"'],
    ['"product":"RETENTION"', '"product":"PLACA_CONTENCAO"'],
    ['"arcade":"SUPERIOR"', '"arch":"upper"'],
    ['"arcade":"INFERIOR"', '"arch":"lower"'],
  ]) {
    await sql`update order_audit set after = replace(after, ${was}, ${now}) where strpos(after, ${was}) > 0`.execute(db);
  }
}
