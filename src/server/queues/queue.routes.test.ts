import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummaryPage, QueueCounts, StatusTargetList } from '../../contract/orders.contract';
import { type OrderListTab, orderListTabs, type OrderStatus, orderStatuses, statusesOfTab } from '../../domain/order/order-status';
import { productCategoryLabel, type ProductCategory } from '../../domain/order/order-labels';
import { defaultStatusTargets, pastTarget, statusAgeLabel } from '../../domain/order/status-age';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

const hourMs = 3_600_000;
const now = new Date('2026-11-21T12:00:00Z');
const products: readonly ProductCategory[] = ['ALINHADORES', 'TRIO_ALINHADORES_CA', 'PLACA_CONTENCAO'];
const sentStatuses: readonly OrderStatus[] = orderStatuses.filter((s) => s !== 'DRAFT');

/** An order of the generated queue, as the model knows it. */
interface Known {
  readonly id: string;
  readonly status: OrderStatus;
  readonly statusSince: Date;
  readonly createdAt: Date;
  readonly responsible: 'atendente' | 'planejador' | null;
  readonly consultant: boolean;
  readonly product: ProductCategory;
}

const knownOrder = fc.record({
  status: fc.constantFrom(...sentStatuses),
  createdHoursAgo: fc.integer({ min: 1, max: 60 * 24 }),
  inStatusShare: fc.double({ min: 0, max: 1, noNaN: true }),
  responsible: fc.constantFrom('atendente' as const, 'planejador' as const, null),
  consultant: fc.boolean(),
  product: fc.constantFrom(...products),
});

describe.each(testDatabaseTargets())('the staff queues on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let dentistId: string;
  let known: Known[];
  const people: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    staff = await t.login('atendente@demo.com.br');
    for (const key of ['atendente', 'planejador', 'consultor']) {
      people[key] = (await t.db.selectFrom('users').select('id').where('email', '=', `${key}@demo.com.br`).executeTakeFirstOrThrow()).id;
    }
    // A dentist of the queue's own, so the demo's orders stay out of what is counted.
    dentistId = randomUUID();
    await t.db
      .insertInto('users')
      .values({
        id: dentistId,
        email: `fila-${dentistId}@exemplo.com.br`,
        name: 'Dra. Fila Gerada',
        search_name: 'dra fila gerada',
        role: 'DENTIST',
        password_hash: 'x',
        accredited: true,
      })
      .execute();
    const patientId = randomUUID();
    await t.db
      .insertInto('patients')
      .values({ id: patientId, dentist_id: dentistId, first_name: 'Paciente', last_name: 'Gerada', search_name: 'paciente gerada', cpf: null, gender: 'FEMALE' })
      .execute();
    known = fc.sample(knownOrder, { numRuns: 60, seed: 37 }).map((g) => {
      const createdAt = new Date(now.getTime() - g.createdHoursAgo * hourMs);
      return {
        id: randomUUID(),
        status: g.status,
        createdAt,
        statusSince: new Date(createdAt.getTime() + Math.floor(g.inStatusShare * (now.getTime() - createdAt.getTime()))),
        responsible: g.responsible,
        consultant: g.consultant,
        product: g.product,
      };
    });
    await t.db
      .insertInto('orders')
      .values(
        known.map((k, i) => ({
          id: k.id,
          case_number: 90_000 + i,
          dentist_id: dentistId,
          patient_id: patientId,
          status: k.status,
          case_type: 'CASO_NOVO' as const,
          product_category: k.product,
          arcade_superior: true,
          arcade_inferior: true,
          created_at: k.createdAt,
          updated_at: k.statusSince,
          status_since: k.statusSince,
          responsable_id: k.responsible && people[k.responsible]!,
          relationship_consultant_id: k.consultant ? people.consultor! : null,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const get = async <A>(url: string, token = staff) => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return json<A>(res);
  };
  const everyPage = async (query: URLSearchParams): Promise<OrderSummaryPage['items']> => {
    const first = await get<OrderSummaryPage>(`/api/admin/orders?${query}&limit=100`);
    expect(first.total).toBeLessThanOrEqual(100);
    return first.items;
  };

  const filters = fc.record(
    {
      tab: fc.constantFrom(...orderListTabs),
      statuses: fc.uniqueArray(fc.constantFrom(...sentStatuses), { minLength: 1, maxLength: 4 }),
      mine: fc.constant(true as const),
      consultant: fc.constant(true as const),
      product: fc.constantFrom(...products),
      createdFromDaysAgo: fc.integer({ min: 0, max: 60 }),
      late: fc.constant(true as const),
    },
    { requiredKeys: [] },
  );

  it('shows each order in exactly the queues its status, people, product, date and age put it in, and the counts add up', async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const query = new URLSearchParams({ dentistId });
        if (f.tab) query.set('tab', f.tab);
        if (f.statuses) query.set('statuses', f.statuses.join(','));
        if (f.mine) query.set('mine', 'true');
        if (f.consultant) query.set('consultantId', people.consultor!);
        if (f.product) query.set('productCategory', f.product);
        const from = f.createdFromDaysAgo === undefined ? undefined : new Date(now.getTime() - f.createdFromDaysAgo * 24 * hourMs).toISOString().slice(0, 10);
        if (from) query.set('createdFrom', from);
        if (f.late) query.set('late', 'true');
        const listed = await everyPage(query);

        const inOthers = (k: Known) =>
          (!f.mine || k.responsible === 'atendente') &&
          (!f.consultant || k.consultant) &&
          (!f.product || productCategoryLabel(k.product) === productCategoryLabel(f.product)) &&
          (!from || k.createdAt.getTime() >= Date.parse(`${from}T03:00:00Z`));
        const expected = known.filter(
          (k) =>
            inOthers(k) &&
            (!f.tab || statusesOfTab(f.tab).includes(k.status)) &&
            (!f.statuses || f.statuses.includes(k.status)) &&
            (!f.late || pastTarget(k.status, k.statusSince, now, defaultStatusTargets)),
        );
        expect(listed.map((o) => o.id).sort()).toEqual(expected.map((k) => k.id).sort());

        // The counts per status are taken under the other filters; each tab's count is its statuses' sum.
        const counts = await get<QueueCounts>(`/api/admin/orders/counts?${query}`);
        for (const status of sentStatuses) expect([status, counts.byStatus[status] ?? 0]).toEqual([status, known.filter((k) => inOthers(k) && k.status === status).length]);
        expect(counts.late).toBe(known.filter((k) => inOthers(k) && pastTarget(k.status, k.statusSince, now, defaultStatusTargets)).length);
        const tabSum = (tab: OrderListTab) => statusesOfTab(tab).reduce((sum, s) => sum + (counts.byStatus[s] ?? 0), 0);
        expect(orderListTabs.reduce((sum, tab) => sum + tabSum(tab), 0)).toBe(known.filter(inOthers).length);
      }),
      { numRuns: 25 },
    );
  });

  it('sorts by the time in status, longest first, and says when each entered it', async () => {
    const items = await everyPage(new URLSearchParams({ dentistId, sort: 'LONGEST_IN_STATUS' }));
    const since = items.map((o) => Date.parse(o.statusSince));
    expect(since).toEqual([...since].sort((a, b) => a - b));
    expect(items).toHaveLength(known.length);
    const one = known[0]!;
    expect(items.find((o) => o.id === one.id)).toMatchObject({ statusSince: one.statusSince.toISOString(), responsible: one.responsible ? { id: people[one.responsible] } : null });
  });

  it('assigns several orders at once, all or none, each in its audit trail', async () => {
    const chosen = known.slice(0, 3).map((k) => k.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/responsible',
      headers: bearer(staff),
      payload: { orderIds: [...chosen, randomUUID()], responsibleId: people.planejador },
    });
    expect(refused.statusCode).toBe(404);
    const untouched = await t.db.selectFrom('orders').select(['id', 'responsable_id']).where('id', 'in', chosen).execute();
    expect(untouched.map((o) => o.responsable_id).sort()).toEqual(
      known
        .slice(0, 3)
        .map((k) => (k.responsible ? people[k.responsible]! : null))
        .sort(),
    );

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/responsible',
      headers: bearer(staff),
      payload: { orderIds: chosen, responsibleId: people.planejador },
    });
    expect(json(done)).toEqual({ updated: 3 });
    const planner = await t.login('planejador@demo.com.br');
    const mine = json<OrderSummaryPage>(await t.app.inject({ url: `/api/admin/orders?dentistId=${dentistId}&mine=true&limit=100`, headers: bearer(planner) }));
    expect(mine.items.map((o) => o.id)).toEqual(expect.arrayContaining(chosen));
    const audits = await t.db.selectFrom('order_audit').select('order_id').where('order_id', 'in', chosen).where('action', '=', 'EDIT').execute();
    expect(new Set(audits.map((a) => a.order_id)).size).toBe(3);
    // A dentist is no one to assign.
    const dentist = await t.app.inject({ method: 'POST', url: '/api/admin/orders/responsible', headers: bearer(staff), payload: { orderIds: chosen, responsibleId: dentistId } });
    expect(dentist.statusCode).toBe(400);
    const byDentist = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/responsible',
      headers: bearer(await t.login('dentista@demo.com.br')),
      payload: { orderIds: chosen, responsibleId: null },
    });
    expect(byDentist.statusCode).toBe(403);
  });

  it('reminds the dentist of a late approval with a message on the order, and only while it waits for her', async () => {
    const waiting = known.find((k) => k.status === 'WAITING_FOR_APPROVAL')!;
    const other = known.find((k) => k.status !== 'WAITING_FOR_APPROVAL')!;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${waiting.id}/nudge`, headers: bearer(staff) })).statusCode).toBe(204);
    const messages = await get<{ items: { message: string }[] }>(`/api/admin/orders/${waiting.id}/messages`);
    expect(messages.items.map((m) => m.message).join(' ')).toContain(`aguarda a sua aprovação há ${statusAgeLabel(waiting.statusSince, now)}.`);
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${other.id}/nudge`, headers: bearer(staff) });
    expect(json<{ message: string }>(refused).message).toBe('Só é possível lembrar o dentista de um pedido que aguarda a aprovação dele.');
  });

  it('keeps the provider’s targets: the defaults, one changed, one taken away, a wrong one refused', async () => {
    const initial = await get<StatusTargetList>('/api/admin/status-targets');
    expect(initial.find((s) => s.status === 'WAITING_FOR_APPROVAL')?.hours).toBe(168);
    // A planning sent back for review waits for the lab too; a cancelled or finished order waits for no one.
    expect(initial.find((s) => s.status === 'REVIEW_REQUESTED')?.hours).toBe(72);
    expect(initial.map((s) => s.status)).not.toEqual(expect.arrayContaining(['CANCELLED']));
    expect(initial.map((s) => s.status).filter((s) => ['DRAFT', 'CANCELLED', 'FINISHED'].includes(s))).toEqual([]);
    for (const status of ['CANCELLED', 'FINISHED', 'DRAFT'])
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status, hours: 48 } })).statusCode).toBe(400);
    const saved = json<StatusTargetList>(
      await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status: 'PRODUCTION', hours: 48 } }),
    );
    expect(saved.find((s) => s.status === 'PRODUCTION')?.hours).toBe(48);
    await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status: 'WAITING_FOR_APPROVAL', hours: null } });
    const late = await get<QueueCounts>(`/api/admin/orders/counts?dentistId=${dentistId}`);
    const targets = { ...defaultStatusTargets, PRODUCTION: 48, WAITING_FOR_APPROVAL: undefined };
    expect(late.late).toBe(known.filter((k) => pastTarget(k.status, k.statusSince, now, targets)).length);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status: 'PRODUCTION', hours: 0 } })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status: 'WAITING_FOR_APPROVAL', hours: 168 } });
    await t.app.inject({ method: 'POST', url: '/api/admin/status-targets', headers: bearer(staff), payload: { status: 'PRODUCTION', hours: 120 } });
  });

  it('moves "Neste status há" to the moment of each status change', async () => {
    const order = known.find((k) => k.status === 'ANALYSIS');
    expect(order).toBeDefined();
    if (!order) return;
    const { version } = await get<{ version: number }>(`/api/admin/orders/${order.id}`);
    t.advance(hourMs);
    try {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        headers: bearer(staff),
        payload: { version, statusId: 'WAITING_VIRTUAL_PLANNING', statusChangeReason: 'Arquivos conferidos' },
      });
      expect(moved.statusCode).toBe(200);
      const [row] = (await everyPage(new URLSearchParams({ dentistId, statuses: 'WAITING_VIRTUAL_PLANNING' }))).filter((o) => o.id === order.id);
      expect(row?.statusSince).toBe(new Date(now.getTime() + hourMs).toISOString());
    } finally {
      t.advance(-hourMs);
    }
  });
});
