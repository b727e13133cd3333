import type { RegisterFeature } from '../feature';
import { queueRoutes } from './queue.routes';

/** The queues feature serves the staff's queues and the dashboard. */
export const register: RegisterFeature = (app, deps) => {
  queueRoutes(app, deps);
};
