import * as E from 'fp-ts/Either';
import { queryStringOf } from '../../contract/endpoint';
import type { FilterOrigin } from '../../contract/filters.contract';
import { SavedFilters } from '../../contract/filters.contract';
import { orderPageQuery } from '../../contract/read-queries';
import { OrderFilters, ordersListQuery } from '../../contract/orders.contract';
import type { OrderListTab } from '../../domain/order/order-status';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** An address to ask, or one that depends on answers asked before it (undefined: none to ask). */
export type FirstCall = string | ((earlier: Readonly<Record<string, unknown>>) => string | undefined);

const profile = '/api/users/profile';
const savedFilters = '/api/users/filters';

/** Each page with a record of its own, and the address its script reads that record from (as its gateway writes it). */
const recordPages: readonly { readonly page: RegExp; readonly call: (id: string) => string }[] = [
  { page: new RegExp(`^/orders/(${uuid})$`), call: (id) => `/api/orders/${id}${queryStringOf(orderPageQuery)}` },
  { page: new RegExp(`^/attendant/orders/(${uuid})$`), call: (id) => `/api/admin/orders/${id}` },
];

/** The orders lists: each tab's page, for the dentist and for the staff. */
const listPages: Readonly<Record<string, { readonly tab: OrderListTab; readonly origin: FilterOrigin; readonly api: string }>> = {
  '/orders': { tab: 'active', origin: 'ORDERS', api: '/api/orders' },
  '/orders/completed': { tab: 'completed', origin: 'ORDERS', api: '/api/orders' },
  '/orders/physical-delivery': { tab: 'physical-delivery', origin: 'ORDERS', api: '/api/orders' },
  '/attendant/orders': { tab: 'active', origin: 'ATTENDANT_ORDERS', api: '/api/admin/orders' },
  '/attendant/orders/completed': { tab: 'completed', origin: 'ATTENDANT_ORDERS', api: '/api/admin/orders' },
  '/attendant/orders/physical-delivery': { tab: 'physical-delivery', origin: 'ATTENDANT_ORDERS', api: '/api/admin/orders' },
};

/** A list's first page as its screen asks for it: the tab, then the filters kept for the screen (a kept search is not kept). */
const firstListPage =
  (list: (typeof listPages)[string]): FirstCall =>
  (earlier) => {
    const saved = SavedFilters.decode(earlier[savedFilters]);
    if (E.isLeft(saved)) return undefined;
    const kept = saved.right.find((f) => f.origin === list.origin);
    const decoded = kept ? OrderFilters.decode(kept.filters) : E.right<never, OrderFilters>({});
    if (E.isLeft(decoded)) return undefined;
    const { search: _notKept, ...filters } = decoded.right;
    return `${list.api}${queryStringOf(ordersListQuery({ tab: list.tab, page: 1, filters, search: '' }))}`;
  };

/**
 * The API addresses whose answers a page's first screen draws from, in order: the signed-in
 * person's profile on every page; the page's own record on an order page; on a list, the
 * screen's kept filters, then its first page (and the dentists of the staff's filter); on the
 * staff's dashboard, its figures.
 */
export const firstAnswersOf = (path: string): readonly FirstCall[] => {
  for (const { page, call } of recordPages) {
    const id = page.exec(path)?.[1];
    if (id) return [profile, call(id)];
  }
  if (path === '/attendant/painel') return [profile, '/api/admin/dashboard'];
  const list = listPages[path];
  if (list) return [profile, savedFilters, firstListPage(list), ...(list.origin === 'ATTENDANT_ORDERS' ? ['/api/admin/dentists'] : [])];
  return [profile];
};
