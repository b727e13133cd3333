import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/support/server/test-database';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { migrateToLatest } from './migrate';

// Migration 0038 on data written before it: the database is put back as it was (old spellings,
// no check) and the migration forgotten, then the migrator runs it again.
describe.each(testDatabaseTargets())('the migration to one name per concept, on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open(new Date('2026-12-07T12:00:00Z'));
  });
  afterAll(() => database.close());

  it('renames the balances’ products and the audit trail’s old spellings, and leaves everything else as it was', async () => {
    const { db } = database;
    await sql`alter table bonus_ledger drop constraint bonus_ledger_product_known`.execute(db);
    const [aligner, retention] = await db.selectFrom('bonus_ledger').select('id').orderBy('id').limit(2).execute();
    expect(aligner && retention).toBeTruthy();
    await db
      .updateTable('bonus_ledger')
      .set({ product: 'ALIGNER' })
      .where('id', '=', aligner?.id ?? '')
      .execute();
    await db
      .updateTable('bonus_ledger')
      .set({ product: 'RETENTION' })
      .where('id', '=', retention?.id ?? '')
      .execute();
    const order = await db.selectFrom('orders').select('id').where('status', '!=', 'DRAFT').limit(1).executeTakeFirstOrThrow();
    const audit = (after: string) => ({ id: randomUUID(), order_id: order.id, actor_id: null, action: 'TEST', before: '{}', after, reason: null, at: new Date(), version: null });
    const rows = [
      audit('{"type":"KOLS","amount":3,"product":"ALIGNER"}'),
      audit('{"type":"DENTIST","amount":1,"product":"RETENTION"}'),
      audit('{"planning":2,"arcade":"INFERIOR","totalCents":205200}'),
      audit('{"arcade":"SUPERIOR"}'),
      // A planning's product is its name: not a code, left alone.
      audit('{"product":"Etapas de alinhadores (uma arcada)","quantity":12}'),
    ];
    await db.insertInto('order_audit').values(rows).execute();

    await sql`delete from kysely_migration where name = '0038-one-name-per-concept'`.execute(db);
    await migrateToLatest(db);

    const products = await db
      .selectFrom('bonus_ledger')
      .select(['id', 'product'])
      .where('id', 'in', [aligner?.id ?? '', retention?.id ?? ''])
      .orderBy('id')
      .execute();
    expect(products.map((p) => p.product)).toEqual(['ALINHADORES', 'PLACA_CONTENCAO']);
    const after = await db
      .selectFrom('order_audit')
      .select(['id', 'after'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(rows.map((r) => JSON.parse(after.find((a) => a.id === r.id)?.after ?? 'null') as unknown)).toEqual([
      { type: 'KOLS', amount: 3, product: 'ALINHADORES' },
      { type: 'DENTIST', amount: 1, product: 'PLACA_CONTENCAO' },
      { planning: 2, arch: 'lower', totalCents: 205_200 },
      { arch: 'upper' },
      { product: 'Etapas de alinhadores (uma arcada)', quantity: 12 },
    ]);
    // The products are checked again.
    await expect(
      db
        .updateTable('bonus_ledger')
        .set({ product: 'ALIGNER' })
        .where('id', '=', aligner?.id ?? '')
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
