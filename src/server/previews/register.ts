import type { RegisterFeature } from '../feature';
import { scanPreviewsRoutes } from './scan-previews.routes';
import { staffScanPreviewsRoutes } from './staff-scan-previews.routes';

/** The previews feature serves the scans' 3D previews, to the dentist and the staff. */
export const register: RegisterFeature = (app, deps) => {
  scanPreviewsRoutes(app, deps, deps.lanes.previews);
  staffScanPreviewsRoutes(app, deps, deps.lanes.previews);
};
