import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bearer, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';

/** A marker the client sends, which no answer may echo. */
const marker = 'zq9echo';

/** Bytes as a careless or hostile client writes them, over a raw socket; resolves with the whole answer. */
const rawExchange = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (c) => (answer += c.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.end(request);
  });

const expectHouseFormat = (route: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect([route, res.statusCode >= 400 && res.statusCode < 500]).toEqual([route, true]);
  expect([route, String(res.headers['content-type'])]).toEqual([route, expect.stringContaining('application/json')]);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect([route, Object.keys(body)]).toEqual([route, ['message']]);
  expect([route, res.body.includes(marker)]).toEqual([route, false]);
};

describe('every error in the house format', () => {
  let t: TestApp;
  let token: string;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!, { onRoute: (r) => routes.push(r) });
    token = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  it('answers overlong parameters and malformed percent-encodings on every route with {message} in Portuguese, echoing nothing', async () => {
    const segment = fc.oneof(
      fc.integer({ min: 101, max: 400 }).map((n) => `${marker}${'a'.repeat(n)}`),
      fc.constantFrom(`%E0%A4%A${marker}`, `${marker}%`, `%${marker}`, `%ZZ${marker}`, `${marker}%C3%28`, `%ED%A0%80${marker}`),
    );
    for (const route of routes.filter((r) => r.url.startsWith('/api/') && r.url.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(segment, async (s) => {
          const res = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(/:[a-zA-Z]+/g, s), headers: bearer(token) });
          expectHouseFormat(`${route.method} ${route.url}`, res);
        }),
        { numRuns: 4 },
      );
    }
  });

  it('names the overlong address and the bad encoding in Portuguese', async () => {
    const long = await t.app.inject({ url: `/api/orders/${'a'.repeat(150)}`, headers: bearer(token) });
    expect([long.statusCode, long.json()]).toEqual([414, { message: 'O endereço pedido é longo demais.' }]);
    const bad = await t.app.inject({ url: '/api/orders/%E0%A4%A', headers: bearer(token) });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Endereço inválido.' }]);
    const page = await t.app.inject({ url: '/assets/%E0%A4%A' });
    expect([page.statusCode, page.json()]).toEqual([400, { message: 'Endereço inválido.' }]);
  });

  it('answers requests Node cannot parse with {message} and closes the connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (const request of [
      `GET /api/orders HTTP/1.1\r\nHost: x\r\nBad Header ${marker}\r\n\r\n`,
      `GARBAGE ${marker}\r\n\r\n`,
      `GET /api/orders HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}${marker}\r\n\r\n`,
    ]) {
      const answer = await rawExchange(port, request);
      const [head, body] = [answer.slice(0, answer.indexOf('\r\n\r\n')), answer.slice(answer.indexOf('\r\n\r\n') + 4)];
      expect(head).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(head).toMatch(/content-type: application\/json/i);
      expect(Object.keys(JSON.parse(body) as object)).toEqual(['message']);
      expect(answer).not.toContain(marker);
    }
  });
});
