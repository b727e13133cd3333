import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { defaultModelsAddress } from '../config';
import { modelDeliveryMessages } from '../../domain/order/model-delivery';
import type { ModelDelivery } from '../../contract/order-detail.contract';

describe.each(testDatabaseTargets())('models sent by post on $name', (target) => {
  let t: TestApp;
  let dentist: string;
  let orderId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentist = await t.login('dentista@demo.com.br');
    const own = await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select('orders.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .where('orders.status', 'not in', ['DRAFT', 'CANCELLED', 'FINISHED'])
      .executeTakeFirstOrThrow();
    orderId = own.id;
    await t.db.updateTable('orders').set({ model_provide_type: 'PHYSICAL_DELIVERY', status: 'WAITING_MODEL' }).where('id', '=', orderId).execute();
  });
  afterAll(() => t.close());

  const post = (id: string, trackingCode: string, token = dentist) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/model-tracking`, headers: bearer(token), payload: { trackingCode } });
  const delivery = async (): Promise<ModelDelivery | null> =>
    json<{ modelDelivery: ModelDelivery | null }>(await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(dentist) })).modelDelivery;

  it('tells the dentist where to post the models, and keeps the tracking code as the carrier prints it', async () => {
    expect(await delivery()).toEqual({ address: [...defaultModelsAddress], trackingCode: null, postedAt: null, awaitingModels: true });
    const res = await post(orderId, ' ab 123.456.789 br ');
    expect(res.statusCode).toBe(200);
    expect(json<ModelDelivery>(res)).toMatchObject({ trackingCode: 'AB123456789BR', awaitingModels: true });
    expect(await delivery()).toMatchObject({ trackingCode: 'AB123456789BR', postedAt: '2026-11-21T12:00:00.000Z' });
    // The staff see it, and hear of it.
    const staff = json<{ modelDelivery: ModelDelivery | null }>(
      await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(await t.login('atendente@demo.com.br')) }),
    );
    expect(staff.modelDelivery?.trackingCode).toBe('AB123456789BR');
    const events = await t.db.selectFrom('order_events').select(['kind', 'by_staff']).where('order_id', '=', orderId).where('kind', '=', 'MODEL_POSTED').execute();
    expect(events).toEqual([{ kind: 'MODEL_POSTED', by_staff: false }]);
  });

  it('refuses a code no carrier prints, changing nothing', async () => {
    const before = await delivery();
    for (const bad of ['12', 'AB123456789BR<img>', 'x'.repeat(61), 'AB\u0000123456789']) {
      const res = await post(orderId, bad);
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(/rastreio/);
    }
    expect(await delivery()).toEqual(before);
  });

  it('takes two codes sent at once one after the other, the last kept whole', async () => {
    const answers = await Promise.all([post(orderId, 'QQ111111111BR'), post(orderId, 'QQ222222222BR')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(['QQ111111111BR', 'QQ222222222BR']).toContain((await delivery())?.trackingCode);
  });

  it('answers another dentist’s order as missing, and an order not waiting for posted models with a sentence', async () => {
    expect((await post(orderId, 'AB123456789BR', await t.login('kol@demo.com.br'))).statusCode).toBe(404);
    await t.db.updateTable('orders').set({ status: 'ANALYSIS' }).where('id', '=', orderId).execute();
    const late = await post(orderId, 'AB999999999BR');
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toBe(modelDeliveryMessages.notAwaited);
    expect((await delivery())?.awaitingModels).toBe(false);
    await t.db.updateTable('orders').set({ model_provide_type: 'UPLOAD' }).where('id', '=', orderId).execute();
    expect(await delivery()).toBeNull();
  });
});
