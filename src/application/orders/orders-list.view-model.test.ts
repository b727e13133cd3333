import { describe, expect, it } from 'vitest';
import { firstValueFrom, filter, Subject, VirtualTimeScheduler } from 'rxjs';
import type { OrderEventMessage } from '../../contract/events.contract';
import type { LiveUpdates } from '../live/live-updates';
import { FakeFilters, FakeOrders, anOrder } from '../../../test/support/application/fakes';
import { type Notification, Notifications } from '../widgets/notifications';
import { type OrdersListState, OrdersListViewModel, searchDebounceMs } from './orders-list.view-model';
import { toOrderListLine } from './order-list-line';
import { wizardPath } from '../navigation/wizard-paths';

const clock = { now: () => new Date('2026-11-21T12:00:00Z') };

const setup = (count: number) => {
  const orders = new FakeOrders(
    Array.from({ length: count }, (_, i) => anOrder({ patient: { id: `p${i}` as never, firstName: i % 2 ? 'Maria' : 'João', lastName: `Paciente ${i}` } })),
  );
  const filters = new FakeFilters();
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  const scheduler = new VirtualTimeScheduler();
  const vm = new OrdersListViewModel('own', 'ORDERS', { orders, savedFilters: filters, notifications, scheduler, clock });
  let latest: OrdersListState | undefined;
  vm.state$.subscribe((s) => (latest = s));
  const settled = () => firstValueFrom(vm.state$.pipe(filter((s) => !s.loading)));
  return { vm, orders, filters, toasts, scheduler, settled, latest: () => latest! };
};

describe('orders list', () => {
  it('loads the first page of the tab, 20 rows, formatted for the table', async () => {
    const t = setup(45);
    await t.vm.start('active');
    const s = await t.settled();
    expect(s.rows).toHaveLength(20);
    expect(s).toMatchObject({ page: 1, totalPages: 3, total: 45, hasPrevious: false, hasNext: true, emptySearch: false });
    expect(s.rows[0]).toMatchObject({ product: 'Alinhador', caseType: 'Caso Novo', arcades: 'Ambas', statusLabel: 'Em análise', createdAt: '20/11/2026' });
    expect(t.orders.queries.at(-1)).toEqual({ scope: 'own', query: { tab: 'active', page: '1', limit: '20' } });
  });

  it('opens each line at its order, a draft at its wizard, and a staff line at the staff’s page', () => {
    const sent = anOrder({});
    expect(toOrderListLine(sent, clock.now(), 'own').path).toBe(`/orders/${sent.id}`);
    expect(toOrderListLine({ ...sent, status: 'DRAFT' }, clock.now(), 'own').path).toBe(wizardPath(sent.id));
    expect(toOrderListLine({ ...sent, status: 'DRAFT' }, clock.now(), 'all').path).toBe(`/attendant/orders/${sent.id}`);
  });

  it('pages forward and back and back to page one on a new tab', async () => {
    const t = setup(45);
    await t.vm.start('active');
    t.vm.goToPage(3);
    const last = await t.settled();
    expect(last.rows).toHaveLength(5);
    expect(last.hasNext).toBe(false);
    t.vm.setTab('completed');
    expect((await t.settled()).tab).toBe('completed');
    expect(t.orders.queries.at(-1)?.query).toEqual({ tab: 'completed', page: '1', limit: '20' });
  });

  it('a tab chosen while the kept filters still load is the tab shown', async () => {
    const t = setup(45);
    let answer!: () => void;
    const list = t.filters.list.bind(t.filters);
    t.filters.list = () => new Promise((resolve) => (answer = () => resolve(list())));
    const started = t.vm.start('active');
    t.vm.setTab('physical-delivery');
    answer();
    await started;
    expect((await t.settled()).tab).toBe('physical-delivery');
    expect(t.orders.queries.map((q) => q.query.tab)).toEqual(['physical-delivery']);
  });

  it('searches only after typing pauses, from page one', async () => {
    const t = setup(45);
    await t.vm.start('active');
    t.vm.goToPage(2);
    await t.settled();
    const before = t.orders.queries.length;
    t.vm.typeSearch('Mar');
    t.vm.typeSearch('Maria');
    expect(t.latest().searchText).toBe('Maria');
    t.scheduler.maxFrames = searchDebounceMs - 1;
    t.scheduler.flush();
    expect(t.orders.queries.length).toBe(before);
    t.scheduler.maxFrames = Infinity;
    t.scheduler.flush();
    await t.settled();
    expect(t.orders.queries.slice(before).map((q) => q.query)).toEqual([{ tab: 'active', page: '1', limit: '20', search: 'Maria' }]);
  });

  it('offers Limpar busca when a search finds nothing, and clearing brings every order back', async () => {
    const t = setup(5);
    await t.vm.start('active');
    t.vm.typeSearch('Ninguém');
    t.scheduler.flush();
    const empty = await t.settled();
    expect(empty.rows).toEqual([]);
    expect(empty.emptySearch).toBe(true);
    t.vm.clearSearch();
    const back = await t.settled();
    expect(back.rows).toHaveLength(5);
    expect(back.emptySearch).toBe(false);
    expect(back.searchText).toBe('');
  });

  it('an empty list without search or filters is not an empty search', async () => {
    const t = setup(0);
    await t.vm.start('active');
    expect((await t.settled()).emptySearch).toBe(false);
  });

  it('keeps filters for the next visit, without the search text, and forgets them when cleared', async () => {
    const t = setup(10);
    await t.vm.start('active');
    t.vm.setFilters({ status: 'ANALYSIS' });
    t.vm.typeSearch('João');
    t.scheduler.flush();
    await t.settled();
    expect(t.filters.kept.get('ORDERS')).toEqual({ origin: 'ORDERS', filters: { status: 'ANALYSIS' } });

    const next = new OrdersListViewModel('own', 'ORDERS', { orders: t.orders, savedFilters: t.filters, notifications: new Notifications(), scheduler: t.scheduler, clock });
    await next.start('active');
    const restored = await firstValueFrom(next.state$.pipe(filter((s) => !s.loading)));
    expect(restored.filters).toEqual({ status: 'ANALYSIS' });
    expect(t.orders.queries.at(-1)?.query).toEqual({ tab: 'active', page: '1', limit: '20', status: 'ANALYSIS' });

    next.clearSearch();
    await firstValueFrom(next.state$.pipe(filter((s) => !s.loading)));
    expect(t.filters.kept.has('ORDERS')).toBe(false);
  });

  it('shows the API message as an error toast, but leaves a 401 to the session', async () => {
    const t = setup(3);
    t.orders.failWith = { _tag: 'BadStatus', status: 500, message: 'Ocorreu um erro, tente novamente.' };
    await t.vm.start('active');
    await t.settled();
    expect(t.toasts.map((n) => [n.variant, n.message])).toEqual([['error', 'Ocorreu um erro, tente novamente.']]);
    t.orders.failWith = { _tag: 'Unauthorized', message: 'Sua sessão expirou. Entre novamente.' };
    t.vm.goToPage(2);
    await t.settled();
    expect(t.toasts).toHaveLength(1);
  });
});

describe('orders list, live', () => {
  it('refetches the page shown once after a burst of order events, and after a reconnect', async () => {
    const orders = new FakeOrders(Array.from({ length: 3 }, () => anOrder()));
    const scheduler = new VirtualTimeScheduler();
    const events = new Subject<OrderEventMessage>();
    const resync = new Subject<void>();
    const live = { events$: events.asObservable(), resync$: resync.asObservable() } as unknown as LiveUpdates;
    const vm = new OrdersListViewModel('own', 'ORDERS', { orders, savedFilters: new FakeFilters(), notifications: new Notifications(), scheduler, live, clock });
    vm.state$.subscribe();
    await vm.start('active');
    await firstValueFrom(vm.state$.pipe(filter((s) => !s.loading)));
    const before = orders.queries.length;
    for (let i = 0; i < 3; i++) events.next({ id: i } as OrderEventMessage);
    scheduler.flush();
    expect(orders.queries.length).toBe(before + 1);
    resync.next();
    scheduler.flush();
    expect(orders.queries.length).toBe(before + 2);
    expect(orders.queries.at(-1)).toEqual(orders.queries[before - 1]);
    vm.dispose();
  });

  it('opens a queue from its address without keeping those filters; the ones the person then chooses are kept', async () => {
    const t = setup(10);
    await t.vm.start('active', { late: 'true', sort: 'LONGEST_IN_STATUS', pagina: '2' });
    const s = await t.settled();
    expect(s.filters).toEqual({ late: true, sort: 'LONGEST_IN_STATUS' });
    expect(s.page).toBe(2);
    expect(t.filters.kept.size).toBe(0);
    t.vm.setFilters({ late: true });
    expect(t.filters.kept.get('ORDERS')).toEqual({ origin: 'ORDERS', filters: { late: true } });
  });
});
