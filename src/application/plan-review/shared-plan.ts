import type { SharedPlanGateway } from '../ports/shared-plan-gateway';
import { makerId } from '../view-model-maker';
import type { PlanReviewProps } from './plan-review-dialog';
import { planReviewTexts } from './plan-review.texts';

/** What the patient's link shows of a plan: its stages, loaded with the link's token; no comments, no sharing. */
export const sharedPlanReview = (plans: SharedPlanGateway, token: string): PlanReviewProps => ({
  title: planReviewTexts.patientTitle,
  planning: 0,
  load: () => plans.load(token),
  comments: {},
});

/** How the patient's page gets it: its area binds the maker. */
export const sharedPlanReviews = makerId<[token: string], PlanReviewProps>('SharedPlanReview');
