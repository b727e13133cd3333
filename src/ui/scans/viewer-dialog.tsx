import type { ReactNode } from 'react';
import { scanViewerTexts } from '../../application/scans/scan-viewer.texts';
import { DialogTitle } from '../widgets/dialog-title';

/** The frame of a 3D viewer's dialog: its title, the viewer, and "Fechar". */
export const ViewerDialog = ({ title, close, children }: { title: string; close: () => void; children: ReactNode }) => (
  <div className="dialog dialog--wide scan-viewer-dialog">
    <DialogTitle>{title}</DialogTitle>
    {children}
    <div className="dialog__actions">
      <button type="button" className="button button--primary" onClick={close}>
        {scanViewerTexts.close}
      </button>
    </div>
  </div>
);
