import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { demoOrderIds } from '../../support/server/demo-order-ids';
import { publicRoutes } from '../../support/server/public-routes';
import { routeTable } from '../../../src/contract/routes/route-table';
import { endpointKey } from '../../../src/contract/endpoint';

import type { Method } from '../../../src/contract/endpoint';
const routes = routeTable.map((e) => ({ method: e.method, url: e.path, caller: e.caller }));

describe.each(testDatabaseTargets())('access matrix on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let staff: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    staff = await t.login('atendente@demo.com.br');
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    // Dentista's records, which KOL must never reach.
    const [order] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const [draft] = await demoOrderIds(t.db, 'DRAFT');
    const planning = await t.db.selectFrom('plannings').select('id').where('order_id', '=', order!).executeTakeFirstOrThrow();
    const patient = await t.db.selectFrom('orders').select('patient_id').where('id', '=', order!).executeTakeFirstOrThrow();
    const address = await t.db.selectFrom('orders').select('shipping_address_id').where('id', '=', order!).executeTakeFirstOrThrow();
    const dentist = await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow();
    Object.assign(ids, { order: order!, draft: draft!, planning: planning.id, patient: patient.patient_id, address: address.shipping_address_id!, dentist: dentist.id });
  });
  afterAll(() => t.close());

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  /** The route's path with dentista's ids in it. */
  const pathOf = (url: string): string => {
    const idFor = (): string => {
      if (url.startsWith('/api/orders/draft/')) return ids.draft!;
      if (url.startsWith('/api/orders/')) return ids.order!;
      if (url.startsWith('/api/patients/') || url.includes('/patient')) return ids.patient!;
      if (url.startsWith('/api/address/')) return ids.address!;
      if (url.startsWith('/api/nps/planning/')) return ids.planning!;
      if (url.startsWith('/api/dentist/')) return ids.dentist!;
      return ids.order!;
    };
    return url
      .replace(':id', idFor())
      .replace(/:(planningId|pid)/, ids.planning!)
      .replace(':patientId', ids.patient!)
      .replace(/:(attId|offerId|prodId|cid|chargeId)/, '00000000-0000-4000-8000-000000000000')
      .replace(':arch', 'upper')
      .replace(':stage', '1')
      .replace(':cep', '01310100')
      .replace('*', 'x');
  };
  const call = (r: { method: Method; url: string }, headers: Record<string, string>, path = pathOf(r.url)) =>
    t.app.inject({ method: r.method, url: path, headers, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
  const nobody = '00000000-0000-4000-8000-00000000dead';

  it('asks for a session on every route but the public ones', async () => {
    expect(routes.length).toBeGreaterThan(60);
    // Declared open to anyone: exactly signing in and out, registering, a patient's link, and the PSP's webhook.
    expect(
      routeTable
        .filter((e) => e.caller === 'anyone')
        .map(endpointKey)
        .sort(),
    ).toEqual([...publicRoutes].sort());
    const open: string[] = [];
    for (const r of routes) {
      const res = await call(r, {});
      if (res.statusCode !== 401) open.push(key(r));
    }
    expect(open.sort()).toEqual([...publicRoutes].sort());
  });

  it('answers 403 to a dentist on every staff route, and to staff on every dentist-only one', async () => {
    // Everything under /api/admin is declared for staff.
    expect(routes.filter((r) => r.url.startsWith('/api/admin/') && r.caller !== 'staff').map(key)).toEqual([]);
    const staffOnly = routes.filter((r) => r.caller === 'staff');
    expect(staffOnly.length).toBeGreaterThan(25);
    for (const r of staffOnly) expect([key(r), (await call(r, bearer(dentista))).statusCode]).toEqual([key(r), 403]);
    const dentistOnly = routes.filter((r) => r.caller === 'dentist' || r.caller === 'accreditedDentist');
    expect(dentistOnly.length).toBeGreaterThan(3);
    for (const r of dentistOnly) expect([key(r), (await call(r, bearer(staff))).statusCode]).toEqual([key(r), 403]);
  });

  it('never lets one dentist reach another’s orders, drafts, plannings, patients or addresses', async () => {
    const own = routes.filter((r) => /^\/api\/(orders|patients|address|nps\/planning)\/:/.test(r.url));
    expect(own.length).toBeGreaterThan(25);
    const patientName = (await t.db.selectFrom('patients').select('first_name').where('id', '=', ids.patient!).executeTakeFirstOrThrow()).first_name;
    for (const r of own) {
      const res = await call(r, bearer(kol));
      expect(res.body).not.toContain(patientName);
      if (res.statusCode === 400) {
        // Refused for its empty body before any lookup: the same answer as for ids that exist nowhere.
        const nowhere = await call(r, bearer(kol), r.url.replace(/:[a-zA-Z]+/g, nobody));
        expect([key(r), nowhere.statusCode, nowhere.body]).toEqual([key(r), 400, res.body]);
      } else {
        expect([key(r), res.statusCode]).toEqual([key(r), [403, 404].includes(res.statusCode) ? res.statusCode : 404]);
      }
    }
  });
});
