import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../contract/profile.contract';
import { secretTokenHash } from './secret-token';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';

const hour = 60 * 60 * 1000;
// Longer than a session lives: only the notices and the session's own expiry end a kept check.
const kept = 48 * hour;

// The session check keeps its answers; these show it never keeps one the database
// has taken back. The kept checks outlive the sessions here.
describe.each(testDatabaseTargets())('the kept session check on $name', (target) => {
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    one = await startTestApp(target, { sessionCacheMs: kept });
    // A second API process on the same database.
    other = await startTestApp(target, { sessionCacheMs: kept, sharing: one });
  });
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  const profile = (t: TestApp, token: string) => t.app.inject({ url: '/api/users/profile', headers: bearer(token) });

  it('refuses at once a session signed out through this process, and soon one signed out through another', async () => {
    const token = await one.login('dentista@demo.com.br');
    expect((await profile(one, token)).statusCode).toBe(200);
    expect((await profile(other, token)).statusCode).toBe(200);
    expect((await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await profile(one, token)).statusCode).toBe(401);
    await waitFor('the other process to refuse the signed-out session', async () => (await profile(other, token)).statusCode === 401);
  });

  it('refuses a session revoked straight in the database', async () => {
    const token = await one.login('kol@demo.com.br');
    expect((await profile(one, token)).statusCode).toBe(200);
    await one.db
      .updateTable('sessions')
      .set({ revoked_at: new Date('2026-11-21T12:00:00Z') })
      .where('token_hash', '=', secretTokenHash(token))
      .execute();
    await waitFor('the revoked session to be refused', async () => (await profile(one, token)).statusCode === 401);
  });

  it('answers with the user as the database has it after a change made elsewhere', async () => {
    const token = await one.login('novo@demo.com.br');
    expect(json<UserProfile>(await profile(one, token)).name).not.toBe('Mariana Teixeira Alves');
    await one.db.updateTable('users').set({ name: 'Mariana Teixeira Alves' }).where('email', '=', 'novo@demo.com.br').execute();
    await waitFor('the new name', async () => json<UserProfile>(await profile(one, token)).name === 'Mariana Teixeira Alves');
  });

  it('keeps to the session’s own expiry', async () => {
    const token = await one.login('atendente@demo.com.br');
    expect((await profile(one, token)).statusCode).toBe(200);
    one.advance(25 * hour);
    other.advance(25 * hour);
    expect((await profile(one, token)).statusCode).toBe(401);
  });
});
