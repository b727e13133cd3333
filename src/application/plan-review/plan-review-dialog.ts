import type { PlanningStages } from '../../contract/planning-stages.contract';
import type { ApiResult } from '../ports/api-error';
import { dialogKind } from '../widgets/modal-queue';

export interface PlanReviewProps {
  readonly title: string;
  readonly load: () => ApiResult<PlanningStages>;
}

/** The plan reviewed in 3D, in a dialog of its own (issue 34). */
export const planReviewKind = dialogKind<PlanReviewProps>('plan-review');
