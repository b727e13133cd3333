import type { RegisterFeature } from '../feature';
import { planningStagesRoutes } from './planning-stages.routes';
import { staffPlanningStagesRoutes } from './staff-planning-stages.routes';
import { sharedPlanRoutes } from './shared-plan.routes';

/** The plan review feature serves the plan review in 3D: the stages, the planners' ZIP builds, comments, the chair chart and the patient's link. */
export const register: RegisterFeature = (app, deps) => {
  planningStagesRoutes(app, deps);
  staffPlanningStagesRoutes(app, deps, deps.lanes.stageBuilds);
  sharedPlanRoutes(app, deps);
};
