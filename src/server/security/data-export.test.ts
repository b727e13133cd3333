import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-database';

describe.each(testDatabaseTargets().slice(0, 1))('LGPD export on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('gives a dentist their own data and their patients’, none of another dentist’s, and no password', async () => {
    const res = await t.app.inject({ url: '/api/users/export', headers: bearer(await t.login('kol@demo.com.br')) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as { dentist: { email: string }; patients: unknown[]; orders: { statusHistory: unknown[]; plannings: unknown[]; messages: unknown[] }[]; addresses: unknown[]; bonusLedger: unknown[] };
    const kol = await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow();
    const count = async (table: 'patients' | 'orders' | 'addresses') => (await t.db.selectFrom(table).select('id').where('dentist_id', '=', kol.id).execute()).length;
    expect(data.dentist.email).toBe('kol@demo.com.br');
    expect(data.patients).toHaveLength(await count('patients'));
    expect(data.orders).toHaveLength(await count('orders'));
    expect(data.addresses).toHaveLength(await count('addresses'));
    expect(data.orders.every((o) => o.statusHistory.length > 0)).toBe(true);
    expect(data.orders.some((o) => o.plannings.length > 0 && o.messages.length > 0)).toBe(true);
    expect(data.bonusLedger.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('Ana Beatriz Souza');
    expect((await t.app.inject({ url: '/api/users/export', headers: bearer(await t.login('atendente@demo.com.br')) })).statusCode).toBe(403);
  });
});
