import { inject, injectable } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { FilterOrigin } from '../../contract/filters.contract';
import type { FiltersGateway, OrdersGateway, OrdersScope } from '../ports/gateways';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import type { DraftsGateway } from '../ports/drafts-gateway';
import { OrdersListViewModel } from './orders-list.view-model';
import { LiveUpdates } from '../live/live-updates';

/** Makes one orders list view model per page visit. */
@injectable()
export class OrdersListFactory {
  constructor(
    @inject(TOKENS.OrdersGateway) private readonly orders: OrdersGateway,
    @inject(TOKENS.FiltersGateway) private readonly savedFilters: FiltersGateway,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(TOKENS.DraftsGateway) private readonly drafts: DraftsGateway,
    @inject(ConfirmDialogs) private readonly confirm: ConfirmDialogs,
    @inject(LiveUpdates) private readonly live: LiveUpdates,
  ) {}

  create(scope: OrdersScope, origin: FilterOrigin): OrdersListViewModel {
    return new OrdersListViewModel(scope, origin, {
      orders: this.orders,
      savedFilters: this.savedFilters,
      notifications: this.notifications,
      scheduler: this.scheduler,
      live: this.live,
      ...(scope === 'own' ? { drafts: this.drafts, confirm: this.confirm } : {}),
    });
  }
}
