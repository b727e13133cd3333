import * as E from 'fp-ts/Either';
import {
  defer,
  merge,
  BehaviorSubject,
  catchError,
  combineLatest,
  debounceTime,
  distinctUntilChanged,
  from,
  map,
  type Observable,
  of,
  type SchedulerLike,
  shareReplay,
  skip,
  startWith,
  Subscription,
  switchMap,
} from 'rxjs';
import { type OrderListTab, statusesOfTab } from '../../domain/order/order-status';
import type { FilterOrigin } from '../../contract/filters.contract';
import { type DentistOption, OrderFilters, ordersListQuery } from '../../contract/orders.contract';
import { defaultPageSize } from '../../contract/common.contract';
import { fallbackErrorMessage } from '../ports/api-error';
import type { Clock, FiltersGateway, OrdersGateway, OrdersScope } from '../ports/gateways';
import type { DraftsGateway } from '../ports/drafts-gateway';
import { type OrderListLine, toOrderListLine } from './order-list-line';
import { LiveUpdates } from '../live/live-updates';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { Notifications } from '../widgets/notifications';
import { makerId } from '../view-model-maker';

export const searchDebounceMs = 400;
/** Events come in bursts (a status move and its message): the list refetches once after them. */
export const liveRefetchDebounceMs = 300;

/** Filters kept between visits; the search text is not kept (it often holds a patient's name). */
export type KeptFilters = Omit<OrderFilters, 'search'>;

export interface OrdersListState {
  readonly loading: boolean;
  /** The tab the rows belong to. */
  readonly tab: OrderListTab;
  readonly rows: readonly OrderListLine[];
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly searchText: string;
  readonly filters: KeptFilters;
  /** Nothing found because of a search or filter: offer 'Limpar busca'. */
  readonly emptySearch: boolean;
}

export interface OrdersListDeps {
  readonly orders: OrdersGateway;
  readonly savedFilters: FiltersGateway;
  readonly notifications: Notifications;
  readonly scheduler: SchedulerLike;
  /** Live updates: any change of a visible order refetches the page shown. */
  readonly live?: LiveUpdates;
  /** The dentist's list deletes drafts; the staff list has none to delete. */
  readonly drafts?: Pick<DraftsGateway, 'remove'>;
  readonly confirm?: Pick<ConfirmDialogs, 'ask'>;
  /** "Neste status há" is counted to now. */
  readonly clock: Clock;
}

export const ordersListMessages = {
  deleteTitle: 'Excluir rascunho',
  deleteText: (patient: string) => `O rascunho do pedido de ${patient} será excluído. Os arquivos já enviados continuam na sua conta.`,
  deleted: 'Rascunho excluído.',
} as const;

interface Query {
  readonly tab: OrderListTab;
  readonly page: number;
  readonly search: string;
  readonly filters: KeptFilters;
}

const sameQuery = (a: Query, b: Query) => a.tab === b.tab && a.page === b.page && a.search === b.search && JSON.stringify(a.filters) === JSON.stringify(b.filters);

const isEmptyFilters = (filters: KeptFilters) => Object.values(filters).every((v) => v === undefined || v === '');

/** One orders list (dentist's or staff's): tab, page, search, filters kept per screen. */
export class OrdersListViewModel {
  // Tab, page, search and filters change together (a new search also goes back to page one).
  private readonly query = new BehaviorSubject<Query>({ tab: 'active', page: 1, search: '', filters: {} });
  private readonly searchText = new BehaviorSubject('');
  private readonly ready = new BehaviorSubject(false);
  private readonly reloads = new BehaviorSubject<void>(undefined);
  private subscriptions = new Subscription();

  readonly state$: Observable<OrdersListState>;
  /** Dentists to filter by, for staff; empty on the dentist's own list. */
  readonly dentists$: Observable<readonly DentistOption[]>;

  constructor(
    scope: OrdersScope,
    private readonly origin: FilterOrigin,
    private readonly deps: OrdersListDeps,
  ) {
    this.dentists$ =
      scope === 'all'
        ? // Asked on first subscription, not at construction: React may build a view model
          // in a render it then throws away (an interrupted transition), and that must cost no call.
          defer(() => deps.orders.dentists()).pipe(
            map((r) => (E.isRight(r) ? r.right : [])),
            shareReplay({ bufferSize: 1, refCount: false }),
          )
        : of([]);

    const query$ = combineLatest([this.ready, this.query]).pipe(
      map(([ready, query]) => (ready ? query : undefined)),
      distinctUntilChanged((a, b) => (a && b ? sameQuery(a, b) : a === b)),
      // The same page again after a change made from the list (a draft deleted).
      switchMap((query) => this.reloads.pipe(map(() => query))),
    );

    const result$ = query$.pipe(
      switchMap((query) => {
        if (!query) return of({ loading: true as const });
        return from(deps.orders.list(scope, ordersListQuery(query))).pipe(
          map((result) => {
            if (E.isLeft(result)) {
              if (result.left._tag !== 'Unauthorized') deps.notifications.error(result.left.message);
              return { loading: false as const, query, items: [], total: 0 };
            }
            return { loading: false as const, query, items: result.right.items, total: result.right.total };
          }),
          catchError(() => {
            deps.notifications.error(fallbackErrorMessage);
            return of({ loading: false as const, query, items: [], total: 0 });
          }),
          startWith({ loading: true as const }),
        );
      }),
    );

    let last = { rows: [] as readonly OrderListLine[], total: 0 };
    this.state$ = combineLatest([result$, this.query, this.searchText]).pipe(
      map(([result, { page, filters, search, tab }, searchText]) => {
        // While a page loads, the previous rows stay on screen under the loading state.
        if (!result.loading) last = { rows: result.items.map((o) => toOrderListLine(o, deps.clock.now(), scope)), total: result.total };
        const totalPages = Math.max(1, Math.ceil(last.total / defaultPageSize));
        return {
          loading: result.loading,
          tab,
          rows: last.rows,
          total: last.total,
          page,
          totalPages,
          hasPrevious: page > 1,
          hasNext: page < totalPages,
          searchText,
          filters,
          emptySearch: !result.loading && last.rows.length === 0 && (search !== '' || !isEmptyFilters(filters)),
        };
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /**
   * The staff queue's filters and page as its address holds them, so a queue can be
   * bookmarked and shared; the search is left out, as it often holds a patient's name.
   */
  readonly address$: Observable<Readonly<Record<string, string>>> = this.query.pipe(
    map((q) => ({ ...(OrderFilters.encode(q.filters) as Record<string, string>), ...(q.page > 1 ? { pagina: String(q.page) } : {}) })),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );

  /**
   * Loads the filters kept for this screen, then the first page; `dispose` undoes it. A queue
   * opened from an address with filters (a bookmark) takes those instead of the kept ones.
   */
  async start(tab: OrderListTab, address: Readonly<Record<string, string>> = {}): Promise<void> {
    this.subscriptions.unsubscribe();
    const subscriptions = new Subscription();
    this.subscriptions = subscriptions;
    // Typing waits for a pause before it searches; the box shows every keystroke at once.
    subscriptions.add(
      this.searchText.pipe(skip(1), debounceTime(searchDebounceMs, this.deps.scheduler)).subscribe((text) => {
        this.update({ search: text.trim(), page: 1 });
      }),
    );
    // A change anywhere (or a reconnect) refetches the page shown; a burst of events, once.
    const { live } = this.deps;
    if (live)
      subscriptions.add(
        merge(live.events$, live.resync$)
          .pipe(debounceTime(liveRefetchDebounceMs, this.deps.scheduler))
          .subscribe(() => this.reloads.next()),
      );
    // The tab is taken now: one chosen while the kept filters load must not be undone by them.
    this.update({ tab });
    const { pagina, search: _notFromAddress, ...addressed } = address;
    const fromAddress = Object.keys(addressed).length > 0 ? OrderFilters.decode(addressed) : undefined;
    if (fromAddress && E.isRight(fromAddress)) {
      this.update({ filters: fromAddress.right, page: Math.max(1, Number(pagina) || 1) });
    } else {
      const saved = await this.deps.savedFilters.list();
      const kept = E.isRight(saved) ? saved.right.find((f) => f.origin === this.origin) : undefined;
      const decoded = kept ? OrderFilters.decode(kept.filters) : undefined;
      if (decoded && E.isRight(decoded)) {
        const { search: _ignored, ...filters } = decoded.right;
        this.update({ filters });
      }
    }
    // From now on, each change the person makes to the filters is kept for the next visit, or
    // forgotten when cleared; the ones an address brought (a bookmark, the dashboard's link) are not.
    subscriptions.add(
      this.query
        .pipe(
          map((q) => q.filters),
          distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
          skip(1),
        )
        .subscribe((filters) => {
          void (isEmptyFilters(filters) ? this.deps.savedFilters.remove(this.origin) : this.deps.savedFilters.save({ origin: this.origin, filters: filters }));
        }),
    );
    this.ready.next(true);
  }

  setTab(tab: OrderListTab): void {
    if (tab === this.query.value.tab) return;
    // Statuses chosen on another tab have no orders here.
    const { statuses, ...others } = this.query.value.filters;
    const kept = statuses?.filter((s) => statusesOfTab(tab).includes(s)) ?? [];
    this.update({ tab, page: 1, filters: kept.length > 0 ? { ...others, statuses: kept } : others });
  }

  typeSearch(text: string): void {
    this.searchText.next(text);
  }

  setFilters(filters: KeptFilters): void {
    const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as KeptFilters;
    this.update({ filters: kept, page: 1 });
  }

  /** The filters chosen now (the staff queue builds on them). */
  /** The tab shown: the one asked for, before the first answer comes. */
  currentTab(): OrderListTab {
    return this.query.value.tab;
  }

  currentFilters(): KeptFilters {
    return this.query.value.filters;
  }

  /** The page shown, read again (after a change made from the list). */
  reload(): void {
    this.reloads.next();
  }

  goToPage(page: number): void {
    if (page >= 1) this.update({ page });
  }

  /** Deletes a draft after the dentist confirms, then shows the same page again. */
  async deleteDraft(row: OrderListLine): Promise<void> {
    const { drafts, confirm } = this.deps;
    if (!drafts || !confirm) return;
    if (!(await confirm.ask(ordersListMessages.deleteTitle, ordersListMessages.deleteText(row.patientName)))) return;
    const result = await drafts.remove(row.id);
    if (E.isLeft(result)) {
      this.deps.notifications.error(result.left.message);
    } else {
      this.deps.notifications.success(ordersListMessages.deleted);
    }
    this.reload();
  }

  /** 'Limpar busca': no search text, no filters, first page. */
  clearSearch(): void {
    this.searchText.next('');
    this.update({ search: '', filters: {}, page: 1 });
  }

  private update(change: Partial<Query>): void {
    this.query.next({ ...this.query.value, ...change });
  }

  dispose(): void {
    this.subscriptions.unsubscribe();
  }
}

/** How a list page gets its view model: its area binds the maker. */
export const ordersListViewModels = makerId<[scope: OrdersScope, origin: FilterOrigin], OrdersListViewModel>('OrdersListViewModel');
