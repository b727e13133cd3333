import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentOptions } from '../../contract/order-detail.contract';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { demoOrderIds } from '../../../test/support/server/demo-order-ids';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('bonus settlement on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, body?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(token), ...(body ? { payload: body } : {}) });
  const detail = async (id: string, token: string) => json<OrderDetail>(await get(`/api/orders/${id}?checkout`, token));
  const current = (d: OrderDetail) => d.plannings.find((p) => p.isCurrent)!;
  const other = (d: OrderDetail) => d.plannings.find((p) => !p.isCurrent)!;
  const readyToApprove = async (id: string, token: string) => {
    const planningId = current(await detail(id, token)).id;
    await post(`/api/orders/${id}/planning/view`, token, { type: 'WEB', planningId });
    await post(`/api/orders/${id}/planning/view`, token, { type: 'FILE', planningId });
    const pix = json<PaymentOptions>(await get(`/api/orders/${id}/payment?planningId=${planningId}`, token)).conditions.find((c) => c.code === 'PIX')!.id;
    await post(`/api/orders/${id}/payment`, token, { planningId, paymentConditionId: pix });
  };
  const ledgerOf = (orderId: string) => t.db.selectFrom('bonus_ledger').select(['origin', 'steps', 'status', 'planning_id', 'grant_id']).where('order_id', '=', orderId).execute();

  it('tells the dentist her own balances, as her order pages count them; a KOL dentist also the month’s KOL use', async () => {
    const [id] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const d = await detail(id!, dentista);
    const own = json<{ wallet: unknown; kol: unknown }>(await get('/api/dentist/balances', dentista));
    expect(own).toEqual({ wallet: d.bonus.wallet, kol: null });
    const [kolOrder] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL', 'kol@demo.com.br');
    const k = await detail(kolOrder!, kol);
    expect(json(await get('/api/dentist/balances', kol))).toEqual({ wallet: k.bonus.wallet, kol: { ...k.bonus.kol, usedThisMonth: k.bonus.available.kolUsedThisMonth } });
    const staff = await t.login('atendente@demo.com.br');
    expect((await get('/api/dentist/balances', staff)).statusCode).toBe(403);
  });

  it('approving spends only the approved planning’s steps: 20 − 3 = 17, not 14', async () => {
    const [id] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const d = await detail(id!, dentista);
    expect(d.bonus.wallet.aligners).toBe(20);
    expect((await post(`/api/orders/${id}/planning/${other(d).id}/balance`, dentista, { dentist: 3, kol: 0 })).statusCode).toBe(200);
    expect((await post(`/api/orders/${id}/planning/${current(d).id}/balance`, dentista, { dentist: 3, kol: 0 })).statusCode).toBe(200);
    expect((await detail(id!, dentista)).bonus.wallet.aligners).toBe(14);
    await readyToApprove(id!, dentista);
    expect(json(await post(`/api/orders/${id}/approve`, dentista))).toEqual({ status: 'APPROVED' });
    const after = await detail(id!, dentista);
    expect(after.bonus.wallet.aligners).toBe(17);
    expect(other(after).bonus).toEqual({ dentist: 0, kol: 0, patient: 0 });
    expect(current(after).bonus).toEqual({ dentist: 3, kol: 0, patient: 0 });
    expect(await ledgerOf(id!)).toEqual([{ origin: 'DENTIST', steps: -3, status: 'CONFIRMED', planning_id: current(d).id, grant_id: null }]);
  });

  it('spends the patient’s refinement bonus once, though both plannings held it', async () => {
    const [id] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL', 'kol@demo.com.br');
    const d = await detail(id!, kol);
    expect(d.bonus.available.patient).toBe(3);
    for (const p of d.plannings) expect((await post(`/api/orders/${id}/planning/${p.id}/balance`, kol, { dentist: 0, kol: 0, patient: 3 })).statusCode).toBe(200);
    // Switching the current planning keeps both reservations until a decision.
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/planning/${other(d).id}/current`, headers: bearer(kol) })).statusCode).toBe(204);
    expect((await ledgerOf(id!)).filter((r) => r.status === 'RESERVED')).toHaveLength(2);
    await readyToApprove(id!, kol);
    expect(json(await post(`/api/orders/${id}/approve`, kol))).toEqual({ status: 'APPROVED' });
    expect(await ledgerOf(id!)).toEqual([expect.objectContaining({ origin: 'PATIENT', steps: -3, status: 'CONFIRMED', planning_id: other(d).id })]);
  });

  it('twenty simultaneous approvals spend the reservation once and give the alternative back once', async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    const planningId = current(await detail(id!, dentista)).id;
    const wallet = async () => (await detail(id!, dentista)).bonus.wallet.aligners;
    const before = await wallet();
    expect((await post(`/api/orders/${id}/planning/${planningId}/balance`, dentista, { dentist: 2, kol: 0 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(`/api/orders/${id}/approve`, dentista)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await wallet()).toBe(before - 2);
    expect(await ledgerOf(id!)).toEqual([expect.objectContaining({ steps: -2, status: 'CONFIRMED' })]);
  });

  it('cancelling gives back what every planning reserved', async () => {
    const [, id] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const d = await detail(id!, dentista);
    const before = d.bonus.wallet.aligners;
    for (const p of d.plannings) await post(`/api/orders/${id}/planning/${p.id}/balance`, dentista, { dentist: 2, kol: 0 });
    expect((await detail(id!, dentista)).bonus.wallet.aligners).toBe(before - 4);
    expect(json(await post(`/api/orders/${id}/cancel`, dentista, { reason: 'Paciente desistiu' }))).toEqual({ status: 'CANCELLED' });
    const after = await detail(id!, dentista);
    expect(after.bonus.wallet.aligners).toBe(before);
    expect(await ledgerOf(id!)).toEqual([]);
    expect(after.plannings.map((p) => p.bonus)).toEqual(after.plannings.map(() => ({ dentist: 0, kol: 0, patient: 0 })));
  });
});
