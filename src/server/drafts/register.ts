import type { RegisterFeature } from '../feature';
import { draftRoutes } from './draft.routes';
import { prescriptionRoutes } from './prescription.routes';

/** The drafts feature serves the new order's wizard: drafts, their steps and the prescription. */
export const register: RegisterFeature = (app, deps) => {
  draftRoutes(app, deps);
  prescriptionRoutes(app, deps);
};
