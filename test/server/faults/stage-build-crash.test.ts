import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanningStages } from '../../../src/contract/planning-stages.contract';
import { waitFor } from '../../support/server/wait-for';
import { apiSession, type ServerData, serverDataTargets, type ServerProcess, startServerProcess } from '../../support/server/server-process';

// The demo's staged plans are built by the job runner right after the first start; the
// server is killed (SIGKILL) while it builds them, and a restart on the same data finishes every
// plan whole: each arch at every stage, each mesh served; the ZIP copies the dead process left go.
describe.each(serverDataTargets())('kill -9 while a planning’s stages are built, then a restart, on $name', (target) => {
  let data: ServerData;
  let server: ServerProcess;

  beforeAll(async () => {
    data = await target.create();
  }, 120_000);
  afterAll(async () => {
    server.kill('SIGKILL');
    await server.exited;
    await data.drop();
  });

  it('finishes every plan whole after the restart', async () => {
    // A short lease: the restarted process takes over the job the dead one held within seconds.
    const withShortLease = { ...data, env: { ...data.env, JOB_LEASE_SECONDS: '2' } };
    server = startServerProcess(withShortLease);
    await server.listening;
    // Killed once the first plan is built: the next one is on its way.
    await waitFor('a first plan built', () => server.output().includes('planning stages built'), 120_000);
    const dead = server.pid;
    server.kill('SIGKILL');
    await server.exited;
    // What the killed build left (its ZIP's copy, up to 2 GB), and a folder of a live process, which stays.
    const left = join(tmpdir(), `portal-stages-${dead}-killed`);
    const live = join(tmpdir(), `portal-stages-${process.pid}-alive`);
    await mkdir(left, { recursive: true });
    await writeFile(join(left, 'stages.zip'), Buffer.alloc(1024));
    await mkdir(live, { recursive: true });

    server = startServerProcess(withShortLease);
    await server.listening;
    const ofDead = (await readdir(tmpdir())).filter((name) => name.startsWith(`portal-stages-${dead}-`));
    expect(ofDead).toEqual([]);
    expect(existsSync(live)).toBe(true);
    await rm(live, { recursive: true });
    const dentist = await apiSession(server.url, 'dentista@demo.com.br');
    const listed = await dentist.call('GET', '/api/orders?status=WAITING_FOR_APPROVAL&limit=100');
    const orders = (listed.body as { items: { id: string }[] }).items;
    const plans = await waitFor(
      'every demo plan built',
      async () => {
        const found: { url: string; stages: PlanningStages }[] = [];
        for (const order of orders) {
          const detail = (await dentist.call('GET', `/api/orders/${order.id}`)).body as { plannings: { id: string; isCurrent: boolean; stages: string }[] };
          const current = detail.plannings.find((p) => p.isCurrent);
          if (!current || current.stages === 'NONE') continue;
          if (current.stages !== 'READY') return undefined;
          const url = `/api/orders/${order.id}/plannings/${current.id}/stages`;
          found.push({ url, stages: (await dentist.call('GET', url)).body as PlanningStages });
        }
        return found.length >= 3 ? found : undefined;
      },
      180_000,
    );
    for (const { stages } of plans) {
      const arches = Object.values(stages.arches);
      expect(arches.length).toBeGreaterThan(0);
      for (const meshes of arches) {
        expect(meshes.map((m) => m.stage)).toEqual(Array.from({ length: stages.stageCount + 1 }, (_, i) => i));
        for (const mesh of meshes) {
          const glb = await fetch(`${server.url}${mesh.url}`, { headers: { authorization: `Bearer ${dentist.token}` } });
          expect([mesh.url, glb.status, (await glb.arrayBuffer()).byteLength]).toEqual([mesh.url, 200, mesh.bytes]);
        }
      }
    }
  }, 400_000);
});
