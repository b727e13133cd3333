import type { RegisterFeature } from '../feature';
import { planningRoutes } from './planning.routes';
import { staffPlanningRoutes } from './staff-planning.routes';
import { npsRoutes } from './nps.routes';

/** The plannings feature serves the plannings: the dentist's choices on them, the planners' builder, and the planning survey. */
export const register: RegisterFeature = (app, deps) => {
  planningRoutes(app, deps);
  staffPlanningRoutes(app, deps);
  npsRoutes(app, deps);
};
