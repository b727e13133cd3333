import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { firstAnswersElementId } from '../../contract/first-answers';
import { OrderDetail } from '../../contract/order-detail.contract';
import { StaffOrderDetail } from '../../contract/staff-order.contract';
import { UserProfile } from '../../contract/profile.contract';
import { Dashboard } from '../../contract/orders.contract';

/** The answers a page carries, as the browser reads them. */
const answersIn = (html: string): Record<string, unknown> | undefined => {
  const found = new RegExp(`<script type="application/json" id="${firstAnswersElementId}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
};

describe.each(testDatabaseTargets())('pages sent with their first answers on $name', (target) => {
  let t: TestApp;
  let order: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-first-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
    t = await startTestApp(target, { staticDir: dir });
    order = (
      await t.db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.dentist_id')
        .select('orders.id')
        .where('users.email', '=', 'dentista@demo.com.br')
        .where('orders.status', '=', 'WAITING_FOR_APPROVAL')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const page = (url: string, token?: string, encoding = 'identity') =>
    t.app.inject({ url, headers: { 'accept-encoding': encoding, ...(token ? { cookie: `session=${token}` } : {}) } });

  it('sends a deep link to an order with the answers its first screen waits for, exactly as the API answers them, never cached', async () => {
    const token = await t.login('dentista@demo.com.br');
    const res = await page(`/orders/${order}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = answersIn(res.body)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/users/profile', `/api/orders/${order}?checkout=true`].sort());
    const api = (url: string) => t.app.inject({ url, headers: { cookie: `session=${token}` } }).then((r) => r.json<unknown>());
    expect(answers[`/api/orders/${order}?checkout=true`]).toEqual(await api(`/api/orders/${order}?checkout=true`));
    expect(answers['/api/users/profile']).toEqual(await api('/api/users/profile'));
    // Decoded by the same codecs as the network's answers.
    expect(OrderDetail.decode(answers[`/api/orders/${order}?checkout=true`])._tag).toBe('Right');
    expect(UserProfile.decode(answers['/api/users/profile'])._tag).toBe('Right');
  });

  it('sends the staff their order page’s answer, and nothing of an order that is not the reader’s', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const answers = answersIn((await page(`/attendant/orders/${order}`, staff)).body)!;
    expect(StaffOrderDetail.decode(answers[`/api/admin/orders/${order}`])._tag).toBe('Right');
    const other = await t.login('kol@demo.com.br');
    const foreign = answersIn((await page(`/orders/${order}`, other)).body)!;
    expect(Object.keys(foreign)).toEqual(['/api/users/profile']);
  });

  it('sends the staff their dashboard, their home, with its figures, and a dentist who follows its link none of them', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const answers = answersIn((await page('/attendant/painel', staff)).body)!;
    expect(Object.keys(answers)).toEqual(['/api/users/profile', '/api/admin/dashboard']);
    expect(Dashboard.decode(answers['/api/admin/dashboard'])._tag).toBe('Right');
    const dentist = await t.login('dentista@demo.com.br');
    expect(Object.keys(answersIn((await page('/attendant/painel', dentist)).body)!)).toEqual(['/api/users/profile']);
  });

  it('sends the built page as it is without a session, or with one that ended', async () => {
    const signedOut = await page(`/orders/${order}`);
    expect(answersIn(signedOut.body)).toBeUndefined();
    expect(signedOut.body).toContain('<title>Portal</title>');
    const ended = await page(`/orders/${order}`, 'not-a-session');
    expect(answersIn(ended.body)).toBeUndefined();
  });

  it('keeps any text of the data inside its script element, and compresses as the browser accepts', async () => {
    const planning = await t.db.selectFrom('plannings').select('id').where('order_id', '=', order).where('is_current', '=', true).executeTakeFirstOrThrow();
    const hostile = 'Ver </script><script>alert(1)</script> <!-- fim';
    await t.db.updateTable('plannings').set({ comment: hostile }).where('id', '=', planning.id).execute();
    const token = await t.login('dentista@demo.com.br');
    const plain = (await page(`/orders/${order}`, token)).body;
    expect(plain.match(/<\/script>/g)).toHaveLength(1);
    expect(plain).not.toContain('<!--');
    const planningOf = (answers: Record<string, unknown>) =>
      (answers[`/api/orders/${order}?checkout=true`] as { plannings: { id: string; comment: string | null }[] }).plannings.find((p) => p.id === planning.id)!.comment;
    expect(planningOf(answersIn(plain)!)).toBe(hostile);
    const br = await page(`/orders/${order}`, token, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(planningOf(answersIn(brotliDecompressSync(br.rawPayload).toString())!)).toBe(hostile);
    const gz = await page(`/orders/${order}`, token, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(answersIn(gunzipSync(gz.rawPayload).toString())).toEqual(answersIn(plain));
  });

  it('sends an orders list with its kept filters and the first page they ask for, the way the list asks for it', async () => {
    const token = await t.login('dentista@demo.com.br');
    const api = (url: string) => t.app.inject({ url, headers: { cookie: `session=${token}` } }).then((r) => r.json<unknown>());
    const plain = answersIn((await page('/orders/completed', token)).body)!;
    expect(Object.keys(plain)).toEqual(['/api/users/profile', '/api/users/filters', '/api/orders?tab=completed&page=1&limit=20']);
    expect(plain['/api/orders?tab=completed&page=1&limit=20']).toEqual(await api('/api/orders?tab=completed&page=1&limit=20'));
    // A kept filter is part of the first page's address; a kept search is not (the list never keeps one).
    await t.app.inject({
      method: 'POST',
      url: '/api/users/filters',
      headers: { cookie: `session=${token}`, 'sec-fetch-site': 'same-origin' },
      payload: { origin: 'ORDERS', filters: { group: 'IN_PLANNING', search: 'Ana' } },
    });
    const filtered = answersIn((await page('/orders', token)).body)!;
    expect(Object.keys(filtered)).toContain('/api/orders?tab=active&page=1&limit=20&group=IN_PLANNING');
    const staff = await t.login('atendente@demo.com.br');
    expect(Object.keys(answersIn((await page('/attendant/orders', staff)).body)!)).toEqual([
      '/api/users/profile',
      '/api/users/filters',
      '/api/admin/orders?tab=active&page=1&limit=20',
      '/api/admin/dentists',
    ]);
  });
});
