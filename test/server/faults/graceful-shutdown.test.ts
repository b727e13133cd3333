import { type AddressInfo, connect } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { heldUpload } from '../../support/server/held-upload';
import { demoOrderIds } from '../../support/server/demo-order-ids';
import { waitFor } from '../../support/server/wait-for';
import { apiSession, errorLines, type ServerData, serverDataTargets, startServerProcess } from '../../support/server/server-process';

describe('closing the app while a request is under way', () => {
  it('finishes that request, and answers the next one on its connection 503 in Portuguese', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const token = await t.login('dentista@demo.com.br');
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (c: Buffer) => (received += c.toString()));
    // A message to the attendant, half sent when the server is told to stop.
    const [orderId] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const messageType = (await t.db.selectFrom('message_types').select('id').executeTakeFirstOrThrow()).id;
    const body = JSON.stringify({ messageTypeId: messageType, message: 'Enviada durante o desligamento.' });
    const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    socket.write(
      `POST /api/orders/${orderId}/messages HTTP/1.1\r\nHost: portal\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server has the request's head: it is under way.
    await arrived;
    const closed = t.app.close();
    // Closing has begun once the server stops listening (after the draining hook ran).
    await waitFor('the server to stop listening', () => !t.app.server.listening);
    // The rest of it, and a second request on the same connection right behind.
    socket.write(`${body.slice(10)}GET /api/orders HTTP/1.1\r\nHost: portal\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await closed;

    const answers = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(answers).toEqual([201, 503]);
    expect(received).toContain('{"message":"O portal está reiniciando. Tente novamente em instantes."}');
    expect(received.toLowerCase()).toContain('connection: close');
    const kept = await t.db.selectFrom('order_messages').select('message').where('order_id', '=', orderId!).where('message', '=', 'Enviada durante o desligamento.').execute();
    expect(kept).toHaveLength(1);
    await t.close();
  });
});

describe.each(serverDataTargets())('SIGTERM under load on $name', (target) => {
  let data: ServerData;
  afterAll(() => data.drop());

  it('lets the requests under way finish, refuses new ones, answers no other 5xx, and exits 0', async () => {
    data = await target.create();
    const server = startServerProcess(data);
    await server.listening;
    const dentist = await apiSession(server.url, 'dentista@demo.com.br');
    const upload = heldUpload(server.url, dentist.token);
    await upload.firstPartSent;

    // Eight clients reading the orders list until the server is gone.
    const statuses: number[] = [];
    let refused = 0;
    let stopping = false;
    const reader = async () => {
      while (refused < 40) {
        const outcome = await fetch(`${server.url}/api/orders?limit=20`, { headers: { authorization: `Bearer ${dentist.token}` } }).then(
          async (r) => ({ status: r.status, body: await r.text() }),
          () => undefined,
        );
        if (outcome === undefined) {
          if (stopping) refused++;
          continue;
        }
        statuses.push(outcome.status);
        if (outcome.status === 503) expect(JSON.parse(outcome.body)).toEqual({ message: 'O portal está reiniciando. Tente novamente em instantes.' });
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    await waitFor('the readers to be answered', () => statuses.filter((x) => x === 200).length >= 8);
    stopping = true;
    server.kill('SIGTERM');
    // The signal has been taken: new requests are refused or turned away.
    await waitFor('the server to start refusing', () => refused > 0 || statuses.includes(503));
    // The upload started before the signal completes after it.
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    await Promise.all(readers);

    expect(await server.exited, server.output().slice(-4000)).toEqual({ code: 0, signal: null });
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(errorLines(server.output())).toEqual([]);

    // What was answered is kept: the uploaded file is there after a restart.
    const { key } = JSON.parse(answer.body) as { key: string };
    expect(existsSync(join(data.filesDir, key))).toBe(true);
    const again = startServerProcess(data);
    await again.listening;
    again.kill('SIGTERM');
    expect(await again.exited, again.output().slice(-4000)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
