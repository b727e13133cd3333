import type { FastifyReply } from 'fastify';
import { previewMessages } from '../../contract/attachment.contract';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/http-error';
import { previewKeyOf, rebuildScanPreview, type ScanPreviewState } from './scan-previews.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import type { JobRunner } from '../jobs/job-runner';
import { isPictureName } from '../../domain/attachments/scan-preview';

/** How soon a browser asks again for a preview being built. */
const retryAfterSeconds = 2;

/** Answers a file's 3D preview: the preview once built, 202 while it is built, or why there is none. */
export const sendScanPreview = async (reply: FastifyReply, deps: { db: Db; storage: AttachmentStorage; now: () => Date }, jobs: JobRunner, file: ScanPreviewState | undefined) => {
  if (!file) throw notFound(planningMessages.attachmentNotFound);
  const building = () => reply.code(202).header('retry-after', String(retryAfterSeconds)).send({ message: previewMessages.building });
  switch (file.status) {
    case null:
      throw notFound(previewMessages.none);
    case 'FAILED':
      throw new HttpError(422, isPictureName(file.name) ? previewMessages.cannotShowImage : previewMessages.cannotShow);
    case 'PENDING':
    case 'BUILDING':
      return building();
    case 'READY': {
      const bytes = await deps.storage.read(previewKeyOf(file.storageKey, file.name));
      // A file never changes once stored, so neither does its thumbnail: the browser keeps it.
      if (bytes)
        return isPictureName(file.name)
          ? reply.type('image/jpeg').header('cache-control', 'private, max-age=86400, immutable').send(bytes)
          : reply.type('model/gltf-binary').header('cache-control', 'private, no-store').send(bytes);
      // Lost from storage (a restored backup, a bucket rule): built again.
      await rebuildScanPreview(deps.db, file.attachmentId, deps.now());
      jobs.wake();
      return building();
    }
  }
};
