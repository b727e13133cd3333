import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { TOKENS } from '../application/tokens';
import type { Navigator } from '../application/ports/gateways';
import { ProfileStore } from '../application/session/profile.store';
import { SessionService } from '../application/session/session.service';
import { OrdersListFactory } from '../application/orders/orders-list.factory';
import { Notifications } from '../application/widgets/notifications';
import { LoadingOverlay } from '../application/widgets/loading-overlay';
import { ModalQueue } from '../application/widgets/modal-queue';
import { ConfirmDialogs } from '../application/widgets/confirm-dialog';
import { OrderQuickView } from '../application/orders/order-quick-view';
import { ApiClient } from '../infrastructure/http/api-client';
import { AuthHttpAdapter, FiltersHttpAdapter, OrdersHttpAdapter, ProfileHttpAdapter } from '../infrastructure/http/gateways.http-adapter';
import { LocalSessionStore } from '../infrastructure/session/session.storage-adapter';

/** Composition root of the browser: adapters bound to the application's ports. */
export const createContainer = (navigator: Navigator): Container => {
  const container = new Container();
  const api = new ApiClient();
  container.bind(TOKENS.AuthGateway).toConstantValue(new AuthHttpAdapter(api));
  container.bind(TOKENS.ProfileGateway).toConstantValue(new ProfileHttpAdapter(api));
  container.bind(TOKENS.OrdersGateway).toConstantValue(new OrdersHttpAdapter(api));
  container.bind(TOKENS.FiltersGateway).toConstantValue(new FiltersHttpAdapter(api));
  container.bind(TOKENS.SessionStore).toConstantValue(new LocalSessionStore(window.localStorage));
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  container.bind(TOKENS.Unauthorized).toConstantValue(api.unauthorized$);
  container.bind(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind(ProfileStore).toSelf().inSingletonScope();
  container.bind(SessionService).toSelf().inSingletonScope();
  container.bind(OrdersListFactory).toSelf().inSingletonScope();
  container.bind(Notifications).toSelf().inSingletonScope();
  container.bind(LoadingOverlay).toSelf().inSingletonScope();
  container.bind(ModalQueue).toSelf().inSingletonScope();
  container.bind(ConfirmDialogs).toSelf().inSingletonScope();
  container.bind(OrderQuickView).toSelf().inSingletonScope();
  return container;
};
