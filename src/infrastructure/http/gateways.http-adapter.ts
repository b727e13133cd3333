import * as t from 'io-ts';
import { LoginResponse } from '../../contract/auth.contract';
import { SavedFilters, type FilterOrigin, type SavedFilter } from '../../contract/filters.contract';
import { DentistOptions, OrderSummaryPage } from '../../contract/orders.contract';
import { UserProfile } from '../../contract/profile.contract';
import * as E from 'fp-ts/Either';
import type { ApiResult } from '../../application/ports/api-error';
import type { AuthGateway, FiltersGateway, OrdersGateway, OrdersListQuery, OrdersScope, ProfileGateway } from '../../application/ports/gateways';
import { type ApiClient, NoContent } from './api-client';

export class AuthHttpAdapter implements AuthGateway {
  constructor(private readonly api: ApiClient) {}
  async login(username: string, password: string): ApiResult<void> {
    const result = await this.api.request(LoginResponse, '/auth/login', { method: 'POST', body: { username, password }, withSession: false });
    // The browser relies on the HttpOnly cookie; the token in the body is for API clients.
    return E.map(() => undefined)(result);
  }
  logout(): ApiResult<void> {
    return this.api.request(NoContent, '/auth/logout', { method: 'POST', withSession: false });
  }
}

export class ProfileHttpAdapter implements ProfileGateway {
  constructor(private readonly api: ApiClient) {}
  load(): ApiResult<UserProfile> {
    return this.api.request(UserProfile, '/users/profile');
  }
  exportUrl(): string {
    return `${this.api.base}/users/export`;
  }
}

export class OrdersHttpAdapter implements OrdersGateway {
  constructor(private readonly api: ApiClient) {}
  list(scope: OrdersScope, query: OrdersListQuery): ApiResult<OrderSummaryPage> {
    return this.api.request(OrderSummaryPage, scope === 'own' ? '/orders' : '/admin/orders', { query: { ...query } });
  }
  dentists(): ApiResult<t.TypeOf<typeof DentistOptions>> {
    return this.api.request(DentistOptions, '/admin/dentists');
  }
}

export class FiltersHttpAdapter implements FiltersGateway {
  constructor(private readonly api: ApiClient) {}
  list(): ApiResult<SavedFilters> {
    return this.api.request(SavedFilters, '/users/filters');
  }
  save(filter: SavedFilter): ApiResult<void> {
    return this.api.request(NoContent, '/users/filters', { method: 'POST', body: filter });
  }
  remove(origin: FilterOrigin): ApiResult<void> {
    return this.api.request(NoContent, '/users/filters', { method: 'DELETE', query: { origin } });
  }
}
