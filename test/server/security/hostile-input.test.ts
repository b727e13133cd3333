import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bearer, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { tableCounts } from '../../support/server/table-counts';
import { percentEncode, withQuery } from '../../support/server/percent-encode';
import { isEventStream, isResumable } from '../../../src/contract/endpoint';
import { routeTable } from '../../../src/contract/routes/route-table';

/** Any UTF-16 code unit, NUL and lone surrogates included (fast-check's default is printable ASCII). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const nasty = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '../../../src/etc/passwd',
    '%00',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '<script>',
    '9'.repeat(400),
    'a'.repeat(20_000),
    '-1',
    '1e309',
    'null',
    'NaN',
    '😀',
    '\u0000',
  ),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'version', 'status', 'reason', 'planningId', 'dentist', 'kol', 'message'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);
/** A body as an attacker sends it: any JSON, truncated JSON, or text under a JSON content type, or JSON under another type. */
const body = fc.oneof(
  jsonValue.map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  jsonValue.map((v) => ({ payload: JSON.stringify(v).slice(0, -1) || '{', type: 'application/json' })),
  nasty.map((s) => ({ payload: s, type: 'application/json' })),
  jsonValue.map((v) => ({ payload: JSON.stringify(v), type: 'text/plain' })),
  nasty.map((s) => ({ payload: s, type: 'application/x-www-form-urlencoded' })),
);
/** Header values must be printable ASCII on the wire; anything else is the client's own error. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('../../../src/etc/passwd', '__proto__', "' or 1=1 --", '<script>', 'a'.repeat(8_000), 'Bearer', 'Bearer ', 'session=', 'gzip;q=abc', 'bytes=0-99999999999'),
);
/** Extra headers an attacker adds: keys, cookies, forged proxies, odd encodings and ranges. */
const headers = fc.dictionary(
  fc.constantFrom(
    'idempotency-key',
    'cookie',
    'accept',
    'accept-encoding',
    'accept-language',
    'x-forwarded-for',
    'x-forwarded-proto',
    'if-none-match',
    'range',
    'origin',
    'referer',
    '__proto__',
  ),
  headerValue,
  { maxKeys: 3 },
);
const query = fc.dictionary(fc.oneof(nasty, fc.constantFrom('page', 'limit', 'search', 'status', 'planningId', '__proto__')), nasty, { maxKeys: 3 });

describe.each(testDatabaseTargets().slice(0, 1))('hostile input on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
  });
  afterAll(() => t.close());

  it('answers every route’s hostile params, queries, headers and bodies with a 4xx {message}, never a 5xx, and changes nothing', async () => {
    // Uploads have their own hostile suite (attachments and stalled-upload tests, and the
    // tus protocol's in resumable-uploads.routes.test.ts), and the event stream, which stays
    // open, its own (events.routes.test.ts).
    const api = routeTable.filter((e) => !e.upload && !isEventStream(e) && !isResumable(e)).map((e) => ({ method: e.method, url: e.path, caller: e.caller }));
    expect(api.length).toBeGreaterThan(60);
    const before = await tableCounts(t.db);
    for (const route of api) {
      const token = route.caller === 'staff' ? staff : dentista;
      await fc.assert(
        fc.asyncProperty(fc.array(nasty, { minLength: 3, maxLength: 3 }), query, headers, body, async (params, q, h, b) => {
          let i = 0;
          const path = route.url.replace(/:[a-zA-Z]+/g, () => percentEncode(params[i++] ?? 'x')).replace('*', 'x');
          const res = await t.app.inject({
            method: route.method,
            url: withQuery(path, q),
            headers: { ...h, ...bearer(token), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': b.type }) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: b.payload }),
          });
          expect([`${route.method} ${route.url}`, res.statusCode < 500]).toEqual([`${route.method} ${route.url}`, true]);
          if (res.statusCode >= 400) {
            const body = res.json<Record<string, unknown>>();
            expect([`${route.method} ${route.url}`, Object.keys(body), typeof body.message]).toEqual([`${route.method} ${route.url}`, ['message'], 'string']);
          }
        }),
        { numRuns: 12 },
      );
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('answers a NUL, raw or encoded, in every path parameter of every route (uploads included) with a 4xx {message}, never a 5xx', async () => {
    const withParams = routeTable.filter((e) => !isEventStream(e) && e.path.includes(':'));
    expect(withParams.length).toBeGreaterThan(30);
    for (const route of withParams) {
      const token = route.caller === 'staff' ? staff : dentista;
      for (const value of ['%00', 'a%00b', '%2500', '00000000-0000-4000-8000-00000000000%00']) {
        const path = route.path.replace(/:[a-zA-Z]+/g, value).replace('*', 'x');
        const res = await t.app.inject({
          method: route.method,
          url: path,
          headers: { ...bearer(token), 'tus-resumable': '1.0.0', ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        expect([`${route.method} ${path}`, res.statusCode >= 400 && res.statusCode < 500]).toEqual([`${route.method} ${path}`, true]);
        expect([`${route.method} ${path}`, Object.keys(res.json<object>())]).toEqual([`${route.method} ${path}`, ['message']]);
      }
    }
  });

  it('answers forged credentials on every route with 401 and no data', async () => {
    const api = routeTable.filter((e) => e.caller !== 'anyone').map((e) => ({ method: e.method, url: e.path }));
    expect(api.length).toBeGreaterThan(60);
    for (const route of api) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            headerValue.map((v) => ({ authorization: `Bearer ${v}` })),
            headerValue.map((v) => ({ authorization: v })),
            headerValue.map((v) => ({ cookie: `session=${encodeURIComponent(v)}` })),
            fc.constant({ authorization: `Bearer ${dentista.slice(0, -1)}` }),
          ),
          async (credentials) => {
            const res = await t.app.inject({ method: route.method, url: route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000'), headers: credentials });
            expect([`${route.method} ${route.url}`, res.statusCode]).toEqual([`${route.method} ${route.url}`, 401]);
            expect(Object.keys(res.json<object>())).toEqual(['message']);
          },
        ),
        { numRuns: 6 },
      );
    }
  });
});
