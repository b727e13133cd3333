import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { bearer, startTestApp, testWebhookToken, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { percentEncode, withQuery } from '../../support/server/percent-encode';
import { shapedInput } from '../../support/server/shaped-input';
import { isEventStream, isResumable, none } from '../../../src/contract/endpoint';
import { routeTable } from '../../../src/contract/routes/route-table';

/** Query strings carry text: every leaf as the browser would write it. */
const asQuery = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) : {};

/**
 * Every field of every route, shaped by its codec so that the rest of the body decodes, with
 * one leaf or more hostile: integers past 2^31 and 2^53, impossible and extreme dates, NUL,
 * CR and spreadsheet formulas. Whatever the value, the answer is never a 5xx.
 */
describe.each(testDatabaseTargets())('hostile fields on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let staff: string;
  let ids: string[];
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
    const rows = await sql<{ id: string }>`
      (select id::text from orders where dentist_id = (select id from users where email = 'dentista@demo.com.br') order by created_at limit 6)
      union all (select id::text from plannings limit 3)
      union all (select id::text from charges limit 3)
      union all (select id::text from patients limit 2)
      union all (select id::text from addresses limit 2)`.execute(t.db);
    ids = rows.rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('answers every route’s codec-shaped bodies, queries and parameters with hostile leaves by a 4xx {message} or a success, never a 5xx', async () => {
    const api = routeTable.filter((e) => !e.upload && !isEventStream(e) && !isResumable(e));
    expect(api.length).toBeGreaterThan(60);
    const leaves = { ids };
    for (const route of api) {
      const token = route.caller === 'staff' ? staff : dentista;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && route.body !== none;
      await fc.assert(
        fc.asyncProperty(shapedInput(route.params, leaves), shapedInput(route.query, leaves), shapedInput(route.body, leaves), async (params, query, body) => {
          const given = asQuery(params);
          const path = route.path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => (name === 'token' ? testWebhookToken : percentEncode(given[name] ?? 'x'))).replace('*', 'x');
          const res = await t.app.inject({
            method: route.method,
            url: withQuery(path, asQuery(query)),
            headers: { ...bearer(token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: JSON.stringify(body ?? null) } : {}),
          });
          const what = `${route.method} ${route.path} ${JSON.stringify({ params, query, body }).slice(0, 400)}`;
          expect([what, res.statusCode < 500]).toEqual([what, true]);
          if (res.statusCode >= 400) expect([what, Object.keys(res.json<object>())]).toEqual([what, ['message']]);
        }),
        { numRuns: 40 },
      );
    }
  });
});
