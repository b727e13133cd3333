import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageOf } from '../../domain/order/dashboard';
import { diskStorage } from '../storage/disk-storage';
import { seedDemoScans } from './demo-scans';
import { seedDemoComments } from './demo-stages';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('demo data on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('walks every sent order from its sending to its status one step at a time, so the dashboard sees orders leave each stage', async () => {
    const rows = await t.db.selectFrom('order_status_history').select(['order_id', 'from_status', 'to_status', 'changed_at']).orderBy('changed_at').execute();
    const orders = await t.db.selectFrom('orders').select(['id', 'status']).execute();
    for (const order of orders) {
      const own = rows.filter((r) => r.order_id === order.id);
      // Each move starts where the one before ended, and the last ends at the order's status.
      own.forEach((r, i) => expect(r.from_status).toBe(i === 0 ? null : own[i - 1]!.to_status));
      expect(own.at(-1)!.to_status).toBe(order.status);
    }
    const left = new Set(rows.filter((r) => stageOf(r.from_status) !== null && stageOf(r.from_status) !== stageOf(r.to_status)).map((r) => stageOf(r.from_status)));
    expect([...left].sort()).toEqual(['APPROVAL', 'PLANNING', 'PRODUCTION', 'RECEIVING', 'SHIPPING']);
  });

  it('dates each item of the dentist’s bell when the order’s history and messages say it happened', async () => {
    const events = await t.db.selectFrom('order_events').select(['order_id', 'kind', 'to_status', 'at']).where('kind', 'in', ['PLANNING_READY', 'MESSAGE_POSTED']).execute();
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      const when =
        e.kind === 'PLANNING_READY'
          ? await t.db.selectFrom('order_status_history').select('changed_at as at').where('order_id', '=', e.order_id).where('to_status', '=', e.to_status).executeTakeFirst()
          : await t.db.selectFrom('order_messages').select('created_at as at').where('order_id', '=', e.order_id).executeTakeFirst();
      expect(new Date(e.at).toISOString()).toBe(new Date(when!.at).toISOString());
    }
  });

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

  it('bills the decided orders in charges that add up to their planning’s total, some paid by Pix and some overdue', async () => {
    const dentist = await t.login('dentista@demo.com.br');
    const ledger = (await t.app.inject({ method: 'GET', url: '/api/charges?limit=100', headers: { authorization: `Bearer ${dentist}` } })).json<{
      items: { orderId: string; amountCents: number; status: string }[];
    }>();
    expect(new Set(ledger.items.map((l) => l.status))).toEqual(new Set(['PAID', 'OVERDUE', 'OPEN']));
    for (const orderId of new Set(ledger.items.map((l) => l.orderId))) {
      const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { authorization: `Bearer ${dentist}` } })).json<{
        plannings: { isCurrent: boolean; totalCents: number }[];
      }>();
      const billed = ledger.items.filter((l) => l.orderId === orderId).reduce((sum, l) => sum + l.amountCents, 0);
      expect(billed).toBe(order.plannings.find((p) => p.isCurrent)!.totalCents);
    }
    const paid = await t.db
      .selectFrom('charges')
      .innerJoin('payments', 'payments.charge_id', 'charges.id')
      .select(['charges.amount_cents', 'payments.amount_cents as paid'])
      .execute();
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) expect(p.paid).toBe(p.amount_cents);
  });

  it('gives an order of one arch that arch’s model only, and the order with two plans a comment its second planning answers', async () => {
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
    await seedDemoComments(t.db, randomUUID);
    const models = await t.db
      .selectFrom('order_attachments')
      .innerJoin('orders', 'orders.id', 'order_attachments.order_id')
      .select(['order_attachments.type', 'orders.arcade_superior', 'orders.arcade_inferior'])
      .where('order_attachments.type', 'in', ['MODEL_SUPERIOR', 'MODEL_INFERIOR'])
      .execute();
    expect(models.some((m) => m.arcade_superior !== m.arcade_inferior)).toBe(true);
    for (const m of models) expect([m.type, m.type === 'MODEL_SUPERIOR' ? m.arcade_superior : m.arcade_inferior]).toEqual([m.type, true]);
    const comments = await t.db
      .selectFrom('planning_comments')
      .innerJoin('plannings as pinned', 'pinned.id', 'planning_comments.planning_id')
      .innerJoin('plannings as answer', 'answer.id', 'planning_comments.answered_in_planning_id')
      .innerJoin('users', 'users.id', 'planning_comments.author_id')
      .select(['pinned.order_id as pinnedOn', 'answer.order_id as answeredOn', 'pinned.number as pinned', 'answer.number as answer', 'users.role', 'planning_comments.sent_at'])
      .execute();
    expect(comments).toHaveLength(1);
    const [c] = comments;
    expect([c!.answeredOn, c!.pinned, c!.answer, c!.role, c!.sent_at === null]).toEqual([c!.pinnedOn, 1, 2, 'DENTIST', false]);
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
