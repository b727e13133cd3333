import type { ScanLoad, ScanViewerKit } from '../../application/ports/scan-viewer-kit';
import { previewMessages } from '../../contract/attachment.contract';
import type { ParsedScan, PreviewAnswer, PreviewRequest } from './preview-messages';
import { ThreeScanStage } from './three-scan-stage';

interface Parser {
  readonly worker: Worker;
  readonly waiting: Map<number, (load: ScanLoad) => void>;
  next: number;
}

/**
 * The page's one parsing worker, started at the first preview asked for and kept while the page
 * lives. A worker for each preview (a plan asks for dozens at once) cost the page a worker's start
 * each, and each worker evaluated three.js again.
 */
let parser: Parser | undefined;

const cannotShow: ScanLoad = { kind: 'failed', message: previewMessages.cannotShow };

const parserWorker = (): Parser => {
  if (parser) return parser;
  const worker = new Worker(new URL('./preview-parse.worker.ts', import.meta.url), { type: 'module', name: 'scan-preview' });
  const made: Parser = { worker, waiting: new Map(), next: 0 };
  worker.onmessage = ({ data: { id, reply } }: MessageEvent<PreviewAnswer>) => {
    const done = made.waiting.get(id);
    made.waiting.delete(id);
    if (reply.kind !== 'ready') return done?.(reply);
    const scan: ParsedScan = { triangles: reply.preview.indices.length / 3, sourceTriangles: reply.preview.sourceTriangles, preview: reply.preview };
    done?.({ kind: 'ready', scan });
  };
  // The worker could not start, or died: what it was parsing cannot be shown, and the next preview asked for starts another.
  worker.onerror = () => {
    if (parser === made) parser = undefined;
    worker.terminate();
    for (const done of made.waiting.values()) done(cannotShow);
    made.waiting.clear();
  };
  parser = made;
  return made;
};

/** Fetches and parses one preview in the parsing worker; never rejects. */
const load = (url: string): Promise<ScanLoad> =>
  new Promise((resolve) => {
    const parsing = parserWorker();
    const id = parsing.next;
    parsing.next += 1;
    parsing.waiting.set(id, resolve);
    parsing.worker.postMessage({ id, url: new URL(url, window.location.href).href } satisfies PreviewRequest);
  });

/** The browser's 3D viewer: a worker parses, three.js draws. Loaded only when a viewer opens. */
export const scanViewerKit: ScanViewerKit = { load, createStage: (host) => (host instanceof HTMLElement ? ThreeScanStage.create(host) : undefined) };
