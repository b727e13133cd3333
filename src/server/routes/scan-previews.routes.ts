import type { FastifyInstance } from 'fastify';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import type { ScanPreviewBuilder } from '../previews/scan-preview-builder';
import { sendScanPreview } from '../previews/send-scan-preview';
import { dentistScanPreview, orderScanPreview } from '../repositories/scan-previews.repository';

/** The 3D previews of scans (issue 18), with the access rules of the files themselves. */
export const scanPreviewsRoutes = (app: FastifyInstance, deps: AppDeps, previews: ScanPreviewBuilder): void => {
  const { db } = deps;
  const previewDeps = { ...deps, previews };
  // A dentist reads the scans they sent (the wizard's, before the order exists) and their orders' files.
  serve(app, orderEndpoints.scanPreview, async ({ user, params: { id }, reply }) => sent(await sendScanPreview(reply, previewDeps, await dentistScanPreview(db, id, user.id))));

  serve(app, staffEndpoints.scanPreview, async ({ params: { id, attId }, reply }) => sent(await sendScanPreview(reply, previewDeps, await orderScanPreview(db, id, attId))));
};
