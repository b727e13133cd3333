import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { UserProfile } from '../../contract/profile.contract';
import { SavedFilters } from '../../contract/filters.contract';

describe.each(testDatabaseTargets())('profile and saved filters on $name', (target) => {
  let t: TestApp;
  let dentist: string;
  let kol: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentist = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
  });
  afterAll(() => t.close());

  it('answers the signed-in user profile, without the password hash', async () => {
    const res = await t.app.inject({ url: '/api/users/profile', headers: bearer(dentist) });
    const profile = json<UserProfile>(res);
    expect(profile).toMatchObject({ name: 'Ana Beatriz Souza', role: 'DENTIST', gender: 'FEMALE', accredited: true, isLead: false, kolPolicy: null });
    expect(profile.profile.document).toBe('52998224725');
    expect(res.body).not.toMatch(/argon2|password/);
    const kolProfile = json<UserProfile>(await t.app.inject({ url: '/api/users/profile', headers: bearer(kol) }));
    expect(kolProfile.kolPolicy).toEqual({ monthlyBonusSteps: 6 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/users/filters' })).statusCode).toBe(401);
  });

  it('keeps one set of filters per screen, replaces it, and deletes it, each user apart', async () => {
    const save = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/users/filters', headers: bearer(token), payload: body });
    const list = async (token: string) => SavedFilters.is(json(await t.app.inject({ url: '/api/users/filters', headers: bearer(token) })));
    expect((await save(dentist, { origin: 'ORDERS', filters: { group: 'IN_PLANNING' } })).statusCode).toBe(204);
    expect((await save(dentist, { origin: 'ORDERS', filters: { group: 'POST_APPROVAL', search: 'João' } })).statusCode).toBe(204);
    expect(await list(dentist)).toBe(true);
    const mine = json(await t.app.inject({ url: '/api/users/filters', headers: bearer(dentist) }));
    expect(mine).toEqual([{ origin: 'ORDERS', filters: { group: 'POST_APPROVAL', search: 'João' } }]);
    expect(json(await t.app.inject({ url: '/api/users/filters', headers: bearer(kol) }))).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/users/filters?origin=ORDERS', headers: bearer(dentist) });
    expect(del.statusCode).toBe(204);
    expect(json(await t.app.inject({ url: '/api/users/filters', headers: bearer(dentist) }))).toEqual([]);
  });

  it('refuses an unknown screen or an oversized filter and stores nothing', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/users/filters', headers: bearer(kol), payload: { origin: 'NOPE', filters: {} } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'O campo Origem está inválido.' });
    const big = await t.app.inject({ method: 'POST', url: '/api/users/filters', headers: bearer(kol), payload: { origin: 'ORDERS', filters: { search: 'x'.repeat(5000) } } });
    expect(big.statusCode).toBe(400);
    expect(json(await t.app.inject({ url: '/api/users/filters', headers: bearer(kol) }))).toEqual([]);
    const noOrigin = await t.app.inject({ method: 'DELETE', url: '/api/users/filters', headers: bearer(kol) });
    expect(noOrigin.statusCode).toBe(400);
  });
});
