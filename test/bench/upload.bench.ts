// npm run bench: a 200 MB binary STL through the real server, beside a plain copy of the
// same file on the same disk; prints throughput, their ratio and the server's memory growth.
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { startServerProcess } from '../support/server/server-process';
import { waitUntilIdle } from './server-idle';

const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const dir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const file = join(dir, 'modelo.stl');

// A valid binary STL: header, triangle count, 50 bytes per triangle.
const triangles = Math.floor((sizeMb * 1024 * 1024 - 84) / 50);
const out = createWriteStream(file);
const header = Buffer.alloc(84);
header.write('bench', 0, 'ascii');
header.writeUInt32LE(triangles, 80);
out.write(header);
const block = Buffer.alloc(50 * 20_000, 1);
for (let left = triangles; left > 0; left -= 20_000) {
  if (!out.write(left >= 20_000 ? block : block.subarray(0, left * 50))) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
const bytes = (await stat(file)).size;

const copyStart = performance.now();
await copyFile(file, join(dir, 'copia.stl'));
const copySeconds = (performance.now() - copyStart) / 1000;

const server = startServerProcess({ env: { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' } });
const base = server.url;
await server.listening;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' }),
});
const { access_token } = (await login.json()) as { access_token: string };

// The server's resident memory.
const rssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
await waitUntilIdle(server.pid);
const baseline = await rssOf(server.pid);
let peak = baseline;
const sampler = setInterval(() => void rssOf(server.pid).then((rss) => (peak = Math.max(peak, rss))), 25);

const boundary = '----portalbench';
const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="modelo.stl"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const uploadStart = performance.now();
const status = await new Promise<number>((resolve, reject) => {
  const req = request(`${base}/api/attachments?kind=MODEL_SUPERIOR`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode ?? 0));
  });
  req.on('error', reject);
  req.write(head);
  const body = createReadStream(file);
  body.pipe(req, { end: false });
  body.on('end', () => req.end(tail));
});
const uploadSeconds = (performance.now() - uploadStart) / 1000;
clearInterval(sampler);
server.kill('SIGTERM');
await server.exited;
await rm(dir, { recursive: true, force: true });

const mb = bytes / (1024 * 1024);
const fmt = (n: number) => n.toFixed(1);
console.log(`upload of a ${fmt(mb)} MB STL: HTTP ${status}`);
console.log(`  through the server: ${fmt(mb / uploadSeconds)} MB/s (${uploadSeconds.toFixed(2)} s)`);
console.log(`  plain file copy:    ${fmt(mb / copySeconds)} MB/s (${copySeconds.toFixed(2)} s)`);
console.log(`  ratio upload/copy:  ${((copySeconds / uploadSeconds) * 100).toFixed(0)}%`);
console.log(`  server memory growth at peak: ${fmt((peak - baseline) / (1024 * 1024))} MB (baseline ${fmt(baseline / (1024 * 1024))} MB)`);
if (status !== 201) process.exitCode = 1;
