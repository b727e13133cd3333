import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseTargets } from '../../../test/support/server/test-database';
import { claimHousekeepingRun } from './housekeeping.repository';
import { housekeepIfDue, housekeepingEveryMs as hour } from './scheduled-housekeeping';
import { diskStorage } from '../storage/disk-storage';
import { idempotencyWindowMs } from './retention';

/** What a process logged, by message. */
const recordingLog = () => {
  const messages: string[] = [];
  const record = (_fields: unknown, message: string) => void messages.push(message);
  return { messages, log: { info: record, error: record } as unknown as FastifyBaseLogger };
};

describe.each(testDatabaseTargets())('the hourly housekeeping across API processes on $name', (target) => {
  const start = new Date('2026-11-21T12:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open(start);
  });
  afterAll(() => t.close());

  it('is claimed by exactly one of many asking at once, then by none until the period has passed', async () => {
    const claimsAt = async (when: Date) => (await Promise.all(Array.from({ length: 20 }, () => claimHousekeepingRun(t.db, 'test-job', when, hour)))).filter(Boolean).length;
    expect(await claimsAt(start)).toBe(1);
    expect(await claimsAt(at(hour - 1))).toBe(0);
    expect(await claimsAt(at(hour))).toBe(1);
    expect(await claimsAt(at(hour + 1))).toBe(0);
    // Each job keeps its own period.
    expect(await claimHousekeepingRun(t.db, 'other-job', at(hour), hour)).toBe(true);
  });

  it('runs in one of two processes that ask at once, and in neither again within the hour', async () => {
    const kolId = (await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow()).id;
    const staleKey = async (key: string, now: Date) =>
      t.db
        .insertInto('idempotent_requests')
        .values({ user_id: kolId, key, scope: 'POST /api/orders/draft x', status: 201, answer: '{}', created_at: new Date(now.getTime() - idempotencyWindowMs - 1) })
        .execute();
    const keys = async () => (await t.db.selectFrom('idempotent_requests').select('key').where('user_id', '=', kolId).execute()).map((r) => r.key);
    const processes = [recordingLog(), recordingLog()];
    const storage = diskStorage(mkdtempSync(join(tmpdir(), 'portal-housekeeping-')));
    const now = at(10 * hour);

    await staleKey('vencida-1', now);
    const ran = await Promise.all(processes.map((p) => housekeepIfDue(t.db, storage, p.log, now)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await keys()).toEqual([]);
    expect(processes.flatMap((p) => p.messages)).toEqual(['expired records purged']);

    // Ten minutes later both ask again: the hour is not up, the new stale record waits for it.
    await staleKey('vencida-2', now);
    expect(await Promise.all(processes.map((p) => housekeepIfDue(t.db, storage, p.log, at(10 * hour + 10 * 60 * 1000))))).toEqual([false, false]);
    expect(await keys()).toEqual(['vencida-2']);
    expect(await housekeepIfDue(t.db, storage, processes[1]!.log, at(11 * hour))).toBe(true);
    expect(await keys()).toEqual([]);
  });
});
