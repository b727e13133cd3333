import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDatabaseTargets, type TestDatabase } from '../../../test/support/server/test-database';

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
