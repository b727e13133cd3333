// npm run bench: the 3D preview of a 200 MB binary STL (about 4 M triangles).
// 1. The builder alone: build time, peak memory, preview size and triangles.
// 2. Through the real server and Chromium: upload, build in the worker thread (time and the
//    server's peak memory), then the dentist opens the viewer: time to the first drawn frame
//    and the page's JS heap. 3. The viewer's chunks, gzip. Figures only; goals beside them.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as E from 'fp-ts/Either';
import { buildMeshPreview } from '../../src/server/previews/mesh-preview';
import { binaryStl, sphere } from '../support/server/meshes';
import { residentMemory } from '../support/server/server-process';

const rings = Number(process.env.BENCH_PREVIEW_RINGS ?? 1415);
const stl = binaryStl(sphere(rings, rings));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// 1. The builder in this process.
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const start = performance.now();
const result = await buildMeshPreview(stl, 'stl');
const seconds = (performance.now() - start) / 1000;
clearInterval(sampler);
if (E.isLeft(result)) throw new Error(`no preview: ${result.left}`);
console.log(`\n3D preview of a ${mb(stl.byteLength)} MB binary STL (${result.right.sourceTriangles.toLocaleString('en')} triangles)`);
console.log(`  builder alone: ${seconds.toFixed(1)} s; peak memory +${mb(peak - baseline)} MB over the ${mb(baseline)} MB before`);
console.log(`  preview ${mb(result.right.glb.byteLength)} MB (goal ≤ 8 MB), ${result.right.triangles.toLocaleString('en')} triangles`);

// 2. Through the server and the browser.
const port = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;
const dir = await mkdtemp(join(tmpdir(), 'portal-preview-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: join(process.cwd(), 'dist') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverMemory = () => residentMemory(server.pid!);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
try {
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${base}/auth/login`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  const signIn = async (username: string) => {
    const answer = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo@1234' }),
    });
    return { authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` };
  };
  const staff = await signIn('atendente@demo.com.br');
  const orders = (await (await fetch(`${base}/api/admin/orders?status=FINISHED&limit=100`, { headers: staff })).json()) as { items: { id: string; dentist: { name: string } }[] };
  const order = orders.items.find((o) => o.dentist.name === 'Ana Beatriz Souza')!;
  const form = new FormData();
  form.append('file', new Blob([stl as Uint8Array<ArrayBuffer>]), 'arcada-superior.stl');
  const before = serverMemory();
  const uploaded = (await (await fetch(`${base}/api/attachments?kind=OTHERS`, { method: 'POST', headers: staff, body: form })).json()) as { id: string };
  const uploadedAt = performance.now();
  await fetch(`${base}/api/admin/orders/${order.id}/attachment`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ attachmentId: uploaded.id, type: 'OTHERS' }),
  });
  let status = 0;
  while (status !== 200) {
    status = (await fetch(`${base}/api/admin/orders/${order.id}/attachment/${uploaded.id}/preview`, { headers: staff })).status;
    if (status !== 200 && status !== 202) throw new Error(`preview answered ${status}`);
    if (status === 202) await new Promise((r) => setTimeout(r, 250));
  }
  const built = (performance.now() - uploadedAt) / 1000;
  const after = serverMemory();
  console.log(
    `  server: built ${built.toFixed(1)} s after the upload, in its worker thread; peak memory ${mb(after.peak)} MB (${mb(before.rss)} MB before the upload, ${mb(after.rss)} MB after)`,
  );

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-mail, CPF ou CNPJ').fill('dentista@demo.com.br');
  await page.getByLabel('Senha').fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('header-name').waitFor();
  await page.goto(`${base}/orders/${order.id}`);
  const open = page.getByRole('button', { name: 'Ver em 3D: arcada-superior.stl' });
  await open.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const clickedAt = await page.evaluate(() => performance.now());
  await open.click();
  await page.waitForFunction(() => performance.getEntriesByName('scan-viewer:first-frame').length > 0, undefined, { timeout: 120_000 });
  const firstFrame = (await page.evaluate(() => performance.getEntriesByName('scan-viewer:first-frame')[0]!.startTime)) - clickedAt;
  const metrics = (await cdp.send('Performance.getMetrics')).metrics;
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  console.log(
    `  browser (Chromium, SwiftShader, 390 px): first frame ${(firstFrame / 1000).toFixed(2)} s after the click (goal ≤ 2 s); page JS heap ${mb(heap)} MB (goal ≤ 150 MB)`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

// 3. The viewer's chunks, loaded only when a viewer opens.
const assets = join(process.cwd(), 'dist', 'assets');
for (const [what, prefix] of [
  ['viewer chunk (three.js and the stage)', 'scan-viewer.kit-'],
  ['parsing worker (GLTFLoader, meshopt decoder)', 'preview-parse.worker-'],
] as const) {
  const file = readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js.gz'));
  console.log(`  ${what}: ${file ? kb(statSync(join(assets, file)).size) : '?'} KB gzip${prefix.startsWith('scan') ? ' (goal ≤ 150 KB)' : ''}`);
}
