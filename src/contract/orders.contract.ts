import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { CaseType, ModelProvideType, ProductCategory } from '../domain/order/order-labels';
import { OrderListTab, OrderStatus, StatusGroup } from '../domain/order/order-status';
import { defaultPageSize, IsoInstant, Paged, PositiveIntFromString, Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';

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
  },
  'OrderSummary',
);
export type OrderSummary = t.TypeOf<typeof OrderSummary>;

export const OrderSummaryPage = Paged(OrderSummary);
export type OrderSummaryPage = t.TypeOf<typeof OrderSummaryPage>;

/** Filters of the orders lists; the same shape is kept as a saved filter. */
export const OrderFilters = t.partial(
  {
    group: StatusGroup,
    status: OrderStatus,
    search: text('Busca', textLimits.search),
    dentistId: Uuid,
  },
  'OrderFilters',
);
export type OrderFilters = t.TypeOf<typeof OrderFilters>;

/** Query string of GET /api/orders and GET /api/admin/orders. */
export const OrdersQuery = t.intersection([t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString, tab: OrderListTab }), OrderFilters], 'OrdersQuery');
export type OrdersQuery = t.TypeOf<typeof OrdersQuery>;

/** The query an orders list asks one of its pages with: tab, page and size, its filters, and the search when there is one. */
export const ordersListQuery = (q: { readonly tab: OrderListTab; readonly page: number; readonly filters: OrderFilters; readonly search: string }) => ({
  tab: q.tab,
  page: q.page,
  limit: defaultPageSize,
  ...q.filters,
  ...(q.search ? { search: q.search } : {}),
});

/** A dentist as staff pick one in the orders filter. */
export const DentistOption = t.type({ id: Uuid, name: t.string }, 'DentistOption');
export type DentistOption = t.TypeOf<typeof DentistOption>;
export const DentistOptions = t.array(DentistOption, 'DentistOptions');
