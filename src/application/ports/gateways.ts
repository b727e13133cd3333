import type { FilterOrigin, SavedFilter } from '../../contract/filters.contract';
import type * as t from 'io-ts';
import type { DentistOption, OrdersQuery, OrderSummaryPage } from '../../contract/orders.contract';
import type { UserProfile } from '../../contract/profile.contract';
import type { ApiResult } from './api-error';

export interface AuthGateway {
  login(username: string, password: string): ApiResult<void>;
  logout(): ApiResult<void>;
}

export interface ProfileGateway {
  load(): ApiResult<UserProfile>;
  /** The profile the page came with (the server sends it with a signed-in page), taken once; null without it. */
  loadedWithPage(): UserProfile | null;
  /** Where the browser downloads the dentist's own data (LGPD). */
  exportUrl(): string;
}

/** `own`: the dentist's orders; `all`: every order, for staff. */
export type OrdersScope = 'own' | 'all';

/** A list page's query in its wire form (`ordersListQuery`). */
export type OrdersListQuery = t.OutputOf<typeof OrdersQuery>;

export interface OrdersGateway {
  list(scope: OrdersScope, query: OrdersListQuery): ApiResult<OrderSummaryPage>;
  dentists(): ApiResult<readonly DentistOption[]>;
  /** Starts reading an order the person is about to open (its summary is open), for its page to take. */
  warmOrder(scope: OrdersScope, orderId: string): void;
}

export interface FiltersGateway {
  list(): ApiResult<readonly SavedFilter[]>;
  save(filter: SavedFilter): ApiResult<void>;
  remove(origin: FilterOrigin): ApiResult<void>;
}

/** Remembers, in the browser, that a session cookie was issued and until when. */
export interface SessionStore {
  isSignedIn(now: Date): boolean;
  markSignedIn(expiresAt: Date): void;
  clear(): void;
}

export interface Navigator {
  goTo(path: string, options?: { replace?: boolean }): void;
  /** The page shown: its path and query. */
  currentPath(): string;
}

export interface Clock {
  now(): Date;
}
