import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import { scanViewerToolIds } from '../../application/scans/scan-viewer.view-model';
import { useDependencies } from '../di/use-dependencies';
import { ViewerDialog } from '../scans/viewer-dialog';
import { PlanReview } from './plan-review';

/** A planning's stages in 3D, from either order page. */
export const PlanReviewDialog = ({ props, close }: { props: PlanReviewProps; close: () => void }) => (
  <ViewerDialog title={props.title} close={close}>
    <PlanReview props={props} tools={useDependencies(scanViewerToolIds)} />
  </ViewerDialog>
);
