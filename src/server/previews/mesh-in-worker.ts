import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Either } from 'fp-ts/Either';
import type { MeshFormat, MeshPreview } from './mesh-preview';
import { previewTriangleLimit } from './triangle-limits';
import type { PreviewFailure } from './stl-welder';

/** A build's thread ran out of memory, crashed, or was stopped: the job is tried again. */
export class BuildCrashed extends Error {}

/** A file past this keeps its thread's memory (meshoptimizer's heap never shrinks): the thread ends after it. */
const largeFileBytes = 16 * 1024 * 1024;

type Outcome = Either<PreviewFailure, MeshPreview>;

/**
 * One thread that builds meshes one after another, fed each file chunk by chunk: one chunk
 * waits at a time, so memory holds what the build keeps (docs/scaling.md), never the file
 * twice. It starts with the first build and is kept for the next, so a ZIP of hundreds of
 * small meshes pays for one thread; it ends after a large file (its memory goes with it), on a
 * crash, and at once on a stop. One build at a time: a job runner's lane owns one.
 */
export class MeshThread {
  private worker: Worker | undefined;
  private listener: ((message: { taken?: true; result?: Outcome }) => void) | undefined;
  private failed: ((error: BuildCrashed) => void) | undefined;

  private thread(): Worker {
    if (this.worker) return this.worker;
    // tsx runs the thread's TypeScript as it runs the server's.
    const worker = new Worker(new URL('./preview-worker.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      // A mesh too large for this ends its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    worker.on('message', (message: { taken?: true; result?: Outcome }) => this.listener?.(message));
    worker.once('error', (error: Error) => this.lost(worker, new BuildCrashed(error.message)));
    worker.once('exit', (code) => this.lost(worker, new BuildCrashed(`preview thread ended (${code})`)));
    this.worker = worker;
    return worker;
  }

  /** The thread of the build under way died: that build fails. A thread ended on purpose (`close`) is no longer the current one. */
  private lost(worker: Worker, error: BuildCrashed): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failed?.(error);
  }

  /** Ends the thread; a build under way fails as crashed. */
  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.failed?.(new BuildCrashed('preview thread ended'));
    void worker?.terminate();
  }

  async build(source: Readable, size: number, format: MeshFormat, stopping: AbortSignal, triangleLimit = previewTriangleLimit): Promise<Outcome> {
    // Stopped while the file was being read: no build starts, or the stop would wait for the whole build.
    if (stopping.aborted) {
      source.destroy();
      throw new BuildCrashed('stopping');
    }
    const worker = this.thread();
    const stop = () => this.close();
    stopping.addEventListener('abort', stop);
    let taken: () => void = () => undefined;
    const outcome = new Promise<Outcome>((resolve, reject) => {
      this.failed = reject;
      this.listener = (message) => {
        if (message.taken) taken();
        else if (message.result) resolve(message.result);
      };
    });
    // A crash while chunks are still going ends the feeding as well.
    outcome.catch(() => taken());
    try {
      worker.postMessage({ start: { format, size, triangleLimit } });
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
      const result = await outcome;
      if (size > largeFileBytes) this.close();
      return result;
    } catch (error) {
      // A build cut short leaves the thread mid-file: the next build starts a fresh one.
      this.close();
      throw error;
    } finally {
      this.listener = undefined;
      this.failed = undefined;
      stopping.removeEventListener('abort', stop);
      source.destroy();
    }
  }
}
