import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type ProcessPair, type ServerProcess, startProcessPair } from '../../../test/support/server/server-process';
import { openEventStream } from '../../../test/support/server/event-stream-client';
import { waitFor } from '../../../test/support/server/wait-for';
import type { Db } from '../db/database';

// Several API processes behind a balancer behave as one: PostgreSQL's LISTEN/NOTIFY carries
// each committed event id to every process (PGlite is one process, so only PostgreSQL applies).
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url !== undefined)('live events across two API processes on PostgreSQL', () => {
  let pair: ProcessPair;
  let first: ServerProcess;
  let second: ServerProcess;
  let db: Db;
  beforeAll(async () => {
    pair = await startProcessPair(url!);
    ({ first, second } = pair);
    db = await pair.data.open();
  }, 120_000);
  afterAll(async () => {
    await db.destroy();
    await pair.stop();
  });

  it('delivers a change made through one process to a stream held on the other', async () => {
    const dentist = await apiSession(second.url, 'dentista@demo.com.br');
    const staff = await apiSession(first.url, 'atendente@demo.com.br');
    const stream = await openEventStream(second.url, dentist.token);
    const order = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select('orders.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .where('orders.status', '=', 'ANALYSIS')
      .executeTakeFirstOrThrow();
    expect((await staff.call('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Pedido duplicado' })).status).toBe(200);
    expect(await stream.next((e) => e.orderId === order.id, 'the cancel made on the other process')).toMatchObject({ kind: 'STATUS_CHANGED', to: 'CANCELLED', byStaff: true });
    stream.close();
  });

  it('refuses on one process a session signed out through the other, though it had checked it before', async () => {
    const dentist = await apiSession(first.url, 'dentista@demo.com.br');
    const profileOn = (url: string) => fetch(`${url}/api/users/profile`, { headers: { authorization: `Bearer ${dentist.token}` } }).then((r) => r.status);
    expect(await profileOn(second.url)).toBe(200);
    expect((await dentist.call('POST', '/api/auth/logout')).status).toBe(204);
    await waitFor('the second process to refuse the signed-out session', async () => (await profileOn(second.url)) === 401);
  });

  it('ends its streams when a process shuts down, so the browser reconnects to another', async () => {
    const dentist = await apiSession(first.url, 'dentista@demo.com.br');
    const stream = await openEventStream(first.url, dentist.token);
    first.kill('SIGTERM');
    await stream.ended;
    expect((await first.exited).code).toBe(0);
  });
});
