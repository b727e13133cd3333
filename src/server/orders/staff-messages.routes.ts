import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { findOrder } from './order.repository';
import { serveMessageThread } from './message-thread.routes';

/** The staff's side of an order's messages: any order. */
export const staffMessagesRoutes = (app: FastifyInstance, deps: AppDeps): void =>
  serveMessageThread(app, deps, [staffEndpoints.messages, staffEndpoints.postMessage, async (id) => (await findOrder(deps.db, id)) !== undefined]);
