import type { ScanLoad, ScanViewerKit } from '../../application/ports/scan-viewer-kit';
import { previewMessages } from '../../contract/attachment.contract';
import type { ParsedScan, PreviewReply, PreviewRequest } from './preview-messages';
import { ThreeScanStage } from './three-scan-stage';

/** Parses one preview in a worker of its own, which ends with it and frees its memory. */
const load = (url: string): Promise<ScanLoad> =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./preview-parse.worker.ts', import.meta.url), { type: 'module', name: 'scan-preview' });
    const done = (load: ScanLoad) => {
      worker.terminate();
      resolve(load);
    };
    worker.onmessage = ({ data }: MessageEvent<PreviewReply>) => {
      if (data.kind !== 'ready') return done(data);
      const scan: ParsedScan = { triangles: data.preview.indices.length / 3, sourceTriangles: data.preview.sourceTriangles, preview: data.preview };
      done({ kind: 'ready', scan });
    };
    worker.onerror = () => done({ kind: 'failed', message: previewMessages.cannotShow });
    worker.postMessage({ url: new URL(url, window.location.href).href } satisfies PreviewRequest);
  });

/** The browser's 3D viewer: a worker parses, three.js draws. Loaded only when a viewer opens. */
export const scanViewerKit: ScanViewerKit = { load, createStage: (host) => ThreeScanStage.create(host) };
