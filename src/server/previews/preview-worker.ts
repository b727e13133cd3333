import { parentPort } from 'node:worker_threads';
import * as E from 'fp-ts/Either';
import { meshOf, type MeshFormat, previewOfMesh, stlMesh } from './mesh-preview';
import { StlWelder } from './stl-welder';

// Builds meshes one after another in a thread of its own, so the API keeps answering and a
// ZIP of hundreds of meshes pays for one thread, not one each. A build is `{ start }`, its
// file as chunks (`{ chunk }`, each answered `{ taken }` so no more than one waits), then
// `{ end }`, answered `{ result }`: an STL is welded as it arrives and never held whole; a PLY
// is gathered, since its loader reads the whole file.
// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- this file runs only as a worker thread
const port = parentPort!;

interface Build {
  readonly size: number;
  readonly triangleLimit: number;
  readonly welder: StlWelder | undefined;
  readonly whole: Uint8Array | undefined;
  at: number;
}
let build: Build | undefined;

port.on('message', (message: { start?: { format: MeshFormat; size: number; triangleLimit: number }; chunk?: Uint8Array; end?: true }) => {
  if (message.start) {
    const { format, size, triangleLimit } = message.start;
    build = { size, triangleLimit, welder: format === 'stl' ? new StlWelder(size) : undefined, whole: format === 'ply' ? new Uint8Array(size) : undefined, at: 0 };
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a chunk comes only after its build's start
  const current = build!;
  if (message.chunk) {
    if (current.welder) current.welder.push(message.chunk);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a build without a welder keeps the whole file
    else current.whole!.set(message.chunk.subarray(0, Math.max(0, current.size - current.at)), current.at);
    current.at += message.chunk.byteLength;
    port.postMessage({ taken: true });
    return;
  }
  build = undefined;
  void (async () => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a build without a welder keeps the whole file
    const mesh = current.welder ? stlMesh(current.welder) : meshOf(current.whole!.subarray(0, Math.min(current.at, current.size)), 'ply');
    // Copied back, not transferred: a preview is a few megabytes, and may sit in a shared pool.
    port.postMessage({ result: E.isLeft(mesh) ? mesh : E.right(await previewOfMesh(mesh.right, current.triangleLimit)) });
  })();
});
