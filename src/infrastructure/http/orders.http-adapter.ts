import type { FilterOrigin, SavedFilter, SavedFilters } from '../../contract/filters.contract';
import { accountEndpoints } from '../../contract/routes/people.endpoints';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { DentistOption, OrderSummaryPage } from '../../contract/orders.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { FiltersGateway, OrdersGateway, OrdersListQuery, OrdersScope } from '../../application/ports/gateways';
import type { ApiClient } from './api-client';

export class OrdersHttpAdapter implements OrdersGateway {
  constructor(private readonly api: ApiClient) {}
  list(scope: OrdersScope, query: OrdersListQuery): ApiResult<OrderSummaryPage> {
    return this.api.call(scope === 'own' ? orderEndpoints.list : orderEndpoints.listAll, { query });
  }
  dentists(): ApiResult<readonly DentistOption[]> {
    return this.api.call(orderEndpoints.dentists);
  }
}

export class FiltersHttpAdapter implements FiltersGateway {
  constructor(private readonly api: ApiClient) {}
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
