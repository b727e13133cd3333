import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { OrderStatus } from '../../domain/order/order-status';

describe.each(testDatabaseTargets())('order actions on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
  });
  afterAll(() => t.close());

  const orderIn = async (status: OrderStatus) =>
    (
      await t.db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.dentist_id')
        .select('orders.id')
        .where('users.email', '=', 'dentista@demo.com.br')
        .where('orders.status', '=', status)
        .executeTakeFirstOrThrow()
    ).id;
  const post = (id: string, action: string, body?: Record<string, unknown>, token = dentista) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: bearer(token), ...(body ? { payload: body } : {}) });
  const history = (id: string) => t.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'reason']).where('order_id', '=', id).orderBy('changed_at').execute();

  it('cancels an order in analysis with the reason kept in its history', async () => {
    const id = await orderIn('ANALYSIS');
    expect((await post(id, 'cancel', { reason: ' ' })).statusCode).toBe(400);
    const res = await post(id, 'cancel', { reason: 'Paciente desistiu do tratamento' });
    expect(json(res)).toEqual({ status: 'CANCELLED' });
    expect((await history(id)).at(-1)).toEqual({ from_status: 'ANALYSIS', to_status: 'CANCELLED', reason: 'Paciente desistiu do tratamento' });
    const again = await post(id, 'cancel', { reason: 'de novo' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: 'O pedido está encerrado e não muda mais de status.' });
  });

  it('refuses a dentist cancelling an order in production, and another dentist’s order', async () => {
    const production = await orderIn('PRODUCTION');
    expect((await post(production, 'cancel', { reason: 'x' })).statusCode).toBe(409);
    const analysis = await orderIn('ANALYSIS');
    expect((await post(analysis, 'cancel', { reason: 'x' }, kol)).statusCode).toBe(404);
  });

  it('rejects a planning waiting for approval, and sends new models to analysis', async () => {
    const waiting = await orderIn('WAITING_FOR_APPROVAL');
    expect(json(await post(waiting, 'reject', { reason: 'Ajustar a linha média' }))).toEqual({ status: 'REVIEW_REQUESTED' });
    const newModel = await orderIn('WAITING_NEW_MODEL');
    expect(json(await post(newModel, 'send-to-analysis'))).toEqual({ status: 'NEW_MODEL_RECEIVED' });
    expect((await post(newModel, 'send-to-analysis')).statusCode).toBe(409);
  });

  it('makes exactly one change and one history entry out of twenty concurrent cancels', async () => {
    const id = await orderIn('RECEIVED');
    const before = (await history(id)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(id, 'cancel', { reason: `tentativa ${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await history(id)).length).toBe(before + 1);
  });
});
