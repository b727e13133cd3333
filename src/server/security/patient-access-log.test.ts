import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-database';
import { demoOrderIds } from '../testing/demo-order-ids';

describe.each(testDatabaseTargets().slice(0, 1))('LGPD log of staff reads on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const log = () => t.db.selectFrom('patient_access_log').innerJoin('users', 'users.id', 'patient_access_log.staff_id').select(['users.email', 'what', 'subject_id', 'patient_ids', 'at']).execute();

  it('records who read which patients’ data, and when, for every staff read; not a dentist reading their own', async () => {
    const dentista = await t.login('dentista@demo.com.br');
    const staff = await t.login('atendente@demo.com.br');
    const [orderId] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const order = await t.db.selectFrom('orders').select(['patient_id', 'dentist_id']).where('id', '=', orderId!).executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(dentista) })).statusCode).toBe(200);
    expect(await log()).toEqual([]);

    for (const url of [`/api/admin/orders/${orderId}`, '/api/admin/orders?limit=20', `/api/admin/patients/by-dentist/${order.dentist_id}?limit=999`]) {
      expect([url, (await t.app.inject({ url, headers: bearer(staff) })).statusCode]).toEqual([url, 200]);
    }
    // The demo patients have no prescription yet: nothing read, nothing logged.
    expect((await t.app.inject({ url: `/api/admin/patients/${order.patient_id}/prescription-form?dentistId=${order.dentist_id}`, headers: bearer(staff) })).statusCode).toBe(404);
    const rows = await log();
    expect(rows.map((r) => r.what).sort()).toEqual(['GET /api/admin/orders', 'GET /api/admin/orders/:id', 'GET /api/admin/patients/by-dentist/:id']);
    for (const row of rows) {
      expect(row.email).toBe('atendente@demo.com.br');
      expect(new Date(row.at).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    }
    const detail = rows.find((r) => r.what === 'GET /api/admin/orders/:id')!;
    expect(detail.subject_id).toBe(orderId);
    expect(JSON.parse(detail.patient_ids)).toEqual([order.patient_id]);
    expect(JSON.parse(rows.find((r) => r.what === 'GET /api/admin/patients/by-dentist/:id')!.patient_ids).length).toBe(16);
  });
});
