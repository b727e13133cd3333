import { lazy } from 'react';
import { scanViewerKind } from '../../application/scans/scan-dialogs';
import { registerDialog } from '../widgets/dialog-registry';

export const scansDialogs = [
  registerDialog(
    scanViewerKind,
    lazy(() => import('./scan-viewer.dialog').then((m) => ({ default: m.ScanViewerDialog }))),
  ),
];
