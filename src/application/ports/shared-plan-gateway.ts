import type { PlanningStages } from '../../contract/planning-stages.contract';
import type { ApiResult } from './api-error';

/** What a patient's link opens, without signing in. */
export interface SharedPlanGateway {
  load(token: string): ApiResult<PlanningStages>;
}
