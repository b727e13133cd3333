import type { FastifyInstance } from 'fastify';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import type { JobRunner } from '../jobs/job-runner';
import { sendScanPreview } from './scan-preview.answer';
import { dentistScanPreview } from './scan-previews.repository';

/** The 3D previews of a dentist's scans: those they sent (the wizard's, before the order exists) and their orders' files. */
export const scanPreviewsRoutes = (app: FastifyInstance, deps: AppDeps, jobs: JobRunner): void => {
  serve(app, orderEndpoints.scanPreview, async ({ user, params: { id }, reply }) => sent(await sendScanPreview(reply, deps, jobs, await dentistScanPreview(deps.db, id, user.id))));
};
