// npm run bench: live updates. One server process holds 1 000 event streams of the
// same dentist; the bench reads its resident memory before and after, then posts 100 staff
// messages on the dentist's orders, one at a time, and times each from the request leaving to
// its event reaching the first and the last of the 1 000 streams. On PGlite, and on
// PostgreSQL (LISTEN/NOTIFY) when TEST_DATABASE_URL is set.
import { readFile } from 'node:fs/promises';
import { apiSession, pgliteServerData, postgresServerData, type ServerData, startServerProcess } from '../support/server/server-process';
import { type EventStreamClient, openEventStream } from '../support/server/event-stream-client';

const streamCount = Number(process.env.BENCH_STREAMS ?? 1000);
const eventCount = Number(process.env.BENCH_EVENTS ?? 100);

const rssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const run = async (data: ServerData) => {
  const server = startServerProcess(data);
  await server.listening;
  try {
    const dentist = await apiSession(server.url, 'dentista@demo.com.br');
    const staff = await apiSession(server.url, 'atendente@demo.com.br');
    const orders = ((await staff.call('GET', '/api/admin/orders?limit=100')).body as { items: { id: string; dentist: { name: string } }[] }).items.filter(
      (o) => o.dentist.name === 'Ana Beatriz Souza',
    );
    const detail = (await staff.call('GET', `/api/admin/orders/${orders[0]!.id}`)).body as { messageTypes: { id: string }[] };
    // Warm the routes and the process before measuring.
    const warm = await openEventStream(server.url, dentist.token);
    await staff.call('POST', `/api/admin/orders/${orders[0]!.id}/messages`, { messageTypeId: detail.messageTypes[0]!.id, message: 'Aquecimento' });
    await warm.next(() => true, 'the warm-up event');
    warm.close();
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const before = await rssOf(server.pid);

    const streams: EventStreamClient[] = [];
    for (let i = 0; i < streamCount; i += 100)
      streams.push(...(await Promise.all(Array.from({ length: Math.min(100, streamCount - i) }, () => openEventStream(server.url, dentist.token)))));
    await new Promise((r) => setTimeout(r, 1000));
    const after = await rssOf(server.pid);

    const first: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < eventCount; i++) {
      const order = orders[i % orders.length]!;
      const start = performance.now();
      const posted = staff.call('POST', `/api/admin/orders/${order.id}/messages`, { messageTypeId: detail.messageTypes[0]!.id, message: `Mensagem ${i}` });
      const seen = (e: { orderId: string; kind: string }) => e.orderId === order.id && e.kind === 'MESSAGE_POSTED';
      const since = streams.map((s) => s.events.length);
      const arrivals = streams.map((s, n) => s.next((e) => s.events.indexOf(e) >= since[n]! && seen(e), 'the message event').then(() => performance.now() - start));
      const times = await Promise.all(arrivals);
      await posted;
      first.push(Math.min(...times));
      last.push(Math.max(...times));
    }
    for (const s of streams) s.close();
    return { perStream: (after - before) / streamCount, before, after, first, last };
  } finally {
    server.kill('SIGTERM');
    await server.exited;
  }
};

const targets: { name: string; create: () => Promise<ServerData> }[] = [{ name: 'PGlite', create: async () => pgliteServerData() }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: 'PostgreSQL', create: () => postgresServerData(process.env.TEST_DATABASE_URL!) });

console.log(`\nLive updates: ${streamCount} streams on one server process, ${eventCount} events (request sent → event on the stream)`);
for (const target of targets) {
  const data = await target.create();
  try {
    const r = await run(data);
    console.log(`  ${target.name.padEnd(10)} memory ${mb(r.before)} → ${mb(r.after)} MB RSS, ${(r.perStream / 1024).toFixed(1)} KB per stream`);
    console.log(
      `  ${''.padEnd(10)} first stream p50 ${percentile(r.first, 50).toFixed(1)} ms, p99 ${percentile(r.first, 99).toFixed(1)} ms; all ${streamCount} streams p50 ${percentile(r.last, 50).toFixed(1)} ms, p99 ${percentile(r.last, 99).toFixed(1)} ms`,
    );
  } finally {
    await data.drop();
  }
}
