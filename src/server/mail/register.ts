import type { RegisterFeature } from '../feature';
import { mailRoutes } from './mail.routes';

/** The mail feature serves the e-mail preferences and unsubscribe links. */
export const register: RegisterFeature = (app, deps) => {
  mailRoutes(app, deps);
};
