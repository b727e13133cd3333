import { HeldEdits } from '../../../src/application/session/held-edits';
import { type Notification, Notifications } from '../../../src/application/widgets/notifications';
import * as E from 'fp-ts/Either';
import type { FilterOrigin, SavedFilter } from '../../../src/contract/filters.contract';
import type { OrderSummary, OrderSummaryPage } from '../../../src/contract/orders.contract';
import type { UserProfile } from '../../../src/contract/profile.contract';
import type { ApiError, ApiResult } from '../../../src/application/ports/api-error';
import type { FiltersGateway, Navigator, OrdersGateway, OrdersListQuery, OrdersScope, SessionStore } from '../../../src/application/ports/gateways';

/** In-memory saved filters, as the server keeps them: one per screen. */
export class FakeFilters implements FiltersGateway {
  readonly kept = new Map<FilterOrigin, SavedFilter>();
  async list(): ApiResult<readonly SavedFilter[]> {
    return E.right([...this.kept.values()]);
  }
  async save(filter: SavedFilter): ApiResult<void> {
    this.kept.set(filter.origin, filter);
    return E.right(undefined);
  }
  async remove(origin: FilterOrigin): ApiResult<void> {
    this.kept.delete(origin);
    return E.right(undefined);
  }
}

/** Orders filtered and paged in memory, recording every query it was asked. */
export class FakeOrders implements OrdersGateway {
  readonly queries: { scope: OrdersScope; query: OrdersListQuery }[] = [];
  readonly warmed: { scope: OrdersScope; orderId: string }[] = [];
  failWith: ApiError | undefined;
  warmOrder(scope: OrdersScope, orderId: string): void {
    this.warmed.push({ scope, orderId });
  }
  constructor(private readonly orders: readonly OrderSummary[]) {}
  async list(scope: OrdersScope, query: OrdersListQuery): ApiResult<OrderSummaryPage> {
    this.queries.push({ scope, query });
    if (this.failWith) return E.left(this.failWith);
    const matching = this.orders.filter(
      (o) => (!query.search || `${o.patient.firstName} ${o.patient.lastName}`.toLowerCase().includes(query.search.toLowerCase())) && (!query.status || o.status === query.status),
    );
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 20);
    const start = (page - 1) * limit;
    return E.right({ items: matching.slice(start, start + limit), total: matching.length, page, limit });
  }
  async dentists() {
    return E.right([]);
  }
}

export class FakeNavigator implements Navigator {
  readonly visited: { path: string; replace: boolean }[] = [];
  /** What the page does once the router has drawn an address (a wizard visits its step). */
  follow: (path: string) => void = () => undefined;
  constructor(private start = '/orders') {}
  goTo(path: string, options?: { replace?: boolean }): void {
    this.visited.push({ path, replace: options?.replace ?? false });
    this.follow(path);
  }
  currentPath(): string {
    return this.visited.at(-1)?.path ?? this.start;
  }
}

export class FakeSessionStore implements SessionStore {
  expiresAt: Date | undefined;
  isSignedIn(now: Date): boolean {
    return this.expiresAt !== undefined && this.expiresAt > now;
  }
  markSignedIn(expiresAt: Date): void {
    this.expiresAt = expiresAt;
  }
  clear(): void {
    this.expiresAt = undefined;
  }
}

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const anOrder = (overrides: Partial<OrderSummary> = {}): OrderSummary =>
  ({
    id: uuid(),
    caseNumber: 1000 + counter,
    status: 'ANALYSIS',
    caseType: 'CASO_NOVO',
    productCategory: 'ALINHADORES',
    arcadeSuperior: true,
    arcadeInferior: true,
    modelProvideType: 'UPLOAD',
    patient: { id: uuid(), firstName: 'João', lastName: 'Silva' },
    dentist: { id: uuid(), name: 'Ana Souza' },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    statusSince: '2026-11-20T15:00:00.000Z',
    responsible: null,
    late: false,
    ...overrides,
  }) as OrderSummary;

export const aProfile = (overrides: Partial<UserProfile> = {}): UserProfile =>
  ({
    id: uuid(),
    name: 'Ana Beatriz Souza',
    email: 'dentista@demo.com.br',
    role: 'DENTIST',
    gender: 'FEMALE',
    isLead: false,
    accredited: true,
    profile: { document: '52998224725', croNumber: 'SP-1', phone: null },
    kolPolicy: null,
    platformSurveyPending: false,
    pendingConsents: [],
    ...overrides,
  }) as UserProfile;

/** The shell's services a browser tab keeps across sign-ins: its toasts and what an ended session left. */
export const aTab = () => {
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  return { notifications, toasts, held: new HeldEdits(notifications) };
};
