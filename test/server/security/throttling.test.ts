import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleLimits } from '../../../src/domain/auth/login-throttle';
import { startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { aRegistration } from '../../support/server/registration';

// Requests come from 127.0.0.1, a trusted proxy by default: X-Forwarded-For names the client.
const from = (address: string) => ({ 'x-forwarded-for': address });

describe.each(testDatabaseTargets())('throttling of guesses on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: from(address), payload: { username, password } });
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

  it('counts forty parallel wrong passwords for one account one by one: at most five password checks', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => login('consultor@demo.com.br', 'errada', '203.0.113.1')));
    const checked = statuses(answers).filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(throttleLimits.perAccountAndAddress);
    expect(statuses(answers).every((s) => s === 401 || s === 429)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keys a budget by what was typed, so an account’s e-mail then its CPF behave exactly as two unknown names (the 429 tells nothing)', async () => {
    const tries = async (email: string, cpf: string, address: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 3; i++) seen.push((await login(email, 'errada', address)).statusCode);
      seen.push((await login(cpf, 'errada', address)).statusCode);
      seen.push((await login(email, 'errada', address)).statusCode);
      return seen;
    };
    const known = await tries('dentista@demo.com.br', '529.982.247-25', '203.0.113.2');
    const unknown = await tries('ninguem@exemplo.com.br', '111.444.777-35', '203.0.113.12');
    expect(known).toEqual(unknown);
    expect(known).toEqual([401, 401, 401, 401, 429]);
    // Spellings of one name are one name: the CPF with or without its marks, the e-mail in any case.
    for (const username of ['52998224725', '529.982.247-25', '529.982.247-25', '529.982.247-25']) await login(username, 'errada', '203.0.113.22');
    expect((await login('529.982.247-25', 'Demo@1234', '203.0.113.22')).statusCode).toBe(429);
  });

  it('slows an address that tries many accounts', async () => {
    const address = '203.0.113.3';
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await login(`pessoa${i}@exemplo.com.br`, 'errada', address)).statusCode);
    expect(answers.slice(0, throttleLimits.perAddress)).toEqual(Array(throttleLimits.perAddress).fill(401));
    expect(answers.slice(throttleLimits.perAddress)).toEqual(Array(30 - throttleLimits.perAddress).fill(429));
    // Even the right password for a real account waits at that address.
    expect((await login('kol@demo.com.br', 'Demo@1234', address)).statusCode).toBe(429);
  });

  it('never locks the owner out from an address of theirs with no failures', async () => {
    for (let i = 0; i < 8; i++) {
      await login('planejador@demo.com.br', 'errada', '198.51.100.66');
      t.advance(60_000);
    }
    expect((await login('planejador@demo.com.br', 'Demo@1234', '198.51.100.66')).statusCode).toBe(429);
    expect((await login('planejador@demo.com.br', 'Demo@1234', '192.0.2.10')).statusCode).toBe(200);
  });

  it('gives a budget per address to registration and to the accreditation check', async () => {
    const address = '203.0.113.4';
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dentist',
        headers: from(address),
        // Taken e-mail: the answer (409) is what an enumerator reads.
        payload: { ...aRegistration, email: 'dentista@demo.com.br', phone: `(11) 91234-56${String(i).padStart(2, '0')}` },
      });
    const registrations = [];
    for (let i = 0; i <= throttleLimits.lookupsPerAddress; i++) registrations.push((await register(i)).statusCode);
    expect(registrations).toEqual([...Array(throttleLimits.lookupsPerAddress).fill(409), 429]);

    const token = await t.login('novo@demo.com.br', 'Demo@1234');
    const verify = () =>
      t.app.inject({ url: '/api/dentist/verify?code=11111111.22222222.3333333.4.55555555666666667777', headers: { ...from(address), authorization: `Bearer ${token}` } });
    const checks = [];
    for (let i = 0; i <= throttleLimits.lookupsPerAddress; i++) checks.push((await verify()).statusCode);
    expect(checks).toEqual([...Array(throttleLimits.lookupsPerAddress).fill(200), 429]);
    // Another address is not held back.
    expect((await t.app.inject({ url: '/api/dentist/verify?code=1', headers: { ...from('192.0.2.55'), authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
