import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTabOf, statusesOfGroup } from '../../domain/order/order-status';
import { OrderSummaryPage } from '../../contract/orders.contract';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('orders lists on $name', (target) => {
  let t: TestApp;
  let dentist: string;
  let kol: string;
  let staff: string;
  let dentistId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentist = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
    dentistId = (await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string): Promise<OrderSummaryPage> => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const page = json<unknown>(res);
    expect(OrderSummaryPage.is(page)).toBe(true);
    return page as OrderSummaryPage;
  };

  it('shows a dentist only their own orders, newest first, 20 a page by default', async () => {
    const first = await get('/api/orders', dentist);
    expect(first.limit).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.items.every((o) => o.dentist.id === dentistId)).toBe(true);
    const dates = first.items.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const kolPage = await get('/api/orders?limit=100', kol);
    expect(kolPage.items.some((o) => o.dentist.id === dentistId)).toBe(false);
    expect(kolPage.total).toBe(kolPage.items.length);
  });

  it('pages through every order exactly once', async () => {
    const { total } = await get('/api/orders?limit=7', dentist);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      for (const o of (await get(`/api/orders?limit=7&page=${page}`, dentist)).items) seen.add(o.id);
    }
    expect(seen.size).toBe(total);
    expect((await get(`/api/orders?limit=7&page=${Math.ceil(total / 7) + 1}`, dentist)).items).toEqual([]);
  });

  it('splits the orders over the three tabs, each with more than one page of demo data', async () => {
    const { total } = await get('/api/orders', dentist);
    let sum = 0;
    for (const tab of ['active', 'completed', 'physical-delivery'] as const) {
      const page = await get(`/api/orders?tab=${tab}&limit=100`, dentist);
      expect(page.items.every((o) => listTabOf(o.status) === tab)).toBe(true);
      expect(page.total).toBeGreaterThan(20);
      sum += page.total;
    }
    expect(sum).toBe(total);
  });

  it('filters by status group and by one status', async () => {
    const planning = await get('/api/orders?group=IN_PLANNING&limit=100', dentist);
    expect(planning.total).toBeGreaterThan(0);
    expect(planning.items.every((o) => statusesOfGroup('IN_PLANNING').includes(o.status))).toBe(true);
    const waiting = await get('/api/orders?status=WAITING_FOR_APPROVAL', dentist);
    expect(waiting.total).toBeGreaterThan(0);
    expect(waiting.items.every((o) => o.status === 'WAITING_FOR_APPROVAL')).toBe(true);
  });

  it('searches by patient name without accents or case, and by case number', async () => {
    const byName = await get('/api/orders?search=joao%20PEREIRA&limit=100', dentist);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((o) => o.patient.firstName === 'João')).toBe(true);
    const one = byName.items.find((o) => o.caseNumber !== null)!;
    const byCase = await get(`/api/orders?search=${one.caseNumber}`, dentist);
    expect(byCase.items.map((o) => o.id)).toEqual([one.id]);
    expect((await get('/api/orders?search=%25', dentist)).total).toBe(0);
    expect((await get('/api/orders?search=Ana%20Beatriz', dentist)).total).toBe(0);
  });

  it('refuses bad paging and filters with a message naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'Página'],
      ['limit=abc', 'Itens por página'],
      ['limit=101', 'Itens por página'],
      ['tab=todos', 'Aba'],
      ['status=PAGO', 'Status'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/orders?${query}`, headers: bearer(dentist) });
      expect(res.statusCode, query).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(new RegExp(`^O campo ${field} (está inválido|aceita no máximo 100)\\.$`));
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/orders' });
    expect(res.statusCode).toBe(401);
  });

  it('gives staff every dentist’s orders, filterable by dentist and searchable by dentist name', async () => {
    const all = await get('/api/admin/orders?limit=100', staff);
    const mine = await get('/api/orders', dentist);
    const kols = await get('/api/orders', kol);
    expect(all.total).toBe(mine.total + kols.total);
    const onlyAna = await get(`/api/admin/orders?dentistId=${dentistId}`, staff);
    expect(onlyAna.total).toBe(mine.total);
    const byDentistName = await get('/api/admin/orders?search=carlos%20eduardo&limit=100', staff);
    expect(byDentistName.total).toBe(kols.total);
  });

  it('forbids /api/admin to dentists and lists dentists for staff', async () => {
    const res = await t.app.inject({ url: '/api/admin/orders', headers: bearer(dentist) });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: 'Você não tem permissão para acessar este recurso.' });
    expect((await t.app.inject({ url: '/api/admin/dentists', headers: bearer(dentist) })).statusCode).toBe(403);
    const dentists = json<{ name: string }[]>(await t.app.inject({ url: '/api/admin/dentists', headers: bearer(staff) }));
    expect(dentists.map((d) => d.name)).toContain('Carlos Eduardo Lima');
    expect(dentists.map((d) => d.name)).not.toContain('Juliana Rocha');
  });
});
