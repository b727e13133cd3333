import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Either } from 'fp-ts/Either';
import type { MeshFormat, MeshPreview } from './mesh-preview';
import { previewTriangleLimit } from './triangle-limits';
import type { PreviewFailure } from './stl-welder';

/** A build's thread ran out of memory, crashed, or was stopped: the job is tried again. */
export class BuildCrashed extends Error {}

/**
 * A mesh's preview, built in a thread of its own, fed the stored file chunk by chunk: one chunk
 * waits at a time, so memory holds what the build keeps (docs/scaling.md), never the file twice.
 * A stop ends the thread at once.
 */
export const buildMeshInWorker = async (
  source: Readable,
  size: number,
  format: MeshFormat,
  stopping: AbortSignal,
  triangleLimit = previewTriangleLimit,
): Promise<Either<PreviewFailure, MeshPreview>> => {
  // Stopped while the file was being read: no thread starts, or the stop would wait for the whole build.
  if (stopping.aborted) throw new BuildCrashed('stopping');
  // tsx runs the thread's TypeScript as it runs the server's.
  const worker = new Worker(new URL('./preview-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    workerData: { format, size, triangleLimit },
    // A mesh too large for this ends its thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 2048 },
  });
  const stop = () => void worker.terminate();
  stopping.addEventListener('abort', stop);
  let taken: () => void = () => undefined;
  const outcome = new Promise<Either<PreviewFailure, MeshPreview>>((resolve, reject) => {
    worker.on('message', (message: { taken?: true; result?: Either<PreviewFailure, MeshPreview> }) => {
      if (message.taken) taken();
      else if (message.result) resolve(message.result);
    });
    worker.once('error', (error) => reject(new BuildCrashed(error.message)));
    worker.once('exit', (code) => reject(new BuildCrashed(`preview thread ended (${code})`)));
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
    stopping.removeEventListener('abort', stop);
    source.destroy();
    void worker.terminate();
  }
};
