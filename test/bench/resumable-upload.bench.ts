// npm run bench: a 200 MB file through the resumable path (tus-js-client in Node, 8 MB
// chunks, to the real server on PGlite) beside a plain copy on the same disk:
// throughput as a ratio (goal ≥ 50%), the server's memory growth (goal ≤ 64 MB), and the bytes
// sent again after a cut at 50% (goal ≤ one chunk). Figures only.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { apiSession, pgliteServerData, residentMemory, startServerProcess } from '../support/server/server-process';
import { sampleFiles } from '../support/server/sample-files';
import { tus } from '../support/server/tus-requests';

const size = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const chunkSize = 8 * 1024 * 1024;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
// A PNG by its signature (no 3D preview is built while this runs), random after it.
const file = Buffer.concat([sampleFiles.png(), randomBytes(size - sampleFiles.png().length)]);
const dir = await mkdtemp(join(tmpdir(), 'portal-resumable-'));
const source = join(dir, 'original.png');
await writeFile(source, file);

const copyStart = performance.now();
await copyFile(source, join(dir, 'copy.png'));
const copySeconds = (performance.now() - copyStart) / 1000;

// The ceiling of any upload over HTTP here: a bare Node server appending each 8 MB request to a file.
const bare = createServer((req, res) => {
  const out = createWriteStream(join(dir, 'bare.png'), { flags: 'a' });
  req.pipe(out).on('finish', () => res.writeHead(204).end());
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;
const bareStart = performance.now();
for (let offset = 0; offset < size; offset += chunkSize) {
  const part = file.subarray(offset, offset + chunkSize);
  await new Promise<void>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: barePort, method: 'PATCH', headers: { 'content-length': part.length } }, (res) => res.resume().on('end', resolve));
    req.on('error', reject);
    req.end(part);
  });
}
const bareSeconds = (performance.now() - bareStart) / 1000;
bare.close();

const data = pgliteServerData();
const server = startServerProcess({ ...data, env: { ...data.env, UPLOAD_LIMIT_MB: '300' } });
await server.listening;
const memory = () => residentMemory(server.pid);
try {
  const { token } = await apiSession(server.url, 'dentista@demo.com.br');
  const send = (options: { uploadUrl?: string; stopAt?: number; onSent?: (bytes: number) => void }) =>
    new Promise<{ url: string; finished: boolean }>((resolve, reject) => {
      const upload: Upload = new Upload(file, {
        endpoint: `${server.url}/api/uploads`,
        ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
        chunkSize,
        retryDelays: null,
        headers: { authorization: `Bearer ${token}` },
        metadata: { kind: 'OTHERS', filename: 'grande.png' },
        storeFingerprintForResuming: false,
        onProgress: (sent) => {
          options.onSent?.(sent);
          if (options.stopAt !== undefined && sent >= options.stopAt) {
            void upload.abort().then(() => resolve({ url: upload.url!, finished: false }));
          }
        },
        onSuccess: () => resolve({ url: upload.url!, finished: true }),
        onError: reject,
      });
      upload.start();
    });

  // The kernel's peak counts the start (migrations, demo data): sampled during the upload instead.
  const before = memory();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memory().rss)), 25);
  const start = performance.now();
  await send({});
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);

  // A cut at 50%: the second start resumes from the server's offset.
  let sentBeforeCut = 0;
  const cut = await send({ stopAt: size / 2, onSent: (b) => (sentBeforeCut = b) });
  let resumedFrom = 0;
  const head = await fetch(cut.url, { method: 'HEAD', headers: { ...tus, authorization: `Bearer ${token}` } });
  resumedFrom = Number(head.headers.get('upload-offset'));
  await send({ uploadUrl: cut.url });
  const resent = sentBeforeCut - resumedFrom;

  console.log(`\nA ${mb(size)} MB file, resumable (tus, ${mb(chunkSize)} MB chunks) against a plain copy on the same disk`);
  console.log(
    `  plain copy ${(size / 1024 / 1024 / copySeconds).toFixed(0)} MB/s; resumable ${(size / 1024 / 1024 / seconds).toFixed(0)} MB/s (${seconds.toFixed(1)} s): ${((copySeconds / seconds) * 100).toFixed(0)}% (goal ≥ 50%)`,
  );
  console.log(
    `  bare Node HTTP server writing the same chunks to a file: ${(size / 1024 / 1024 / bareSeconds).toFixed(0)} MB/s; resumable at ${((bareSeconds / seconds) * 100).toFixed(0)}% of it`,
  );
  console.log(`  server memory: ${mb(before.rss)} MB before, ${mb(peak)} MB at most during the upload (+${mb(peak - before.rss)} MB; goal ≤ +64 MB)`);
  console.log(
    `  cut at 50%: ${mb(sentBeforeCut)} MB sent, the server kept ${mb(resumedFrom)} MB; ${mb(Math.max(0, resent))} MB sent again (goal ≤ one chunk, ${mb(chunkSize)} MB)`,
  );
} finally {
  server.kill('SIGTERM');
  await server.exited;
  await rm(dir, { recursive: true, force: true });
}
