import { TOKENS } from '../../application/tokens';
import { ordersListViewModels, OrdersListViewModel } from '../../application/orders/orders-list.view-model';
import { StaffQueue, staffQueues } from '../../application/orders/staff-queue';
import { StatusTargetsModel, statusTargetsModels } from '../../application/orders/status-targets';
import { DashboardModel, dashboardModels } from '../../application/orders/dashboard';
import { Notifications } from '../../application/widgets/notifications';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { LiveUpdates } from '../../application/live/live-updates';
import { OrderQuickView } from '../../application/orders/order-quick-view';
import { FiltersHttpAdapter, OrdersHttpAdapter } from '../../infrastructure/http/orders.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { QueueHttpAdapter } from '../../infrastructure/http/queue.http-adapter';
import { ordersDialogs } from '../orders/orders.dialogs';
import { draftsArea } from './drafts.area';
import { signedInArea } from './signed-in.area';

/** The orders lists, the dentist's and the staff's. */
export const ordersArea = area(
  'orders',
  [signedInArea, draftsArea],
  ({ bind }) => {
    bind(TOKENS.OrdersGateway).to(OrdersHttpAdapter).inSingletonScope();
    bind(TOKENS.FiltersGateway).to(FiltersHttpAdapter).inSingletonScope();
    bind(OrderQuickView).toSelf().inSingletonScope();
    bind(TOKENS.QueueGateway).to(QueueHttpAdapter).inSingletonScope();
    bindMaker(bind, ordersListViewModels, (c) => {
      const shared = {
        orders: c.get(TOKENS.OrdersGateway),
        savedFilters: c.get(TOKENS.FiltersGateway),
        notifications: c.get(Notifications),
        scheduler: c.get(TOKENS.Scheduler),
        live: c.get(LiveUpdates),
        clock: c.get(TOKENS.Clock),
      };
      // The staff list has no drafts to delete.
      const own = { ...shared, drafts: c.get(TOKENS.DraftsGateway), confirm: c.get(ConfirmDialogs) };
      return (scope, origin) => new OrdersListViewModel(scope, origin, scope === 'own' ? own : shared);
    });
    bindMaker(bind, staffQueues, (c) => {
      const deps = {
        queue: c.get(TOKENS.QueueGateway),
        notifications: c.get(Notifications),
        confirm: c.get(ConfirmDialogs),
        scheduler: c.get(TOKENS.Scheduler),
        live: c.get(LiveUpdates),
      };
      return (list) => new StaffQueue(list, deps);
    });
    bindMaker(bind, statusTargetsModels, (c) => {
      const queue = c.get(TOKENS.QueueGateway);
      const notifications = c.get(Notifications);
      return () => new StatusTargetsModel(queue, notifications);
    });
    bindMaker(bind, dashboardModels, (c) => {
      const queue = c.get(TOKENS.QueueGateway);
      return () => new DashboardModel(queue);
    });
  },
  ordersDialogs,
);
