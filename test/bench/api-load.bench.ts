// npm run bench: the API under load with autocannon, on embedded PGlite and (with
// TEST_DATABASE_URL or BENCH_DATABASE_URL) PostgreSQL, with 10 000 extra orders seeded.
// Prints req/s, p50/p99 latency and errors per endpoint, and each as a ratio of a bare
// Fastify route measured in the same run. Figures only: nothing here is asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/seed/seed-demo-data';
import { startServerProcess } from '../support/server/server-process';
import { waitUntilIdle } from './server-idle';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const extraOrders = Number(process.env.BENCH_EXTRA_ORDERS ?? 10_000);

const addOrders = async (db: Db): Promise<void> => {
  const dentist = await db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow();
  await sql`
    insert into orders (id, case_number, dentist_id, patient_id, status, case_type, product_category, arcade_superior, arcade_inferior, model_provide_type, created_at, updated_at, status_since)
    select gen_random_uuid(), nextval('order_case_number_seq'), ${dentist.id}::uuid,
      (select id from patients where dentist_id = ${dentist.id}::uuid order by id limit 1 offset (g % 16)),
      (array['RECEIVED','ANALYSIS','VIRTUAL_PLANNING','PRODUCTION','FINISHED','CANCELLED'])[1 + g % 6], 'CASO_NOVO', 'ALINHADORES', true, true, 'UPLOAD',
      now() - make_interval(mins => g), now(), now() - make_interval(mins => g)
    from generate_series(1, ${extraOrders}) g`.execute(db);
  // Fresh statistics, as a database that has lived with these rows would have.
  await sql`analyze`.execute(db);
};

const prepare = async (kind: 'PGlite' | 'PostgreSQL', dir: string, url: string | undefined): Promise<Record<string, string>> => {
  if (kind === 'PGlite') {
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await migrateToLatest(db);
    await seedDemoData(db, new Date(), randomUUID);
    await addOrders(db);
    await db.destroy();
    return { DATA_DIR: dir };
  }
  const name = `portal_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url!);
  target.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: target.toString() });
  await migrateToLatest(db);
  await seedDemoData(db, new Date(), randomUUID);
  await addOrders(db);
  await db.destroy();
  return { DATA_DIR: dir, DATABASE_URL: target.toString() };
};

const run = (url: string, options: Partial<autocannon.Options> = {}) => autocannon({ url, connections: 10, duration: seconds, ...options });

const line = (name: string, r: autocannon.Result, ceiling: number) =>
  console.log(
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}  ${((r.requests.average / ceiling) * 100).toFixed(1)}% of bare`,
  );

const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const ceilingResult = await run(`http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/ping`);
const ceiling = ceilingResult.requests.average;
console.log(`bare Fastify route (ceiling)             ${ceiling.toFixed(0)} req/s  p99 ${ceilingResult.latency.p99} ms`);
await bare.close();

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
for (const kind of ['PGlite', ...(pgUrl ? ['PostgreSQL' as const] : [])] as const) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-load-'));
  const env = await prepare(kind, dir, pgUrl);
  // Behind a trusted proxy, so that the sign-ins below come from many addresses, as many clinics' would.
  const server = startServerProcess({ env: { ...env, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' } });
  const base = server.url;
  try {
    await server.listening;
    await waitUntilIdle(server.pid);
    const token = async (username: string) =>
      (
        (await (
          await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo@1234' }) })
        ).json()) as { access_token: string }
      ).access_token;
    const dentist = await token('dentista@demo.com.br');
    const staff = await token('atendente@demo.com.br');
    const list = (await (await fetch(`${base}/api/orders?status=WAITING_FOR_APPROVAL`, { headers: { authorization: `Bearer ${dentist}` } })).json()) as { items: { id: string }[] };
    const orderId = list.items[0]!.id;
    console.log(`\n${kind}: ${extraOrders} extra orders, ${seconds} s per endpoint, 10 connections`);
    // One address per sign-in: from one address, sign-ins under way at once are charged to its
    // budget before their passwords are checked, and the throttle would answer most of them.
    let clinic = 0;
    const fromAnotherClinic = (request: autocannon.Request): autocannon.Request => {
      clinic++;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(clinic >> 16) & 255}.${(clinic >> 8) & 255}.${clinic & 255}` } };
    };
    const login = await run(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'planejador@demo.com.br', password: 'Demo@1234' }),
      requests: [{ setupRequest: fromAnotherClinic }],
    });
    line('POST /api/auth/login (argon2id)', login, ceiling);
    const auth = { authorization: `Bearer ${dentist}` };
    line('GET /api/orders (20, in planning)', await run(`${base}/api/orders?page=1&limit=20&group=IN_PLANNING`, { headers: auth }), ceiling);
    line('GET /api/orders/{id}', await run(`${base}/api/orders/${orderId}`, { headers: auth }), ceiling);
    line('GET /api/admin/orders/{id}', await run(`${base}/api/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${staff}` } }), ceiling);
    const paced = await run(`${base}/api/orders?page=1&limit=20&group=IN_PLANNING`, { headers: auth, overallRate: 200 });
    console.log(`GET /api/orders at 200 req/s: p50 ${paced.latency.p50} ms, p99 ${paced.latency.p99} ms (target p99 ≤ 50 ms on PostgreSQL)`);
  } finally {
    server.kill('SIGTERM');
    await server.exited;
    await rm(dir, { recursive: true, force: true });
  }
}
