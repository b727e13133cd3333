import type { RegisterFeature } from '../feature';
import { eventsRoutes } from './events.routes';

/** The events feature serves the live event stream and the bell's notifications. */
export const register: RegisterFeature = (app, deps) => {
  eventsRoutes(app, deps, deps.hub);
};
