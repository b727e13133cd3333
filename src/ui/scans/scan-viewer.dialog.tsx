import type { ScanViewerProps } from '../../application/scans/scan-dialogs';
import { scanViewerTexts } from '../../application/scans/scan-viewer.texts';
import { scanViewerToolIds } from '../../application/scans/scan-viewer.view-model';
import { useDependencies } from '../di/use-dependencies';
import { ScanViewerView } from './scan-viewer';
import { DialogTitle } from '../widgets/dialog-title';

/** One scan, or both arches, in the full viewer. */
export const ScanViewerDialog = ({ props: { title, sources }, close }: { props: ScanViewerProps; close: () => void }) => {
  const tools = useDependencies(scanViewerToolIds);
  return (
    <div className="dialog dialog--wide scan-viewer-dialog">
      <DialogTitle>{title}</DialogTitle>
      <ScanViewerView sources={sources} tools={tools} />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {scanViewerTexts.close}
        </button>
      </div>
    </div>
  );
};
