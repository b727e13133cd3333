import type { ScanViewerProps } from '../../application/scans/scan-dialogs';
import { scanViewers } from '../../application/scans/scan-viewer.view-model';
import { useService } from '../di/container-context';
import { ScanViewerView } from './scan-viewer';
import { ViewerDialog } from './viewer-dialog';

/** One scan, or both arches, in the full viewer. */
export const ScanViewerDialog = ({ props: { title, sources }, close }: { props: ScanViewerProps; close: () => void }) => (
  <ViewerDialog title={title} close={close}>
    <ScanViewerView sources={sources} make={useService(scanViewers)} />
  </ViewerDialog>
);
