import type { ScanViewerProps } from '../../application/scans/scan-dialogs';
import { scanViewerTexts } from '../../application/scans/scan-viewer.texts';
import { ScanViewerView } from './scan-viewer';

/** One scan, or both arches, in the full viewer. */
export const ScanViewerDialog = ({ props: { title, sources }, close }: { props: ScanViewerProps; close: () => void }) => (
  <div className="dialog dialog--wide scan-viewer-dialog">
    <h2 className="dialog__title">{title}</h2>
    <ScanViewerView sources={sources} />
    <div className="dialog__actions">
      <button type="button" className="button button--primary" onClick={close}>
        {scanViewerTexts.close}
      </button>
    </div>
  </div>
);
