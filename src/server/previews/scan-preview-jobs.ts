import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Either } from 'fp-ts/Either';
import { extensionOf } from '../../domain/attachments/file-acceptance';
import { isPictureName } from '../../domain/attachments/scan-preview';
import type { Db } from '../db/database';
import type { JobKind } from '../jobs/job-runner';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { type ClaimedBuild, claimScanPreview, finishScanPreview, previewKeyOf, renewScanPreviewLease, requestMissingScanPreviews } from './scan-previews.repository';
import { buildThumbnail, SourceFailed, type ThumbnailFailure } from './image-thumbnail';
import { BuildCrashed, MeshThread } from './mesh-in-worker';
import type { PreviewFailure } from './stl-welder';

/** What a build stores, with the triangle counts of a scan (none for a picture). */
interface Built {
  readonly bytes: Buffer;
  readonly sourceTriangles: number;
  readonly triangles: number;
}

/**
 * The 3D previews of scans and the thumbnails of pictures, as jobs of the
 * runner, queued in `scan_previews`: a scan's mesh is built in a thread of its own, a picture by
 * libvips off the event loop; the preview is stored beside its file.
 */
export const scanPreviewJobs = (db: Db, storage: AttachmentStorage, now: () => Date, log: FastifyBaseLogger): JobKind<ClaimedBuild> => {
  const thread = new MeshThread();
  const finish = (job: ClaimedBuild, outcome: Parameters<typeof finishScanPreview>[3]) => finishScanPreview(db, job.id, job.attempts, outcome, now());

  const mesh = async (source: Readable, job: ClaimedBuild, stopping: AbortSignal): Promise<Either<PreviewFailure, Built>> => {
    const result = await thread.build(source, job.size, extensionOf(job.name) === 'ply' ? 'ply' : 'stl', stopping);
    if (result._tag === 'Left') return result;
    const { glb, sourceTriangles, triangles } = result.right;
    return { _tag: 'Right', right: { bytes: Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength), sourceTriangles, triangles } };
  };

  const thumbnail = async (source: Readable): Promise<Either<ThumbnailFailure, Built>> => {
    try {
      const result = await buildThumbnail(source);
      return result._tag === 'Left' ? result : { _tag: 'Right', right: { bytes: result.right, sourceTriangles: 0, triangles: 0 } };
    } catch (error) {
      throw error instanceof SourceFailed ? new BuildCrashed(error.message) : error;
    }
  };

  return {
    name: 'scan-preview',
    claim: (at, leasedUntil) => claimScanPreview(db, at, leasedUntil),
    renew: (job, leasedUntil) => renewScanPreviewLease(db, job.id, job.attempts, leasedUntil),
    giveUp: async (job) => void (await finish(job, { status: 'FAILED', failure: 'GAVE_UP' })),
    release: async (job) => void (await finish(job, { status: 'PENDING' })),
    requestMissing: (at) => requestMissingScanPreviews(db, at),
    close: () => thread.close(),
    run: async (job, stopping) => {
      const started = performance.now();
      const source = await storage.read(job.storageKey);
      if (!source) {
        await finish(job, { status: 'FAILED', failure: 'GAVE_UP' });
        return;
      }
      const result = isPictureName(job.name) ? await thumbnail(source) : await mesh(source, job, stopping);
      if (result._tag === 'Left') {
        await finish(job, { status: 'FAILED', failure: result.left });
        log.info({ attachmentId: job.id, failure: result.left }, 'file has no preview');
        return;
      }
      const { bytes, sourceTriangles, triangles } = result.right;
      const key = previewKeyOf(job.storageKey, job.name);
      await storage.write(key, Readable.from([bytes]));
      // The file was removed meanwhile (its job with it), or another build took over: this one's file goes.
      if (!(await finish(job, { status: 'READY', sourceTriangles, triangles, size: bytes.byteLength }))) {
        const stillWanted = await db.selectFrom('scan_previews').select('attachment_id').where('attachment_id', '=', job.id).executeTakeFirst();
        if (!stillWanted) await storage.remove(key);
        return;
      }
      log.info({ attachmentId: job.id, sourceTriangles, triangles, bytes: bytes.byteLength, ms: Math.round(performance.now() - started) }, 'preview built');
    },
  };
};
