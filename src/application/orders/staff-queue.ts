import * as E from 'fp-ts/Either';
import {
  BehaviorSubject,
  combineLatest,
  debounceTime,
  defer,
  distinctUntilChanged,
  from,
  map,
  merge,
  type Observable,
  of,
  type SchedulerLike,
  shareReplay,
  startWith,
  switchMap,
} from 'rxjs';
import type { OrderFilters, QueueCounts, QueueSort } from '../../contract/orders.contract';
import type { StaffMember } from '../../contract/staff-order.contract';
import type { ProductCategory } from '../../domain/order/order-labels';
import { brDateToIso, isoDateToBr } from '../../domain/format/date';
import { type OrderListTab, orderListTabs, type OrderStatus, statusesOfTab, statusLabel } from '../../domain/order/order-status';
import type { QueueGateway } from '../ports/queue-gateway';
import { LiveUpdates } from '../live/live-updates';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { Notifications } from '../widgets/notifications';
import type { OrderListLine } from './order-list-line';
import { liveRefetchDebounceMs, type KeptFilters, type OrdersListViewModel } from './orders-list.view-model';
import { makerId } from '../view-model-maker';

export const queueTexts = {
  mine: 'Meus pedidos',
  late: 'Atrasados',
  assigned: (n: number, name: string) => (n === 1 ? `1 pedido atribuído a ${name}.` : `${n} pedidos atribuídos a ${name}.`),
  unassigned: (n: number) => (n === 1 ? '1 pedido ficou sem responsável.' : `${n} pedidos ficaram sem responsável.`),
  nudgeTitle: 'Lembrar o dentista',
  nudgeText: (dentist: string) => `${dentist} receberá uma mensagem no pedido (e um e-mail, se tiver escolhido recebê-los) lembrando que o planejamento aguarda a aprovação.`,
  nudged: 'Lembrete enviado ao dentista.',
  sortLabels: { NEWEST: 'Mais recentes primeiro', LONGEST_IN_STATUS: 'Há mais tempo no status' } satisfies Record<QueueSort, string>,
} as const;

/** A status of the tab shown, as a chip: its name, how many orders the other filters leave in it, and whether it is chosen. */
export interface StatusChip {
  readonly status: OrderStatus;
  readonly label: string;
  /** Undefined until the counts come. */
  readonly count: number | undefined;
  readonly on: boolean;
}

/** A creation date as typed (dd/MM/yyyy), and why it is not taken. */
export interface TypedDate {
  readonly text: string;
  readonly error: string | undefined;
}

export interface QueueState {
  readonly chips: readonly StatusChip[];
  /** Each tab's count under the other filters; undefined until the counts come. */
  readonly tabCounts: Readonly<Record<OrderListTab, number>> | undefined;
  readonly late: { readonly count: number | undefined; readonly on: boolean };
  readonly created: { readonly from: TypedDate; readonly to: TypedDate };
  readonly mine: boolean;
  readonly selected: ReadonlySet<string>;
}

export interface StaffQueueDeps {
  readonly queue: QueueGateway;
  readonly notifications: Notifications;
  readonly confirm: Pick<ConfirmDialogs, 'ask'>;
  readonly scheduler: SchedulerLike;
  readonly live?: LiveUpdates;
}

/** The filters the counts are taken under: all but the status, the late ones and the order. */
const countedUnder = ({ statuses: _s, status: _one, group: _g, late: _l, sort: _o, search: _q, ...others }: KeptFilters & { search?: string }): OrderFilters => others;

const typedOf = (iso: string | undefined): TypedDate => ({ text: iso ? isoDateToBr(iso) : '', error: undefined });

const queueStateOf = (
  s: { readonly tab: OrderListTab; readonly filters: KeptFilters },
  counts: QueueCounts | undefined,
  selected: ReadonlySet<string>,
  typed: { readonly from?: TypedDate; readonly to?: TypedDate },
): QueueState => {
  const count = (status: OrderStatus) => (counts === undefined ? undefined : (counts.byStatus[status] ?? 0));
  const chosen = s.filters.statuses ?? [];
  return {
    chips: statusesOfTab(s.tab).map((status) => ({ status, label: statusLabel(status), count: count(status), on: chosen.includes(status) })),
    tabCounts:
      counts === undefined
        ? undefined
        : (Object.fromEntries(orderListTabs.map((tab) => [tab, statusesOfTab(tab).reduce((sum, st) => sum + (count(st) ?? 0), 0)])) as Record<OrderListTab, number>),
    late: { count: counts?.late, on: s.filters.late === true },
    created: { from: typed.from ?? typedOf(s.filters.createdFrom), to: typed.to ?? typedOf(s.filters.createdTo) },
    mine: s.filters.mine === true,
    selected,
  };
};

/**
 * The staff queues over the staff's orders list: the chips and tabs with their counts,
 * "Meus pedidos", the late ones, and what staff do to several orders at once.
 */
export class StaffQueue {
  private readonly selection = new BehaviorSubject<ReadonlySet<string>>(new Set());
  private readonly recount = new BehaviorSubject<void>(undefined);
  /** The creation dates as being typed; a whole valid one becomes the filter. */
  private readonly typed = new BehaviorSubject<{ readonly from?: TypedDate; readonly to?: TypedDate }>({});
  readonly state$: Observable<QueueState>;
  /** The people staff assign orders to, and the consultants to filter by; asked when first shown. */
  readonly employees$: Observable<readonly StaffMember[]>;
  readonly consultants$: Observable<readonly StaffMember[]>;

  constructor(
    private readonly list: OrdersListViewModel,
    private readonly deps: StaffQueueDeps,
  ) {
    const people = (ask: () => Promise<E.Either<unknown, readonly StaffMember[]>>) =>
      defer(ask).pipe(
        map((r) => (E.isRight(r) ? r.right : [])),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
    this.employees$ = people(() => deps.queue.employees());
    this.consultants$ = people(() => deps.queue.consultants());

    const filters$ = list.state$.pipe(
      map((s) => s.filters),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
    const changes$ = deps.live ? merge(deps.live.events$, deps.live.resync$).pipe(debounceTime(liveRefetchDebounceMs, deps.scheduler), startWith(undefined)) : of(undefined);
    const counts$ = combineLatest([
      filters$.pipe(
        map(countedUnder),
        distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
      ),
      changes$,
      this.recount,
    ]).pipe(
      switchMap(([under]) => from(deps.queue.counts(under)).pipe(map((r): QueueCounts | undefined => (E.isRight(r) ? r.right : undefined)))),
      startWith(undefined),
    );

    this.state$ = combineLatest([list.state$, counts$, this.selection, this.typed]).pipe(
      map(([s, counts, selected, typed]) => queueStateOf(s, counts, selected, typed)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** The queue as it stands before any answer: its chips drawn from the start, their counts to come. */
  initialState(): QueueState {
    return queueStateOf({ tab: this.list.currentTab(), filters: this.filters }, undefined, this.selection.value, this.typed.value);
  }

  private get filters(): KeptFilters {
    return this.list.currentFilters();
  }

  private set(change: Partial<KeptFilters>): void {
    this.selection.next(new Set());
    this.list.setFilters({ ...this.filters, ...change });
  }

  toggleStatus(status: OrderStatus): void {
    const chosen = this.filters.statuses ?? [];
    const next = chosen.includes(status) ? chosen.filter((s) => s !== status) : [...chosen, status];
    this.set({ statuses: next.length > 0 ? next : undefined });
  }

  toggleLate(): void {
    this.set({ late: this.filters.late ? undefined : true });
  }

  toggleMine(): void {
    this.set({ mine: this.filters.mine ? undefined : true });
  }

  setConsultant(consultantId: string): void {
    this.set({ consultantId: (consultantId || undefined) as KeptFilters['consultantId'] });
  }

  setProduct(product: ProductCategory | ''): void {
    this.set({ productCategory: product || undefined });
  }

  /** A creation date typed as dd/MM/yyyy: a whole valid one (or none) filters at once; a wrong one says so. */
  typeCreated(end: 'from' | 'to', text: string): void {
    const key = end === 'from' ? 'createdFrom' : 'createdTo';
    if (text === '') {
      this.typed.next({ ...this.typed.value, [end]: undefined });
      this.set({ [key]: undefined });
      return;
    }
    if (text.length < 10) {
      this.typed.next({ ...this.typed.value, [end]: { text, error: undefined } });
      return;
    }
    const iso = brDateToIso(text);
    if (E.isLeft(iso)) {
      this.typed.next({ ...this.typed.value, [end]: { text, error: iso.left.message } });
      return;
    }
    this.typed.next({ ...this.typed.value, [end]: undefined });
    this.set({ [key]: iso.right });
  }

  setSort(sort: QueueSort): void {
    this.list.setFilters({ ...this.filters, sort: sort === 'NEWEST' ? undefined : sort });
  }

  toggleSelected(id: string): void {
    const next = new Set(this.selection.value);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selection.next(next);
  }

  /** Every row of the page shown, or none when all of them are already chosen. */
  toggleAll(rows: readonly OrderListLine[]): void {
    const all = rows.every((r) => this.selection.value.has(r.id));
    this.selection.next(all ? new Set() : new Set(rows.map((r) => r.id)));
  }

  /** Makes `person` (or nobody) responsible for the chosen orders; the list and counts follow. */
  async assign(person: StaffMember | null): Promise<boolean> {
    const orderIds = [...this.selection.value];
    if (orderIds.length === 0) return false;
    const answer = await this.deps.queue.assign({ orderIds: orderIds as never, responsibleId: person?.id ?? null });
    if (E.isLeft(answer)) {
      this.deps.notifications.error(answer.left.message);
      return false;
    }
    this.selection.next(new Set());
    this.deps.notifications.success(person ? queueTexts.assigned(answer.right.updated, person.name) : queueTexts.unassigned(answer.right.updated));
    this.list.reload();
    this.recount.next();
    return true;
  }

  /** After the staff member confirms, a reminder on an order whose approval is late. */
  async nudge(row: OrderListLine): Promise<boolean> {
    if (!(await this.deps.confirm.ask(queueTexts.nudgeTitle, queueTexts.nudgeText(row.dentistName)))) return false;
    const answer = await this.deps.queue.nudge(row.id);
    if (E.isLeft(answer)) {
      this.deps.notifications.error(answer.left.message);
      return false;
    }
    this.deps.notifications.success(queueTexts.nudged);
    return true;
  }
}

/** How the staff's list gets its queue over its list: its area binds the maker. */
export const staffQueues = makerId<[list: OrdersListViewModel], StaffQueue>('StaffQueue');
