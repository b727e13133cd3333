import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import type { JobRunner } from '../jobs/job-runner';
import { sendScanPreview } from './scan-preview.answer';
import { orderScanPreview } from './scan-previews.repository';

/** The 3D previews of any order's scans, for staff. */
export const staffScanPreviewsRoutes = (app: FastifyInstance, deps: AppDeps, jobs: JobRunner): void => {
  serve(app, staffEndpoints.scanPreview, async ({ params: { id, attId }, reply }) => sent(await sendScanPreview(reply, deps, jobs, await orderScanPreview(deps.db, id, attId))));
};
