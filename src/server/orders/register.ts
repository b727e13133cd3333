import type { RegisterFeature } from '../feature';
import { ordersRoutes } from './orders.routes';
import { savedFiltersRoutes } from './saved-filters.routes';
import { orderActionsRoutes } from './order-actions.routes';
import { orderChangesRoutes } from './order-changes.routes';
import { orderMessagesRoutes } from './order-messages.routes';
import { staffMessagesRoutes } from './staff-messages.routes';
import { staffOrderRoutes } from './staff-order.routes';

/** The orders feature serves the orders lists, an order's actions, changes and messages, and the staff's order page. */
export const register: RegisterFeature = (app, deps) => {
  ordersRoutes(app, deps);
  savedFiltersRoutes(app, deps);
  orderActionsRoutes(app, deps);
  orderChangesRoutes(app, deps);
  orderMessagesRoutes(app, deps);
  staffMessagesRoutes(app, deps);
  staffOrderRoutes(app, deps);
};
