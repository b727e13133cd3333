import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { isEventStream } from '../../../src/contract/endpoint';
import { routeTable } from '../../../src/contract/routes/route-table';
import { consentDocuments, consentMessages } from '../../../src/domain/people/consent';
import { tableCounts } from '../../support/server/table-counts';

const nobody = '00000000-0000-4000-8000-000000000000';
const pathOf = (path: string) => path.replace(/:[a-zA-Z]+/g, nobody).replace('*', 'x');

/**
 * LGPD: a dentist with the terms in force still to accept reads and accepts them before
 * anything else, on the server as in the interface: every other route a dentist may call
 * answers 403 with the sentence the interface shows, and changes nothing.
 */
describe.each(testDatabaseTargets())('the terms gate on the server, on $name', (target) => {
  let t: TestApp;
  let pending: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    pending = await t.login('termos@demo.com.br');
  });
  afterAll(() => t.close());

  const call = (route: { method: string; path: string }, token: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: pathOf(route.path),
      headers: { ...bearer(token), 'content-type': 'application/json' },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('refuses every dentist route but the terms, the profile, the export, the completion and the event stream, with the gate’s sentence, and changes nothing', async () => {
    const gated = routeTable.filter((e) => e.caller !== 'anyone' && e.caller !== 'staff' && !e.beforeConsent && !isEventStream(e));
    expect(gated.length).toBeGreaterThan(60);
    const before = await tableCounts(t.db);
    for (const route of gated) {
      const res = await call(route, pending);
      expect([`${route.method} ${route.path}`, res.statusCode, res.json()]).toEqual([`${route.method} ${route.path}`, 403, { message: consentMessages.required }]);
    }
    // What the issue found open: the orders, the patients, the charges and a new patient.
    for (const url of ['/api/orders', '/api/patients', '/api/charges']) expect((await t.app.inject({ url, headers: bearer(pending) })).statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(pending),
      payload: { name: 'Paciente Novo', gender: 'F', birthDate: '2000-01-01' },
    });
    expect(created.statusCode).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('keeps open reading and accepting the terms, the profile and the data export (LGPD art. 18); once accepted, the portal opens at once', async () => {
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(pending) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/consents', headers: bearer(pending) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/export', headers: bearer(pending) })).statusCode).toBe(200);
    // The gate is kept with the session check: a gated answer is not remembered past the acceptance.
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(pending) })).statusCode).toBe(403);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/users/consents', headers: bearer(pending), payload: { documents: consentDocuments } });
    expect(accepted.statusCode).toBe(204);
    const orders = await t.app.inject({ url: '/api/orders', headers: bearer(pending) });
    expect(orders.statusCode).toBe(200);
    expect(json<{ items: unknown[] }>(orders).items).toBeInstanceOf(Array);
    // Other dentists and the staff never met the gate.
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(await t.login('dentista@demo.com.br')) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/orders', headers: bearer(await t.login('atendente@demo.com.br')) })).statusCode).toBe(200);
  });
});
