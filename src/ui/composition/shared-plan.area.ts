import { TOKENS } from '../../application/tokens';
import { sharedPlanReview, sharedPlanReviews } from '../../application/plan-review/shared-plan';
import { SharedPlanHttpAdapter } from '../../infrastructure/http/shared-plan.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { uploadsArea } from './uploads.area';

/** A patient's link to a plan: the plan's stages and the 3D viewer, without a session. */
export const sharedPlanArea = area('shared-plan', [uploadsArea], ({ bind }) => {
  bind(TOKENS.SharedPlanGateway).to(SharedPlanHttpAdapter).inSingletonScope();
  bindMaker(bind, sharedPlanReviews, (c) => {
    const plans = c.get(TOKENS.SharedPlanGateway);
    return (token) => sharedPlanReview(plans, token);
  });
});
