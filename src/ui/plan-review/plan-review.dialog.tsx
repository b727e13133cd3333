import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import { planReviewModels } from '../../application/plan-review/plan-comparison';
import { useService } from '../di/container-context';
import { ViewerDialog } from '../scans/viewer-dialog';
import { PlanReview } from './plan-review';

/** A planning's stages in 3D, from either order page. */
export const PlanReviewDialog = ({ props, close }: { props: PlanReviewProps; close: () => void }) => (
  <ViewerDialog title={props.title} close={close}>
    <PlanReview props={props} make={useService(planReviewModels)} />
  </ViewerDialog>
);
