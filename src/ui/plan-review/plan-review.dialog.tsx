import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import { scanViewerTexts } from '../../application/scans/scan-viewer.texts';
import { scanViewerToolIds } from '../../application/scans/scan-viewer.view-model';
import { useDependencies } from '../di/use-dependencies';
import { DialogTitle } from '../widgets/dialog-title';
import { PlanReview } from './plan-review';

/** A planning's stages in 3D, from either order page (issue 34). */
export const PlanReviewDialog = ({ props, close }: { props: PlanReviewProps; close: () => void }) => {
  const tools = useDependencies(scanViewerToolIds);
  return (
    <div className="dialog dialog--wide scan-viewer-dialog">
      <DialogTitle>{props.title}</DialogTitle>
      <PlanReview props={props} tools={tools} />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {scanViewerTexts.close}
        </button>
      </div>
    </div>
  );
};
