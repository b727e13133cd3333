import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { purgeExpired } from '../../../src/server/housekeeping/housekeeping.repository';

describe.each(testDatabaseTargets().slice(0, 1))('sessions and passwords on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('issues a new token at every sign-in, in a strict, secure, http-only cookie', async () => {
    const first = await login('dentista@demo.com.br', 'Demo@1234');
    const second = await login('dentista@demo.com.br', 'Demo@1234');
    const cookieOf = (res: typeof first) => res.cookies.find((c) => c.name === 'session')!;
    expect(cookieOf(first).value).not.toBe(cookieOf(second).value);
    expect(cookieOf(first)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  });

  it('throttles an unknown username exactly like a known one, so nobody learns who has an account', async () => {
    const answers = async (username: string) => {
      const seen: [number, string][] = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(username, 'senha-errada');
        seen.push([res.statusCode, res.json<{ message: string }>().message]);
      }
      return seen;
    };
    expect(await answers('ninguem@exemplo.com.br')).toEqual(await answers('consultor@demo.com.br'));
  });

  it('hashes passwords with argon2id at no less than 19 MiB and 2 passes', async () => {
    const rows = await t.db.selectFrom('users').select('password_hash').execute();
    for (const { password_hash } of rows) {
      const [, algorithm, , params] = password_hash.split('$');
      const { m, t: passes } = Object.fromEntries(params!.split(',').map((kv) => kv.split('=') as [string, string])) as { m: string; t: string };
      expect(algorithm).toBe('argon2id');
      expect(Number(m)).toBeGreaterThanOrEqual(19 * 1024);
      expect(Number(passes)).toBeGreaterThanOrEqual(2);
    }
  });

  it('purges ended and expired sessions, stale failed sign-ins and old idempotency keys, and nothing still in use', async () => {
    const live = await t.login('kol@demo.com.br');
    const ended = await t.login('dentista@demo.com.br');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${ended}` } });
    await login('ninguem@exemplo.com.br', 'senha-errada');
    const count = async (table: 'sessions' | 'attempt_budgets' | 'idempotent_requests') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const now = new Date('2026-11-21T12:00:00Z');
    const kolId = (await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('idempotent_requests')
      .values({ user_id: kolId, key: 'enviar-0001', scope: 'POST /api/orders/draft x', status: 201, answer: '{}', created_at: now })
      .execute();

    const first = await purgeExpired(t.db, now);
    expect(first.sessions).toBeGreaterThan(0);
    // The live session and the fresh failures stay.
    expect((await t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${live}` } })).statusCode).toBe(200);
    expect(await count('attempt_budgets')).toBeGreaterThan(0);
    expect(await count('idempotent_requests')).toBe(1);

    const dayLater = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    await purgeExpired(t.db, dayLater);
    expect(await count('sessions')).toBe(0);
    expect(await count('attempt_budgets')).toBe(0);
    expect(await count('idempotent_requests')).toBe(0);
  });

  it('purges order events, and their read marks, once they are 90 days old', async () => {
    const events = () => t.db.selectFrom('order_events').select(['id', 'at']).execute();
    const seeded = await events();
    expect(seeded.length).toBeGreaterThan(0);
    const kolId = (await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('notification_reads')
      .values(seeded.map((e) => ({ user_id: kolId, event_id: e.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const newest = Math.max(...seeded.map((e) => e.at.getTime()));
    const oldest = Math.min(...seeded.map((e) => e.at.getTime()));
    const ninetyDays = 90 * 24 * 60 * 60 * 1000;
    expect((await purgeExpired(t.db, new Date(oldest + ninetyDays - 1))).orderEvents).toBe(0);
    expect((await events()).length).toBe(seeded.length);
    expect((await purgeExpired(t.db, new Date(newest + ninetyDays + 1))).orderEvents).toBe(seeded.length);
    expect(await events()).toEqual([]);
    expect(await t.db.selectFrom('notification_reads').select('event_id').execute()).toEqual([]);
  });
});
