// npm run bench: the staff's dashboard and queues on PostgreSQL with 100 000 orders and
// 2 000 000 status-history rows, generated in SQL. Each answer is asked 20 times in-process (no
// network), signed in as the attendant; the figures printed are the server's answer times, and
// the bench checks each answer counted the generated volume. Goal: the dashboard within 200 ms.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Dashboard, OrderSummaryPage, QueueCounts } from '../../src/contract/orders.contract';
import { bearer, startTestApp } from '../support/server/test-app';
import { testDatabaseTargets } from '../support/server/test-database';
import { rebuildOrderWaits } from '../../src/server/queues/order-waits.repository';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const target = testDatabaseTargets().find((x) => x.name === 'PostgreSQL')!;
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const movesPerOrder = 20;
/** The test app's clock (test-app.ts). */
const appNow = new Date('2026-11-21T12:00:00Z');

const t = await startTestApp(target);
try {
  const staff = await t.login('atendente@demo.com.br');
  const staffId = (await t.db.selectFrom('users').select('id').where('email', '=', 'atendente@demo.com.br').executeTakeFirstOrThrow()).id;
  const dentistId = randomUUID();
  const patientId = randomUUID();
  await t.db
    .insertInto('users')
    .values({ id: dentistId, email: `bench-${dentistId}@exemplo.com.br`, name: 'Dra. Volume', search_name: 'dra volume', role: 'DENTIST', password_hash: 'x', accredited: true })
    .execute();
  await t.db
    .insertInto('patients')
    .values({ id: patientId, dentist_id: dentistId, first_name: 'Paciente', last_name: 'Volume', search_name: 'paciente volume', cpf: null, gender: 'FEMALE' })
    .execute();

  const generating = performance.now();
  // Orders over the last two years, in every status the path passes, a third of them the attendant's.
  const path = [
    'RECEIVED',
    'ANALYSIS',
    'WAITING_VIRTUAL_PLANNING',
    'VIRTUAL_PLANNING',
    'WAITING_FOR_APPROVAL',
    'REVIEW_REQUESTED',
    'VIRTUAL_PLANNING',
    'WAITING_FOR_APPROVAL',
    'APPROVED',
    'PRODUCTION',
    'PREPARE_SHIPPING',
    'SHIPPED',
    'FINISHED',
  ];
  const statuses = sql.raw(`array[${path.map((s) => `'${s}'`).join(',')}]::text[]`);
  await sql`
    insert into orders (id, dentist_id, patient_id, status, case_type, product_category, arcade_superior, arcade_inferior, created_at, updated_at, status_since, responsable_id)
    select gen_random_uuid(), ${dentistId}, ${patientId}, (${statuses})[1 + (i % ${path.length})], 'CASO_NOVO', 'ALINHADORES', true, true,
           ${appNow}::timestamptz - ((i % 730) || ' days')::interval,
           ${appNow}::timestamptz, ${appNow}::timestamptz - ((i % 400) || ' hours')::interval,
           case when i % 3 = 0 then ${staffId}::uuid end
    from generate_series(1, ${orderCount}) i`.execute(t.db);
  // Twenty moves an order, nine hours apart, along the path (a review with its reason on the sixth).
  await sql`
    insert into order_status_history (id, order_id, from_status, to_status, actor_id, reason, changed_at)
    select gen_random_uuid(), o.id,
           case when k = 1 then 'DRAFT' else (${statuses})[1 + ((k - 2) % ${path.length})] end,
           (${statuses})[1 + ((k - 1) % ${path.length})],
           null,
           case when (${statuses})[1 + ((k - 1) % ${path.length})] = 'REVIEW_REQUESTED' then 'Ajustar o IPR' end,
           o.created_at + (k * 9 || ' hours')::interval
    from orders o cross join generate_series(1, ${movesPerOrder}) k
    where o.dentist_id = ${dentistId}`.execute(t.db);
  // The waits a transition writes as it ends each, written for the generated history at once.
  await rebuildOrderWaits(t.db);
  // As autovacuum leaves a table between bursts of writes: statistics and visibility map current.
  await sql`vacuum analyze orders`.execute(t.db);
  await sql`vacuum analyze order_status_history`.execute(t.db);
  await sql`vacuum analyze order_waits`.execute(t.db);
  const history = Number((await sql<{ n: string }>`select count(*) as n from order_status_history`.execute(t.db)).rows[0]!.n);
  console.log(`generated ${orderCount} orders and ${history} history rows in ${((performance.now() - generating) / 1000).toFixed(1)} s`);

  const timed = async <A>(name: string, url: string, check: (answer: A) => boolean, goalMs?: number) => {
    const times: number[] = [];
    let last: A | undefined;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await t.app.inject({ url, headers: bearer(staff) });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: ${url} answered ${res.statusCode} to the attendant`);
      last = res.json<A>();
    }
    if (!check(last!)) throw new Error(`${name}: the answer did not count the generated orders`);
    times.sort((a, b) => a - b);
    const median = times[10]!;
    const p95 = times[18]!;
    console.log(
      `${name.padEnd(34)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${goalMs ? ` (goal ≤ ${goalMs} ms: ${p95 <= goalMs ? 'met' : 'NOT met'}, ${(p95 / goalMs).toFixed(2)}× the goal)` : ''}`,
    );
  };

  await timed<Dashboard>(
    'dashboard (GET /api/admin/dashboard)',
    '/api/admin/dashboard',
    (d) => Object.values(d.byStatus).reduce((a, b) => a + b, 0) >= orderCount && d.spans.every((s) => s.count > 0),
    200,
  );
  await timed<QueueCounts>('queue counts', '/api/admin/orders/counts?mine=true', (c) => Object.values(c.byStatus).reduce((a, b) => a + b, 0) >= Math.floor(orderCount / 3));
  await timed<OrderSummaryPage>('queue page, late, longest in status', '/api/admin/orders?late=true&sort=LONGEST_IN_STATUS', (p) => p.total > 0 && p.items.length === 20);
  await timed<OrderSummaryPage>('queue page, two statuses, mine', '/api/admin/orders?statuses=WAITING_FOR_APPROVAL,PRODUCTION&mine=true', (p) => p.total > 0);
} finally {
  await t.close();
}
