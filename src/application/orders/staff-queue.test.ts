import * as E from 'fp-ts/Either';
import { filter, firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { OrderFilters } from '../../contract/orders.contract';
import type { QueueGateway } from '../ports/queue-gateway';
import type { StaffMember } from '../../contract/staff-order.contract';
import { anOrder, FakeFilters, FakeOrders } from '../../../test/support/application/fakes';
import { Notifications } from '../widgets/notifications';
import { OrdersListViewModel } from './orders-list.view-model';
import { type QueueState, queueTexts, StaffQueue } from './staff-queue';

const paula = { id: 'e1' as StaffMember['id'], name: 'Paula Lima', role: 'PLANNER' };

const setup = (answers: { confirm?: boolean } = {}) => {
  const countedUnder: OrderFilters[] = [];
  const assigned: { orderIds: readonly string[]; responsibleId: string | null }[] = [];
  const nudged: string[] = [];
  const gateway: QueueGateway = {
    counts: async (filters) => (countedUnder.push(filters), E.right({ byStatus: { ANALYSIS: 4, WAITING_FOR_APPROVAL: 3, FINISHED: 7 }, late: 2 })),
    assign: async (body) => (assigned.push(body), E.right({ updated: body.orderIds.length })),
    nudge: async (id) => (nudged.push(id), E.right(undefined)),
    targets: async () => E.right([]),
    saveTarget: async () => E.right([]),
    employees: async () => E.right([paula]),
    consultants: async () => E.right([]),
    dashboard: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
  };
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  const scheduler = new VirtualTimeScheduler();
  const orders = new FakeOrders([anOrder({ status: 'WAITING_FOR_APPROVAL' }), anOrder({ status: 'WAITING_FOR_APPROVAL' })]);
  const list = new OrdersListViewModel('all', 'ATTENDANT_ORDERS', {
    orders,
    savedFilters: new FakeFilters(),
    notifications,
    scheduler,
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
  });
  const queue = new StaffQueue(list, { queue: gateway, notifications, confirm: { ask: async () => answers.confirm ?? true }, scheduler });
  let latest: QueueState | undefined;
  queue.state$.subscribe((s) => (latest = s));
  const counted = () => firstValueFrom(queue.state$.pipe(filter((s) => s.tabCounts !== undefined)));
  return { list, queue, orders, countedUnder, assigned, nudged, said, counted, latest: () => latest! };
};

describe('the staff queues', () => {
  it('counts each status of the tab under the other filters, and each tab as the sum of its statuses', async () => {
    const t = setup();
    await t.list.start('active', { mine: 'true', statuses: 'ANALYSIS' });
    const s = await t.counted();
    expect(s.chips.find((c) => c.status === 'ANALYSIS')).toEqual({ status: 'ANALYSIS', label: 'Em análise', count: 4, on: true });
    expect(s.chips.find((c) => c.status === 'RECEIVED')?.count).toBe(0);
    expect(s.tabCounts).toEqual({ active: 7, completed: 7, 'physical-delivery': 0 });
    expect(s.late).toEqual({ count: 2, on: false });
    expect(s.mine).toBe(true);
    // The counts ask for everything but the statuses: "Meus pedidos" yes, the chosen status no.
    expect(t.countedUnder.at(-1)).toEqual({ mine: true });
  });

  it('has its chips before any answer, their counts to come, the same as its first state once counted', async () => {
    const t = setup();
    const before = t.queue.initialState();
    expect(before.tabCounts).toBeUndefined();
    expect(before.chips.every((c) => c.count === undefined && !c.on)).toBe(true);
    const s = await t.counted();
    expect(before.chips.map((c) => c.status)).toEqual(s.chips.map((c) => c.status));
  });

  it('toggles statuses, the late ones and "Meus pedidos" into the list’s filters and its address', async () => {
    const t = setup();
    await t.list.start('active');
    t.queue.toggleStatus('ANALYSIS');
    t.queue.toggleStatus('WAITING_FOR_APPROVAL');
    t.queue.toggleLate();
    t.queue.toggleMine();
    expect(t.list.currentFilters()).toEqual({ statuses: ['ANALYSIS', 'WAITING_FOR_APPROVAL'], late: true, mine: true });
    expect(await firstValueFrom(t.list.address$)).toEqual({ statuses: 'ANALYSIS,WAITING_FOR_APPROVAL', late: 'true', mine: 'true' });
    t.queue.toggleStatus('ANALYSIS');
    t.queue.toggleStatus('WAITING_FOR_APPROVAL');
    t.queue.toggleMine();
    expect(t.list.currentFilters()).toEqual({ late: true });
    // Another tab keeps only its own statuses.
    t.queue.toggleStatus('FINISHED');
    t.list.setTab('active');
    t.list.setTab('completed');
    expect(t.list.currentFilters()).toEqual({ late: true, statuses: ['FINISHED'] });
    t.list.setTab('active');
    expect(t.list.currentFilters()).toEqual({ late: true });
  });

  it('takes a creation date once typed whole as dd/MM/yyyy, says when it is wrong, and clears it', async () => {
    const t = setup();
    await t.list.start('active');
    t.queue.typeCreated('from', '01/11/20');
    expect(t.list.currentFilters()).toEqual({});
    expect((await firstValueFrom(t.queue.state$)).created.from).toEqual({ text: '01/11/20', error: undefined });
    t.queue.typeCreated('from', '31/02/2026');
    expect((await firstValueFrom(t.queue.state$)).created.from.error).toBe('Data inválida');
    expect(t.list.currentFilters()).toEqual({});
    t.queue.typeCreated('from', '01/11/2026');
    expect(t.list.currentFilters()).toEqual({ createdFrom: '2026-11-01' });
    expect((await firstValueFrom(t.queue.state$)).created.from).toEqual({ text: '01/11/2026', error: undefined });
    t.queue.typeCreated('from', '');
    expect(t.list.currentFilters()).toEqual({});
  });

  it('assigns the chosen orders to a person, or to nobody, and says so', async () => {
    const t = setup();
    await t.list.start('active');
    const rows = (await firstValueFrom(t.list.state$.pipe(filter((s) => !s.loading)))).rows;
    expect(await t.queue.assign(null)).toBe(false);
    t.queue.toggleAll(rows);
    expect(t.latest().selected.size).toBe(2);
    expect(await t.queue.assign(paula)).toBe(true);
    expect(t.assigned).toEqual([{ orderIds: rows.map((r) => r.id), responsibleId: 'e1' }]);
    expect(t.said).toEqual([queueTexts.assigned(2, 'Paula Lima')]);
    expect(t.latest().selected.size).toBe(0);
    t.queue.toggleSelected(rows[0]!.id);
    await t.queue.assign(null);
    expect(t.said.at(-1)).toBe('1 pedido ficou sem responsável.');
  });

  it('reminds a dentist only once the staff member confirms', async () => {
    const no = setup({ confirm: false });
    await no.list.start('active');
    const [row] = (await firstValueFrom(no.list.state$.pipe(filter((s) => !s.loading)))).rows;
    expect(await no.queue.nudge(row!)).toBe(false);
    expect(no.nudged).toEqual([]);
    const yes = setup();
    await yes.list.start('active');
    const [other] = (await firstValueFrom(yes.list.state$.pipe(filter((s) => !s.loading)))).rows;
    expect(await yes.queue.nudge(other!)).toBe(true);
    expect(yes.nudged).toEqual([other!.id]);
    expect(yes.said).toEqual([queueTexts.nudged]);
  });
});
