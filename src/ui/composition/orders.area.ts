import { TOKENS } from '../../application/tokens';
import { OrderQuickView } from '../../application/orders/order-quick-view';
import { FiltersHttpAdapter, OrdersHttpAdapter } from '../../infrastructure/http/orders.http-adapter';
import { area } from '../di/area';
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
  },
  ordersDialogs,
);
