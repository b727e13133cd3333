import { parentPort, workerData } from 'node:worker_threads';
import { buildMeshPreview, type MeshFormat } from './mesh-preview';

// Runs one build in its own thread, so the API keeps answering; the thread ends with it, and
// the memory of a large scan goes with the thread.
const { bytes, format } = workerData as { bytes: ArrayBuffer; format: MeshFormat };
const result = await buildMeshPreview(new Uint8Array(bytes), format);
// Copied back, not transferred: a preview is a few megabytes, and may sit in a shared pool.
parentPort!.postMessage(result);
