import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('sign-in on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('signs in by e-mail, answers a token and sets a strict, secure, http-only cookie for one day', async () => {
    const res = await login('dentista@demo.com.br', 'Demo@1234');
    expect(res.statusCode).toBe(200);
    expect(json<{ access_token: string }>(res).access_token).toMatch(/^[\w-]{40,}$/);
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(new Date(cookie!.expires!).getTime()).toBe(Date.parse('2026-11-22T12:00:00Z'));
  });

  it('signs in by a formatted CPF and by its digits, and by an e-mail in capitals', async () => {
    for (const username of ['529.982.247-25', '52998224725', ' Dentista@Demo.com.br ']) {
      const res = await login(username, 'Demo@1234');
      expect(res.statusCode, username).toBe(200);
    }
  });

  it('signs in by an alphanumeric CNPJ kept as an account’s document, typed masked or not, in any case', async () => {
    const kol = await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ document: '12ABC34501DE35' }).where('id', '=', kol.id).execute();
    for (const username of ['12.ABC.345/01DE-35', '12abc34501de35', ' 12.abc.345/01de-35 ']) {
      const res = await login(username, 'Demo@1234');
      expect(res.statusCode, username).toBe(200);
    }
    expect((await login('12.ABC.345/01DE-36', 'Demo@1234')).statusCode).toBe(401);
  });

  it('refuses a wrong password or unknown user with the same message and no cookie', async () => {
    for (const [u, p] of [
      ['kol@demo.com.br', 'errada'],
      ['ninguem@demo.com.br', 'Demo@1234'],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Usuário ou senha inválidos.' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers 400 naming the field when the body is malformed, and 400 for a non-JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: 'O campo Senha está inválido.' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toBe('Requisição inválida.');
  });

  it('throttles a username after five failures and lets it in again after the window', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('consultor@demo.com.br', 'errada')).statusCode).toBe(401);
      // Past the growing delay between tries.
      t.advance(60_000);
    }
    const blocked = await login('consultor@demo.com.br', 'Demo@1234');
    expect(blocked.statusCode).toBe(429);
    expect(json<{ message: string }>(blocked).message).toMatch(/Muitas tentativas/);
    expect((await login('planejador@demo.com.br', 'Demo@1234')).statusCode).toBe(200);
    t.advance(15 * 60 * 1000 + 1);
    expect((await login('consultor@demo.com.br', 'Demo@1234')).statusCode).toBe(200);
  });

  it('accepts the session by bearer token or cookie, and signing out ends it for both', async () => {
    const token = await t.login('kol@demo.com.br');
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/profile', cookies: { session: token } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { session: token } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    for (const req of [{ headers: bearer(token) }, { cookies: { session: token } }]) {
      const res = await t.app.inject({ url: '/api/users/profile', ...req });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Sua sessão expirou. Entre novamente.' });
    }
  });

  it('expires a session after one day', async () => {
    const token = await t.login('kol@demo.com.br');
    t.advance(24 * 60 * 60 * 1000);
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});
