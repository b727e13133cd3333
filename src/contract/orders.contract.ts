import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { CaseType, ModelProvideType, ProductCategory } from '../domain/order/order-labels';
import { OrderListTab, OrderStatus, orderStatuses, StatusGroup } from '../domain/order/order-status';
import { defaultPageSize, IsoInstant, Paged, type PositiveInt, PositiveIntFromString, Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';
import { isValidTargetHours, targetStatuses } from '../domain/order/status-age';
import { DashboardSpan } from '../domain/order/dashboard';
import { isCalendarDay } from '../domain/shared/calendar';

export const OrderSummary = t.type(
  {
    id: Uuid,
    caseNumber: t.union([t.number, t.null]),
    status: OrderStatus,
    caseType: t.union([CaseType, t.null]),
    productCategory: t.union([ProductCategory, t.null]),
    arcadeSuperior: t.boolean,
    arcadeInferior: t.boolean,
    modelProvideType: t.union([ModelProvideType, t.null]),
    patient: t.type({ id: Uuid, firstName: t.string, lastName: t.string }),
    dentist: t.type({ id: Uuid, name: t.string }),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
    /** When it entered its status: the queues' "Neste status há". */
    statusSince: IsoInstant,
    /** The staff member responsible for it, if any. */
    responsible: t.union([t.type({ id: Uuid, name: t.string }), t.null]),
    /** Past the provider's target for its status. */
    late: t.boolean,
  },
  'OrderSummary',
);
export type OrderSummary = t.TypeOf<typeof OrderSummary>;

export const OrderSummaryPage = Paged(OrderSummary);
export type OrderSummaryPage = t.TypeOf<typeof OrderSummaryPage>;

/** Several statuses at once, written "A,B" in a query string and kept as a list. */
export const StatusList = new t.Type<OrderStatus[], string, unknown>(
  'StatusList',
  (u): u is OrderStatus[] => Array.isArray(u) && u.length > 0 && u.every(OrderStatus.is),
  (u, c) => {
    const parts: unknown[] | undefined = typeof u === 'string' ? u.split(',') : Array.isArray(u) ? (u as unknown[]) : undefined;
    if (!parts || parts.length === 0 || parts.length > orderStatuses.length || !parts.every(OrderStatus.is)) return t.failure(u, c);
    return t.success([...new Set(parts)]);
  },
  (statuses) => statuses.join(','),
);

/** A filter that is on or absent: `true` in a query string. */
export const OnFlag = new t.Type<true, 'true', unknown>(
  'OnFlag',
  (u): u is true => u === true,
  (u, c) => (u === true || u === 'true' ? t.success(true) : t.failure(u, c)),
  () => 'true',
);

/** A calendar day, yyyy-MM-dd, in Brasília time (spec §5: dates typed dd/MM/yyyy become yyyy-MM-dd). */
export const IsoDate = t.refinement(t.string, isCalendarDay, 'IsoDate');

/** The staff queues' order: newest first, or longest in its status first. */
export const QueueSort = t.keyof({ NEWEST: null, LONGEST_IN_STATUS: null });
export type QueueSort = t.TypeOf<typeof QueueSort>;

/** Filters of the orders lists; the same shape is kept as a saved filter. Staff queues add theirs. */
export const OrderFilters = t.partial(
  {
    group: StatusGroup,
    status: OrderStatus,
    search: text('Busca', textLimits.search),
    dentistId: Uuid,
    statuses: StatusList,
    /** "Meus pedidos": the orders the person signed in is responsible for. */
    mine: OnFlag,
    consultantId: Uuid,
    productCategory: ProductCategory,
    createdFrom: IsoDate,
    createdTo: IsoDate,
    /** Only the orders past the provider's target for their status. */
    late: OnFlag,
    sort: QueueSort,
  },
  'OrderFilters',
);
export type OrderFilters = t.TypeOf<typeof OrderFilters>;

/** Query string of GET /api/orders and GET /api/admin/orders. */
export const OrdersQuery = t.intersection([t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString, tab: OrderListTab }), OrderFilters], 'OrdersQuery');
export type OrdersQuery = t.TypeOf<typeof OrdersQuery>;

/** The query an orders list asks one of its pages with, in its wire form: tab, page and size, its filters, and the search when there is one. */
export const ordersListQuery = (q: {
  readonly tab: OrderListTab;
  readonly page: number;
  readonly filters: OrderFilters;
  readonly search: string;
}): t.OutputOf<typeof OrdersQuery> =>
  OrdersQuery.encode({
    tab: q.tab,
    page: q.page as PositiveInt,
    limit: defaultPageSize as PositiveInt,
    ...q.filters,
    ...(q.search ? { search: q.search } : {}),
  });

/** A dentist as staff pick one in the orders filter. */
export const DentistOption = t.type({ id: Uuid, name: t.string }, 'DentistOption');
export type DentistOption = t.TypeOf<typeof DentistOption>;
export const DentistOptions = t.array(DentistOption, 'DentistOptions');

/** GET /api/admin/orders/counts: how many orders of each status (and late) the other filters leave. */
export const QueueCounts = t.type({ byStatus: t.record(t.string, t.number), late: t.number }, 'QueueCounts');
export type QueueCounts = t.TypeOf<typeof QueueCounts>;

/** POST /api/admin/orders/responsible: one person made responsible for several orders at once (null: nobody). */
export const AssignResponsibleBody = t.type(
  { orderIds: t.refinement(t.array(Uuid), (ids) => ids.length >= 1 && ids.length <= 100 && new Set(ids).size === ids.length, 'OrderIds'), responsibleId: t.union([Uuid, t.null]) },
  'AssignResponsibleBody',
);
export const AssignResponsibleAnswer = t.type({ updated: t.number }, 'AssignResponsibleAnswer');

/** A status's target as the staff set it: hours, or none. */
/** A target is set only where an order waits for someone (`targetStatuses`). */
export const StatusTarget = t.type(
  { status: t.refinement(OrderStatus, (s) => targetStatuses.includes(s), 'TargetStatus'), hours: t.union([t.refinement(t.Int, isValidTargetHours, 'TargetHours'), t.null]) },
  'StatusTarget',
);
export type StatusTarget = t.TypeOf<typeof StatusTarget>;
/** Every status with its target (null: none). */
export const StatusTargetList = t.array(StatusTarget, 'StatusTargetList');
export type StatusTargetList = t.TypeOf<typeof StatusTargetList>;

/** GET /api/admin/dashboard: the operation at a glance, computed from the status history. */
export const Dashboard = t.type(
  {
    /** Orders per status now, drafts left out. */
    byStatus: t.record(t.string, t.number),
    late: t.number,
    /** The last weeks, oldest first: orders entering and leaving each stage, approvals and rejections. */
    weeks: t.array(t.type({ monday: IsoDate, entered: t.record(t.string, t.number), left: t.record(t.string, t.number), approvals: t.number, rejections: t.number })),
    /** Each wait's median and 90th percentile, in hours, over the waits that ended in those weeks. */
    spans: t.array(t.type({ span: DashboardSpan, count: t.number, medianHours: t.union([t.number, t.null]), p90Hours: t.union([t.number, t.null]) })),
    /** The reasons given most for a review, as written (case and spaces aside). */
    rejectionReasons: t.array(t.type({ reason: t.string, count: t.number })),
  },
  'Dashboard',
);
export type Dashboard = t.TypeOf<typeof Dashboard>;
