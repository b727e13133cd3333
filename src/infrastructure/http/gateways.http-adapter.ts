import type { FilterOrigin, SavedFilter, SavedFilters } from '../../contract/filters.contract';
import { sessionEndpoints } from '../../contract/routes/people.endpoints';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { DentistOption, OrderSummaryPage } from '../../contract/orders.contract';
import type { UserProfile } from '../../contract/profile.contract';
import * as E from 'fp-ts/Either';
import type { ApiResult } from '../../application/ports/api-error';
import type { AuthGateway, FiltersGateway, OrdersGateway, OrdersListQuery, OrdersScope, ProfileGateway } from '../../application/ports/gateways';
import type { ApiClient } from './api-client';

export class AuthHttpAdapter implements AuthGateway {
  constructor(private readonly api: ApiClient) {}
  async login(username: string, password: string): ApiResult<void> {
    const result = await this.api.call(sessionEndpoints.login, { body: { username, password } });
    // The browser relies on the HttpOnly cookie; the token in the body is for API clients.
    return E.map(() => undefined)(result);
  }
  logout(): ApiResult<void> {
    return this.api.call(sessionEndpoints.logout);
  }
}

export class ProfileHttpAdapter implements ProfileGateway {
  constructor(private readonly api: ApiClient) {}
  load(): ApiResult<UserProfile> {
    return this.api.call(sessionEndpoints.profile);
  }
  exportUrl(): string {
    return this.api.href(sessionEndpoints.exportData);
  }
}

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
    return this.api.call(sessionEndpoints.savedFilters);
  }
  save(filter: SavedFilter): ApiResult<void> {
    return this.api.call(sessionEndpoints.saveFilter, { body: filter });
  }
  remove(origin: FilterOrigin): ApiResult<void> {
    return this.api.call(sessionEndpoints.removeFilter, { query: { origin } });
  }
}
