import { TOKENS } from '../../application/tokens';
import { OrdersListFactory } from '../../application/orders/orders-list.factory';
import { OrderQuickView } from '../../application/orders/order-quick-view';
import { FiltersHttpAdapter, OrdersHttpAdapter } from '../../infrastructure/http/orders.http-adapter';
import { ApiClient } from '../../infrastructure/http/api-client';
import { area } from '../di/area';
import { ordersDialogs } from '../orders/orders.dialogs';
import { draftsArea } from './drafts.area';
import { signedInArea } from './signed-in.area';

/** The orders lists, the dentist's and the staff's. */
export const ordersArea = area(
  'orders',
  [signedInArea, draftsArea],
  ({ bind }) => {
    bind(TOKENS.OrdersGateway)
      .toDynamicValue((c) => new OrdersHttpAdapter(c.get(ApiClient)))
      .inSingletonScope();
    bind(TOKENS.FiltersGateway)
      .toDynamicValue((c) => new FiltersHttpAdapter(c.get(ApiClient)))
      .inSingletonScope();
    bind(OrdersListFactory).toSelf().inSingletonScope();
    bind(OrderQuickView).toSelf().inSingletonScope();
  },
  ordersDialogs,
);
