import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Either } from 'fp-ts/Either';
import { extensionOf } from '../../domain/attachments/file-acceptance';
import type { Db } from '../db/database';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { type ClaimedBuild, claimScanPreview, finishScanPreview, previewKeyOf, renewScanPreviewLease, requestMissingScanPreviews } from '../repositories/scan-previews.repository';
import type { MeshFormat, MeshPreview } from './mesh-preview';
import type { PreviewFailure } from './stl-welder';
import { buildThumbnail, SourceFailed, type ThumbnailFailure } from './image-thumbnail';
import { isPictureName } from '../../domain/attachments/scan-preview';

export interface ScanPreviewBuilderOptions {
  /** How long a build holds its job without renewing it; a dead process's build is taken over after it. */
  readonly leaseMs?: number;
  /** Builds that crash (not broken meshes: those fail once) are tried this many times, a lease apart. */
  readonly maxAttempts?: number;
}

/** What a build stores, with the triangle counts of a scan (none for a picture). */
interface Built {
  readonly bytes: Buffer;
  readonly sourceTriangles: number;
  readonly triangles: number;
}

/** A build's thread ran out of memory or crashed: tried again, up to `maxAttempts`. */
class BuildCrashed extends Error {}

/**
 * Builds the 3D previews of scans off the request path (issue 18): one at a time, each in a
 * worker thread, from the `scan_previews` jobs. Any process may build any job; a lease renewed
 * while a build runs hands the job to another process (or this one after a restart) when its
 * builder dies.
 */
export class ScanPreviewBuilder {
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private worker: Worker | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly storage: AttachmentStorage,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    options: ScanPreviewBuilderOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    // Jobs left by a process that died are claimable once their lease runs out.
    this.timer = setInterval(() => this.wake(), this.leaseMs).unref();
  }

  /** Asks for the previews of scans that have none, then builds what waits. */
  async resume(): Promise<void> {
    const asked = await requestMissingScanPreviews(this.db, this.now());
    if (asked > 0) this.log.info({ scans: asked }, 'scan previews requested for stored scans');
    this.wake();
  }

  /** Builds whatever waits; a call while a build runs is remembered, never lost. */
  wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'scan preview builds stopped'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops building; the job under way goes back to waiting for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.worker?.terminate();
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      this.again = false;
      const job = await claimScanPreview(this.db, this.now(), this.leaseMs);
      if (!job) return;
      await this.build(job);
    }
  }

  private async build(job: ClaimedBuild): Promise<void> {
    const finish = (outcome: Parameters<typeof finishScanPreview>[3]) => finishScanPreview(this.db, job.attachmentId, job.attempts, outcome, this.now());
    if (job.attempts > this.maxAttempts) {
      await finish({ status: 'FAILED', failure: 'GAVE_UP' });
      this.log.warn({ attachmentId: job.attachmentId, attempts: job.attempts - 1 }, 'scan preview given up');
      return;
    }
    const renew = setInterval(
      () => void renewScanPreviewLease(this.db, job.attachmentId, job.attempts, new Date(this.now().getTime() + this.leaseMs)).catch(() => undefined),
      this.leaseMs / 3,
    );
    const started = performance.now();
    try {
      const source = await this.storage.read(job.storageKey);
      if (!source) {
        await finish({ status: 'FAILED', failure: 'GAVE_UP' });
        return;
      }
      const result = isPictureName(job.name) ? await this.thumbnail(source) : await this.mesh(source, job);
      if (result._tag === 'Left') {
        await finish({ status: 'FAILED', failure: result.left });
        this.log.info({ attachmentId: job.attachmentId, failure: result.left }, 'file has no preview');
        return;
      }
      const { bytes, sourceTriangles, triangles } = result.right;
      const key = previewKeyOf(job.storageKey, job.name);
      await this.storage.write(key, Readable.from([bytes]));
      // The file was removed meanwhile (its job with it), or another build took over: this one's file goes.
      if (!(await finish({ status: 'READY', sourceTriangles, triangles, size: bytes.byteLength }))) {
        const stillWanted = await this.db.selectFrom('scan_previews').select('attachment_id').where('attachment_id', '=', job.attachmentId).executeTakeFirst();
        if (!stillWanted) await this.storage.remove(key);
        return;
      }
      this.log.info({ attachmentId: job.attachmentId, sourceTriangles, triangles, bytes: bytes.byteLength, ms: Math.round(performance.now() - started) }, 'preview built');
    } catch (error) {
      if (this.closed) {
        await finish({ status: 'PENDING' }).catch(() => undefined);
        return;
      }
      this.log.error({ err: error, attachmentId: job.attachmentId, attempt: job.attempts }, 'scan preview build crashed');
      // Otherwise the job keeps its lease, which runs out: the wait before the next try.
      if (job.attempts >= this.maxAttempts) await finish({ status: 'FAILED', failure: 'GAVE_UP' });
    } finally {
      clearInterval(renew);
    }
  }

  /** A scan's 3D preview, built in a thread of its own. */
  private async mesh(source: Readable, job: ClaimedBuild): Promise<Either<PreviewFailure, Built>> {
    const result = await this.inWorker(source, job.size, extensionOf(job.name) === 'ply' ? 'ply' : 'stl');
    if (result._tag === 'Left') return result;
    const { glb, sourceTriangles, triangles } = result.right;
    return { _tag: 'Right', right: { bytes: Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength), sourceTriangles, triangles } };
  }

  /** A picture's thumbnail: libvips works off the event loop, so no thread of ours is needed. */
  private async thumbnail(source: Readable): Promise<Either<ThumbnailFailure, Built>> {
    try {
      const result = await buildThumbnail(source);
      return result._tag === 'Left' ? result : { _tag: 'Right', right: { bytes: result.right, sourceTriangles: 0, triangles: 0 } };
    } catch (error) {
      throw error instanceof SourceFailed ? new BuildCrashed(error.message) : error;
    }
  }

  /**
   * Builds in a thread of its own, fed the stored scan chunk by chunk: one chunk waits at a
   * time, so memory holds what the build keeps (docs/scaling.md), never the file twice.
   */
  private async inWorker(source: Readable, size: number, format: MeshFormat): Promise<Either<PreviewFailure, MeshPreview>> {
    // Closed while the scan was being read: no thread starts, or the stop would wait for the whole build.
    if (this.closed) throw new BuildCrashed('closing');
    // tsx runs the thread's TypeScript as it runs the server's.
    const worker = new Worker(new URL('./preview-worker.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      workerData: { format, size },
      // A scan too large for this ends its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 2048 },
    });
    this.worker = worker;
    let taken: () => void = () => undefined;
    const outcome = new Promise<Either<PreviewFailure, MeshPreview>>((resolve, reject) => {
      worker.on('message', (message: { taken?: true; result?: Either<PreviewFailure, MeshPreview> }) => {
        if (message.taken) taken();
        else if (message.result) resolve(message.result);
      });
      worker.once('error', (error) => reject(new BuildCrashed(error.message)));
      worker.once('exit', (code) => {
        this.worker = undefined;
        reject(new BuildCrashed(`preview thread ended (${code})`));
      });
    });
    // A crash while chunks are still going ends the feeding as well.
    outcome.catch(() => taken());
    try {
      let sent = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        sent += chunk.byteLength;
        if (sent > size) throw new BuildCrashed('stored file is larger than recorded');
        const copy = new Uint8Array(chunk);
        const next = new Promise<void>((resolve) => (taken = resolve));
        worker.postMessage({ chunk: copy }, [copy.buffer]);
        await Promise.race([next, outcome.then(() => undefined)]);
      }
      worker.postMessage({ end: true });
      return await outcome;
    } finally {
      source.destroy();
      void worker.terminate();
    }
  }
}
