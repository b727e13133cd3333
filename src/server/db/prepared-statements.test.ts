import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDatabaseTargets, type TestDatabase } from '../../../test/support/server/test-database';
import { anyOf } from './database';

describe.each(testDatabaseTargets())('statements sent with parameters on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open(new Date('2026-11-25T10:00:00Z'));
    await sql`create table prepared_probe (id uuid primary key, label text not null)`.execute(t.db);
  });
  afterAll(() => t.close());

  const probe = (id: string) => sql<Record<string, unknown>>`select * from prepared_probe where id = ${id}`.execute(t.db);

  it('answers the same statement, run many times on every connection, with each call’s own values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.string({ unit: 'grapheme', maxLength: 30 }), { minLength: 1, maxLength: 15 }), async (labels) => {
        const rows = labels.map((label) => ({ id: randomUUID(), label }));
        await Promise.all(rows.map((r) => sql`insert into prepared_probe (id, label) values (${r.id}, ${r.label})`.execute(t.db)));
        const read = await Promise.all(rows.map(async (r) => (await probe(r.id)).rows[0]));
        expect(read).toEqual(rows);
      }),
      { numRuns: 20 },
    );
  });

  it('keeps each statement sent with parameters prepared on the session that ran it', async () => {
    const id = randomUUID();
    const kept = await t.db.transaction().execute(async (trx) => {
      await sql`select * from prepared_probe where id = ${id}`.execute(trx);
      return sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement = ${'select * from prepared_probe where id = $1'}`.execute(trx);
    });
    expect(kept.rows[0]?.n).toBe(1);
  });

  it('sends a list given to anyOf as one statement whatever its length, and finds exactly its members', async () => {
    const users = (await t.db.selectFrom('users').select('id').execute()).map((u) => u.id);
    await fc.assert(
      fc.asyncProperty(fc.subarray(users), fc.array(fc.uuid(), { maxLength: 5 }), async (known, unknown) => {
        const found = await t.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', anyOf([...known, ...unknown]))
          .execute();
        expect(found.map((r) => r.id).sort()).toEqual([...known].sort());
      }),
      { numRuns: 30 },
    );
    // One session (a transaction's), lists of every length: one statement prepared.
    const prepared = await t.db.transaction().execute(async (trx) => {
      for (let n = 0; n <= users.length; n++)
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', anyOf(users.slice(0, n)))
          .execute();
      return sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%from "users" where "id" = any($1)'}`.execute(trx);
    });
    expect(prepared.rows[0]?.n).toBe(1);
  });

  it('answers a failing statement with its error and leaves the session usable, in and out of a transaction', async () => {
    const id = randomUUID();
    const insert = (db: typeof t.db) => sql`insert into prepared_probe (id, label) values (${id}, ${'única'})`.execute(db);
    await insert(t.db);
    await expect(insert(t.db)).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`update prepared_probe set label = ${'mudou'} where id = ${id}`.execute(trx);
        await insert(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // The transaction's change went with it; the next statements are answered.
    expect((await probe(id)).rows).toEqual([{ id, label: 'única' }]);
  });

  it('answers a statement whose table changed shape since it was prepared, with the new shape', async () => {
    const id = randomUUID();
    await sql`insert into prepared_probe (id, label) values (${id}, 'antes')`.execute(t.db);
    // Every pooled connection prepares it before the change.
    await Promise.all(Array.from({ length: 12 }, () => probe(id)));
    await sql`alter table prepared_probe add column note text default 'depois'`.execute(t.db);
    const after = await Promise.all(Array.from({ length: 12 }, () => probe(id)));
    for (const { rows } of after) expect(rows).toEqual([{ id, label: 'antes', note: 'depois' }]);
  });
});
