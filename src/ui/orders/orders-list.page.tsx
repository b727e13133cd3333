import { useEffect, useMemo } from 'react';
import { of } from 'rxjs';
import { useObservableState } from 'observable-hooks';
import { orderListTabLabels, type OrderListTab, type StatusGroup, statusGroupLabels } from '../../domain/order/order-status';
import type { FilterOrigin } from '../../contract/filters.contract';
import type { OrdersScope } from '../../application/ports/gateways';
import { OrderQuickView } from '../../application/orders/order-quick-view';
import type { OrderListLine } from '../../application/orders/order-list-line';
import { wizardPath } from '../../application/navigation/wizard-paths';
import { ordersListViewModels } from '../../application/orders/orders-list.view-model';
import { useViewModel } from '../di/use-view-model';
import { useService } from '../di/container-context';
import { EmptySearch } from '../widgets/empty-search';
import { PlusIcon, SearchIcon } from '../widgets/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { type StaffQueue, staffQueues } from '../../application/orders/staff-queue';
import { AssignBar, QueueFilters } from './queue-filters';
import { statusTargetsModels } from '../../application/orders/status-targets';
import { StatusTargetsSection } from './status-targets-section';
import { type Column, PaginatedTable } from '../widgets/paginated-table';
import { TabSwitcher } from '../widgets/tab-switcher';
import { StatusBadge } from './status-badge';
import { useAreas } from '../di/area';
import { ordersArea } from '../composition/orders.area';
import { usePageTitle } from '../widgets/page-title';

interface Props {
  readonly scope: OrdersScope;
  readonly origin: FilterOrigin;
  readonly tab: OrderListTab;
}

const tabPaths: Record<OrderListTab, string> = { active: '/orders', completed: '/orders/completed', 'physical-delivery': '/orders/physical-delivery' };

const baseColumns: Column<OrderListLine>[] = [
  { header: 'Caso', cell: (r) => r.caseNumber, className: 'table__num' },
  // The patient's name opens the order (a draft where it stopped), as a link: a new tab, a copied address.
  { header: 'Paciente', cell: (r) => <Link to={r.path}>{r.patientName}</Link>, className: 'col-primary' },
  { header: 'Produto', cell: (r) => r.product },
  { header: 'Tipo', cell: (r) => r.caseType },
  { header: 'Arcadas', cell: (r) => r.arcades },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} label={r.statusLabel} />, className: 'col-status' },
  { header: 'Criado em', cell: (r) => r.createdAt },
];
const dentistColumn: Column<OrderListLine> = { header: 'Dentista', cell: (r) => r.dentistName };
/** The staff queues' own columns; the time in status orders the queue, longest first, from its header too. */
const queueColumns = (queue: StaffQueue | undefined, longestFirst: boolean): Column<OrderListLine>[] => [
  {
    header: 'Neste status há',
    sort: queue && { descending: longestFirst, toggle: () => queue.setSort(longestFirst ? 'NEWEST' : 'LONGEST_IN_STATUS') },
    cell: (r) => (
      <span className={r.late ? 'age age--late' : 'age'}>
        {r.inStatusFor}
        {r.late && ' '}
        {r.late && <span className="badge badge--late">Atrasado</span>}
      </span>
    ),
  },
  { header: 'Responsável', cell: (r) => r.responsibleName },
];

export const OrdersListPage = ({ scope, origin, tab }: Props) => {
  useAreas(ordersArea);
  const quickView = useService(OrderQuickView);
  const vm = useViewModel(ordersListViewModels, scope, origin);
  const staff = scope === 'all';
  const [address, setAddress] = useSearchParams();
  const makeQueue = useService(staffQueues);
  const queue = useMemo(() => (staff ? makeQueue(vm) : undefined), [vm, makeQueue, staff]);
  const makeTargets = useService(statusTargetsModels);
  const targets = useMemo(() => (staff ? makeTargets() : undefined), [makeTargets, staff]);
  useEffect(() => {
    // A staff queue opens on the filters its address holds (a bookmark), then keeps its address to them.
    void vm.start(tab, staff ? Object.fromEntries(address) : {});
    const following = staff ? vm.address$.subscribe((a) => setAddress(a, { replace: true })) : undefined;
    return () => {
      following?.unsubscribe();
      vm.dispose();
    };
    // Later tab changes go through setTab below, on the same view model.
  }, [vm]);
  useEffect(() => vm.setTab(tab), [vm, tab]);

  const state = useObservableState(vm.state$);
  const dentists = useObservableState(vm.dentists$, []);
  // Drawn with the page's first frame, counts to come: nothing under the queue's filters moves when they arrive.
  const queueState = useObservableState(
    useMemo(() => queue?.state$ ?? of(undefined), [queue]),
    () => queue?.initialState(),
  );
  const employees = useObservableState(
    useMemo(() => queue?.employees$ ?? of([]), [queue]),
    [],
  );
  const consultants = useObservableState(
    useMemo(() => queue?.consultants$ ?? of([]), [queue]),
    [],
  );
  const heading = staff ? 'Pedidos de todos os dentistas' : 'Meus pedidos';
  usePageTitle(`${heading} · ${orderListTabLabels[tab]}`);
  const prefix = staff ? '/attendant' : '';
  const selectColumn: Column<OrderListLine> = {
    header: 'Selecionar',
    cell: (r) => (
      <input
        type="checkbox"
        aria-label={`Selecionar o pedido de ${r.patientName}`}
        checked={queueState?.selected.has(r.id) ?? false}
        onChange={() => queue?.toggleSelected(r.id)}
      />
    ),
    className: 'col-select',
  };
  const columns = staff
    ? [
        selectColumn,
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the base columns are a fixed list of seven
        baseColumns[0]!,
        dentistColumn,
        ...baseColumns.slice(1, 3),
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the base columns are a fixed list of seven
        baseColumns[5]!,
        ...queueColumns(queue, state?.filters.sort === 'LONGEST_IN_STATUS'),
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the base columns are a fixed list of seven
        baseColumns[6]!,
      ]
    : baseColumns;

  return (
    <section className="orders">
      <div className="orders__head">
        <h1>{heading}</h1>
        {!staff && (
          <Link to="/orders/new" className="button button--primary">
            <PlusIcon /> Novo pedido
          </Link>
        )}
      </div>
      <TabSwitcher
        label="Listas de pedidos"
        tabs={(Object.keys(tabPaths) as OrderListTab[]).map((t) => ({
          to: prefix + tabPaths[t] + (staff && address.size > 0 ? `?${address.toString()}` : ''),
          label: orderListTabLabels[t],
          ...(staff ? { count: queueState?.tabCounts?.[t] ?? null } : {}),
        }))}
      />
      <div className="filters" role="search">
        <label className="filters__search">
          <span className="visually-hidden">Buscar</span>
          <SearchIcon />
          <input
            type="search"
            placeholder={staff ? 'Buscar por paciente, dentista ou nº do caso' : 'Buscar por paciente ou nº do caso'}
            value={state?.searchText ?? ''}
            onChange={(e) => vm.typeSearch(e.target.value)}
          />
        </label>
        <label className="filters__select">
          <span className="visually-hidden">Status</span>
          <select value={state?.filters.group ?? ''} onChange={(e) => vm.setFilters({ ...state?.filters, group: (e.target.value || undefined) as StatusGroup | undefined })}>
            <option value="">Todos os status</option>
            {(Object.keys(statusGroupLabels) as StatusGroup[]).map((g) => (
              <option key={g} value={g}>
                {statusGroupLabels[g]}
              </option>
            ))}
          </select>
        </label>
        {staff && (
          <label className="filters__select">
            <span className="visually-hidden">Dentista</span>
            <select value={state?.filters.dentistId ?? ''} onChange={(e) => vm.setFilters({ ...state?.filters, dentistId: (e.target.value || undefined) as never })}>
              <option value="">Todos os dentistas</option>
              {dentists.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {queue && queueState && <QueueFilters queue={queue} state={queueState} filters={state?.filters ?? vm.currentFilters()} consultants={consultants} />}
      {queue && queueState && <AssignBar queue={queue} count={queueState.selected.size} employees={employees} />}
      {targets && <StatusTargetsSection model={targets} />}
      {state?.emptySearch ? (
        <EmptySearch onClear={() => vm.clearSearch()} />
      ) : (
        <PaginatedTable
          caption="Pedidos"
          columns={columns}
          rows={state?.rows ?? []}
          rowKey={(r) => r.id}
          busy={!state || state.loading || state.tab !== tab}
          page={state?.page ?? 1}
          hasPrevious={state?.hasPrevious ?? false}
          hasNext={state?.hasNext ?? false}
          onPage={(page) => vm.goToPage(page)}
          {...(state ? { of: { pages: state.totalPages, total: state.total, noun: ['pedido', 'pedidos'] as const } } : {})}
          actions={(row) =>
            row.status === 'DRAFT' && !staff ? (
              <span className="row-actions">
                <Link to={wizardPath(row.id)} className="button button--small button--primary" aria-label={`Continuar o pedido de ${row.patientName}`}>
                  Continuar
                </Link>
                <button type="button" className="button button--small" onClick={() => void vm.deleteDraft(row)} aria-label={`Excluir o rascunho de ${row.patientName}`}>
                  Excluir
                </button>
              </span>
            ) : (
              <span className="row-actions">
                <button type="button" className="button button--small" onClick={() => quickView.show(row, staff)} aria-label={`Ver resumo do pedido de ${row.patientName}`}>
                  Ver resumo
                </button>
                {queue && row.status === 'WAITING_FOR_APPROVAL' && row.late && (
                  <button type="button" className="button button--small" onClick={() => void queue.nudge(row)} aria-label={`Enviar lembrete sobre o pedido de ${row.patientName}`}>
                    Enviar lembrete
                  </button>
                )}
              </span>
            )
          }
        />
      )}
    </section>
  );
};
