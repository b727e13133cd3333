import { lazy } from 'react';
import { scanViewerKind } from '../../application/scans/scan-dialogs';
import { planReviewKind } from '../../application/plan-review/plan-review-dialog';
import { registerDialog } from '../widgets/dialog-registry';

export const scansDialogs = [
  registerDialog(
    scanViewerKind,
    lazy(() => import('./scan-viewer.dialog').then((m) => ({ default: m.ScanViewerDialog }))),
  ),
  registerDialog(
    planReviewKind,
    lazy(() => import('../plan-review/plan-review.dialog').then((m) => ({ default: m.PlanReviewDialog }))),
  ),
];
