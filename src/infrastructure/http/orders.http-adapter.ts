import { inject, injectable } from 'inversify';
import type { FilterOrigin, SavedFilter, SavedFilters } from '../../contract/filters.contract';
import { accountEndpoints } from '../../contract/routes/people.endpoints';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { DentistOption, OrderSummaryPage } from '../../contract/orders.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { FiltersGateway, OrdersGateway, OrdersListQuery, OrdersScope } from '../../application/ports/gateways';
import { ApiClient } from './api-client';
import { orderPageQuery, readAll } from '../../contract/read-queries';
import { queryStringOf } from '../../contract/endpoint';

/**
 * What an order page reads first, as its gateway calls it (`orderReadsOf` is checked against the
 * route table in its test): written out here, so the list does not load the order pages' codecs.
 */
export const orderReadsOf = (scope: OrdersScope, orderId: string): readonly string[] => {
  const id = encodeURIComponent(orderId);
  return scope === 'own'
    ? [`/api/orders/${id}${queryStringOf(orderPageQuery)}`, `/api/orders/${id}/messages${queryStringOf(readAll)}`]
    : [`/api/admin/orders/${id}`, `/api/admin/orders/${id}/messages${queryStringOf(readAll)}`];
};

@injectable()
export class OrdersHttpAdapter implements OrdersGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  list(scope: OrdersScope, query: OrdersListQuery): ApiResult<OrderSummaryPage> {
    return this.api.call(scope === 'own' ? orderEndpoints.list : orderEndpoints.listAll, { query });
  }
  dentists(): ApiResult<readonly DentistOption[]> {
    return this.api.call(orderEndpoints.dentists);
  }
  warmOrder(scope: OrdersScope, orderId: string): void {
    for (const address of orderReadsOf(scope, orderId)) this.api.warm(address);
  }
}

@injectable()
export class FiltersHttpAdapter implements FiltersGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  list(): ApiResult<SavedFilters> {
    return this.api.call(accountEndpoints.savedFilters);
  }
  save(filter: SavedFilter): ApiResult<void> {
    return this.api.call(accountEndpoints.saveFilter, { body: filter });
  }
  remove(origin: FilterOrigin): ApiResult<void> {
    return this.api.call(accountEndpoints.removeFilter, { query: { origin } });
  }
}
