import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '../../../contract/routes/staff.endpoints';
import type { AppDeps } from '../../app-deps';
import { sent, serve } from '../../http/serve';
import type { ScanPreviewBuilder } from '../../previews/scan-preview-builder';
import { sendScanPreview } from '../../previews/send-scan-preview';
import { orderScanPreview } from '../../repositories/scan-previews.repository';

/** The 3D previews of any order's scans, for staff (issue 18). */
export const staffScanPreviewsRoutes = (app: FastifyInstance, deps: AppDeps, previews: ScanPreviewBuilder): void => {
  const previewDeps = { ...deps, previews };
  serve(app, staffEndpoints.scanPreview, async ({ params: { id, attId }, reply }) => sent(await sendScanPreview(reply, previewDeps, await orderScanPreview(deps.db, id, attId))));
};
