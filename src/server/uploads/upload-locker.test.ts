import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../db/database';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { UploadLocker } from './upload-locker';

const never = new AbortController().signal;

/** Resolves with what happened first, in order, as the test records it. */
const recorder = () => {
  const events: string[] = [];
  return { events, note: (event: string) => events.push(event) };
};

describe.each(testDatabaseTargets())('the uploads locker on $name', (target) => {
  it('lets one request at a time hold an upload, asks the holder to let go, and hands over when it does', async () => {
    const { db, close } = await target.open(new Date('2026-11-25T10:00:00Z'));
    const locker = new UploadLocker(db);
    try {
      const id = randomUUID();
      const { events, note } = recorder();
      const first = locker.newLock(id);
      await first.lock(never, async () => {
        note('first asked to let go');
        await first.unlock();
        note('first let go');
      });
      const other = locker.newLock(randomUUID());
      await other.lock(never, async () => {
        note('another upload disturbed');
      });

      const second = locker.newLock(id);
      await second.lock(never, async () => undefined);
      note('second holds it');
      expect(events).toEqual(['first asked to let go', 'first let go', 'second holds it']);
      await second.unlock();
      await other.unlock();
    } finally {
      await locker.close();
      await close();
    }
  });

  it('gives up when the request that waits goes away', async () => {
    const { db, close } = await target.open(new Date('2026-11-25T10:00:00Z'));
    const locker = new UploadLocker(db);
    try {
      const id = randomUUID();
      const stubborn = locker.newLock(id);
      await stubborn.lock(never, async () => undefined);
      const gone = new AbortController();
      const waiting = locker.newLock(id).lock(gone.signal, async () => undefined);
      gone.abort();
      await expect(waiting).rejects.toMatchObject({ status_code: 500 });
      await stubborn.unlock();
    } finally {
      await locker.close();
      await close();
    }
  });
});

// Two processes are two database sessions: advisory locks and NOTIFY only cross them on PostgreSQL.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url !== undefined)('the uploads locker across processes on PostgreSQL', () => {
  const opened: Db[] = [];
  const lockers: UploadLocker[] = [];
  const apiProcess = async () => {
    const db = await openDatabase({ kind: 'postgres', url: url! });
    const locker = new UploadLocker(db);
    opened.push(db);
    lockers.push(locker);
    return { db, locker };
  };
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    for (const db of opened) await db.destroy();
  });

  it('asks the holder in the other process to let go, and takes the upload when it does', async () => {
    const [one, two] = [await apiProcess(), await apiProcess()];
    const id = randomUUID();
    const { events, note } = recorder();
    const held = one.locker.newLock(id);
    await held.lock(never, async () => {
      note('holder asked to let go');
      await held.unlock();
    });
    await two.locker.newLock(id).lock(never, async () => undefined);
    note('other process holds it');
    expect(events).toEqual(['holder asked to let go', 'other process holds it']);
  });

  it('takes the upload of a process killed while it held it, with nobody letting go', async () => {
    const [one, two] = [await apiProcess(), await apiProcess()];
    const id = randomUUID();
    await one.locker.newLock(id).lock(never, async () => undefined);
    // The holder's connection ends as a killed process's would: the server drops its locks.
    const killed = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_locks, (select hashtextextended(${`upload:${id}`}, 0) as key) k
      where locktype = 'advisory' and objsubid = 1 and classid::bigint = (k.key >> 32) & 4294967295 and objid::bigint = k.key & 4294967295`.execute(two.db);
    expect(killed.rows).toEqual([{ killed: true }]);
    await two.locker.newLock(id).lock(never, async () => undefined);
  });
});
