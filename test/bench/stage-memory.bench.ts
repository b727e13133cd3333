// npm run bench: a stage build's memory. A ZIP whose upper stage 1 is a large STL (BENCH_STL_MB,
// 60 MB, just under the 64 MB a stage may have) is built while the server's resident memory is
// sampled; then a ZIP whose stage is a 300 MB STL (BENCH_REFUSED_MB) is refused by its declared
// size before any of it is read. Prints the peak above idle against the ceiling (512 MB).
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stagedPlanFiles, zipOf } from '../../src/server/seed/staged-plan';
import { zipLimits } from '../../src/domain/planning/stage-files';
import { apiSession, residentMemory, startServerProcess } from '../support/server/server-process';
import { binaryStl, sphere } from '../support/server/meshes';
import { waitUntilIdle } from './server-idle';

const stlMb = Number(process.env.BENCH_STL_MB ?? 60);
const refusedMb = Number(process.env.BENCH_REFUSED_MB ?? 300);
const ceilingMb = 512;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const dir = await mkdtemp(join(tmpdir(), 'portal-stage-memory-'));
const server = startServerProcess({ env: { DATA_DIR: dir, LOG_LEVEL: process.env.BENCH_LOG ?? 'warn', DEMO_BUILDS: 'off' } });
try {
  await server.listening;
  await waitUntilIdle(server.pid);
  const staff = await apiSession(server.url, 'atendente@demo.com.br');
  const get = async <T>(path: string) => (await staff.call('GET', path)).body as T;
  const inPlanning = await get<{ items: { id: string; productCategory: string }[] }>('/api/admin/orders?status=VIRTUAL_PLANNING&limit=100');
  const details = await Promise.all(
    inPlanning.items
      .filter((o) => o.productCategory !== 'PLACA_CONTENCAO')
      .map((o) => get<{ id: string; arcadeSuperior: boolean; arcadeInferior: boolean }>(`/api/admin/orders/${o.id}`)),
  );
  const order = details.find((o) => o.arcadeSuperior && o.arcadeInferior);
  if (!order) throw new Error('no demo order with both arches in virtual planning');
  const planningId = ((await staff.call('POST', `/api/admin/orders/${order.id}/plannings`, { basedOnPrevious: false })).body as { id: string }).id;
  const steps = (await get<{ id: string; name: string }[]>('/api/admin/products')).find((p) => p.name === 'Etapas de alinhadores (ambas as arcadas)');
  await staff.call('POST', `/api/admin/orders/${order.id}/plannings/${planningId}/product`, { productId: steps!.id, quantity: 1 });
  const small = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage: 1, toothDetail: 6 }).map((f) => ({ name: f.name, bytes: f.stl }));

  /** Sends a ZIP whose upper stage 1 is `big`, and samples the server's memory until its build ends. */
  const build = async (big: Buffer) => {
    const zip = await zipOf(small.map((f, i) => (i === 1 ? { name: f.name, bytes: big } : f)));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'etapas.zip');
    const uploaded = await fetch(`${server.url}/api/attachments?kind=PLANNING_STAGES`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}` }, body: form });
    if (uploaded.status !== 201) throw new Error(`the ZIP's upload answered ${uploaded.status}`);
    const attachmentId = ((await uploaded.json()) as { id: string }).id;
    await waitUntilIdle(server.pid);
    const idle = residentMemory(server.pid).rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMemory(server.pid).rss)), 20);
    const started = performance.now();
    await staff.call('POST', `/api/admin/orders/${order.id}/plannings/${planningId}/stages`, { attachmentId });
    let stages: { status: string; message?: string };
    do {
      await new Promise((r) => setTimeout(r, 100));
      stages = await get(`/api/admin/orders/${order.id}/plannings/${planningId}/stages`);
    } while (stages.status === 'BUILDING');
    clearInterval(sampler);
    return { stages, idle, peak, seconds: (performance.now() - started) / 1000 };
  };

  const rings = Math.max(8, Math.floor(Math.sqrt((stlMb * 1024 * 1024) / 100)));
  const stl = binaryStl(sphere(rings, rings));
  const built = await build(stl);
  console.log(`stage build with a ${mb(stl.length)} MB STL (limit ${mb(zipLimits.maxStageBytes)} MB a stage), signed in as atendente@demo.com.br:`);
  console.log(
    `  ${built.stages.status} in ${built.seconds.toFixed(1)} s; server memory ${mb(built.idle)} MB idle, ${mb(built.peak)} MB at most (+${mb(built.peak - built.idle)} MB; ceiling +${ceilingMb} MB, ${(((built.peak - built.idle) / (ceilingMb * 1024 * 1024)) * 100).toFixed(0)}% of it)`,
  );
  if (built.stages.status !== 'READY') throw new Error(`the build ended ${built.stages.status}: ${built.stages.message}`);

  const refused = await build(randomBytes(refusedMb * 1024 * 1024));
  console.log(
    `stage ZIP with a ${refusedMb} MB STL: ${refused.stages.status} in ${refused.seconds.toFixed(1)} s ("${refused.stages.message}"); +${mb(refused.peak - refused.idle)} MB at most`,
  );
  if (refused.stages.status !== 'FAILED' || !refused.stages.message?.startsWith('Cada modelo de etapa pode ter até'))
    throw new Error('the oversized stage was not refused by its size');
  if (built.peak - built.idle > ceilingMb * 1024 * 1024 || refused.peak - refused.idle > ceilingMb * 1024 * 1024) console.log('  OVER THE CEILING');
} finally {
  if (process.env.BENCH_LOG) console.log(server.output());
  server.kill('SIGTERM');
  await server.exited;
  await rm(dir, { recursive: true, force: true });
}
