import type { FastifyInstance } from 'fastify';
import { orderPageEndpoints } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { findOwnOrder } from './order.repository';
import { serveMessageThread } from './message-thread.routes';

/** The dentist's side of an order's messages: their own orders only. */
export const orderMessagesRoutes = (app: FastifyInstance, deps: AppDeps): void =>
  serveMessageThread(app, deps, [orderPageEndpoints.messages, orderPageEndpoints.postMessage, async (id, user) => (await findOwnOrder(deps.db, id, user.id)) !== undefined]);
