import type { RegisterFeature } from '../feature';
import { attachmentsRoutes } from './attachments.routes';
import { resumableUploadsRoutes } from './resumable-uploads.routes';

/** The uploads feature serves attachments and resumable uploads. */
export const register: RegisterFeature = (app, deps) => {
  attachmentsRoutes(app, deps, deps.lanes.previews);
  resumableUploadsRoutes(app, deps, deps.lanes.previews);
};
