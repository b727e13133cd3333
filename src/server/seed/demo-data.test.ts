import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../storage/disk-storage';
import { seedDemoScans } from './demo-scans';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('demo data on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('plans and bills an order of one arch for that arch only', async () => {
    const items = await t.db
      .selectFrom('planning_items')
      .innerJoin('plannings', 'plannings.id', 'planning_items.planning_id')
      .innerJoin('orders', 'orders.id', 'plannings.order_id')
      .select(['planning_items.description', 'planning_items.quantity', 'planning_items.main', 'orders.arcade_superior', 'orders.arcade_inferior'])
      .execute();
    const single = items.filter((i) => i.arcade_superior !== i.arcade_inferior);
    expect(single.length).toBeGreaterThan(0);
    for (const item of single) {
      expect(item.description).not.toContain('ambas as arcadas');
      if (!item.main) expect(item.quantity).toBe(1);
    }
  });

  it('gives an order of one arch that arch’s model only', async () => {
    // One order of each: the scans are seeded for the orders waiting for approval.
    const waiting = t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .where('orders.status', '=', 'WAITING_FOR_APPROVAL');
    const single = await waiting
      .select('orders.id')
      .where((eb) => eb('orders.arcade_superior', '!=', eb.ref('orders.arcade_inferior')))
      .executeTakeFirst();
    if (!single)
      await waiting
        .select('orders.id')
        .executeTakeFirstOrThrow()
        .then(({ id }) => t.db.updateTable('orders').set({ arcade_inferior: false }).where('id', '=', id).execute());
    await seedDemoScans(t.db, diskStorage(t.filesDir), new Date(), randomUUID);
    const models = await t.db
      .selectFrom('order_attachments')
      .innerJoin('orders', 'orders.id', 'order_attachments.order_id')
      .select(['order_attachments.type', 'orders.arcade_superior', 'orders.arcade_inferior'])
      .where('order_attachments.type', 'in', ['MODEL_SUPERIOR', 'MODEL_INFERIOR'])
      .execute();
    expect(models.some((m) => m.arcade_superior !== m.arcade_inferior)).toBe(true);
    for (const m of models) expect([m.type, m.type === 'MODEL_SUPERIOR' ? m.arcade_superior : m.arcade_inferior]).toEqual([m.type, true]);
  });

  it('names every product differently, so staff never pick one for another', async () => {
    const names = (await t.db.selectFrom('products').select('name').execute()).map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sends every aligner order with its Ficha de prescrição', async () => {
    const missing = await t.db
      .selectFrom('orders')
      .select('id')
      .where('status', '!=', 'DRAFT')
      .where('product_category', '!=', 'PLACA_CONTENCAO')
      .where('prescription_form', 'is', null)
      .execute();
    expect(missing).toEqual([]);
  });
});
