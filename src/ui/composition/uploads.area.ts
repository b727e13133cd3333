import { TOKENS } from '../../application/tokens';
import { UploadsHttpAdapter } from '../../infrastructure/http/uploads.http-adapter';
import { ApiClient } from '../../infrastructure/http/api-client';
import { area } from '../di/area';
import { scansDialogs } from '../scans/scans.dialogs';

/** Resumable uploads and the 3D viewer of scans (three.js itself arrives only when a viewer opens). */
export const uploadsArea = area(
  'uploads',
  [],
  ({ bind }) => {
    bind(TOKENS.UploadsGateway)
      .toDynamicValue((c) => new UploadsHttpAdapter(c.get(ApiClient), window.localStorage))
      .inSingletonScope();
    bind(TOKENS.ScanViewerKit).toConstantValue(() => import('../../infrastructure/scans/scan-viewer.kit').then((m) => m.scanViewerKit));
  },
  scansDialogs,
);
