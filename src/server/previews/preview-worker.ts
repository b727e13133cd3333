import { parentPort, workerData } from 'node:worker_threads';
import * as E from 'fp-ts/Either';
import { meshOf, type MeshFormat, previewOfMesh, stlMesh } from './mesh-preview';
import { StlWelder } from './stl-welder';

// Runs one build in its own thread, so the API keeps answering; the thread ends with it, and
// the memory of a large scan goes with the thread. The scan comes as chunks (`{ chunk }`, each
// answered `{ taken }` so no more than one waits), then `{ end }`: an STL is welded as it
// arrives and never held whole; a PLY is gathered, since its loader reads the whole file.
const { format, size, triangleLimit } = workerData as { format: MeshFormat; size: number; triangleLimit: number };
const port = parentPort!;
const welder = format === 'stl' ? new StlWelder(size) : undefined;
const whole = format === 'ply' ? new Uint8Array(size) : undefined;
let at = 0;

port.on('message', (message: { chunk?: Uint8Array; end?: true }) => {
  if (message.chunk) {
    if (welder) welder.push(message.chunk);
    else whole!.set(message.chunk.subarray(0, Math.max(0, size - at)), at);
    at += message.chunk.byteLength;
    port.postMessage({ taken: true });
    return;
  }
  void (async () => {
    const mesh = welder ? stlMesh(welder) : meshOf(whole!.subarray(0, Math.min(at, size)), 'ply');
    // Copied back, not transferred: a preview is a few megabytes, and may sit in a shared pool.
    port.postMessage({ result: E.isLeft(mesh) ? mesh : E.right(await previewOfMesh(mesh.right, triangleLimit)) });
  })();
});
