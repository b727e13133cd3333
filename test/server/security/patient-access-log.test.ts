import { endpointKey } from '../../../src/contract/endpoint';
import { eventEndpoints } from '../../../src/contract/routes/events.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../support/server/test-app';
import { multipartBody, sampleFiles } from '../../support/server/sample-files';
import { installPatientAccessLog } from '../../../src/server/http/patient-access-log.hook';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { testDatabaseTargets } from '../../support/server/test-database';
import { demoOrderIds } from '../../support/server/demo-order-ids';

describe.each(testDatabaseTargets().slice(0, 1))('LGPD log of staff reads on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const log = () =>
    t.db
      .selectFrom('patient_access_log')
      .innerJoin('users', 'users.id', 'patient_access_log.staff_id')
      .select(['users.email', 'what', 'subject_id', 'patient_ids', 'at'])
      .execute();

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
    // The patient's latest Ficha de prescrição, read by staff, is logged too.
    expect((await t.app.inject({ url: `/api/admin/patients/${order.patient_id}/prescription-form?dentistId=${order.dentist_id}`, headers: bearer(staff) })).statusCode).toBe(200);
    const rows = await log();
    expect(rows.map((r) => r.what).sort()).toEqual([
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
      'GET /api/admin/patients/:id/prescription-form',
      'GET /api/admin/patients/by-dentist/:id',
    ]);
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

describe.each(testDatabaseTargets())('every staff read of patients’ data on $name', (target) => {
  let t: TestApp;
  const routes: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(target, { onRoute: (r) => routes.push(`${r.method} ${r.url}`) });
  });
  afterAll(() => t.close());

  const logged = async (what: string) =>
    Number(
      (
        await t.db
          .selectFrom('patient_access_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('what', '=', what)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is logged for every GET route whose answer tells about a patient, walking the whole route list', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const [orderId] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const order = await t.db.selectFrom('orders').select(['patient_id', 'dentist_id']).where('id', '=', orderId!).executeTakeFirstOrThrow();
    const planning = await t.db.selectFrom('plannings').select('id').where('order_id', '=', orderId!).where('is_current', '=', true).executeTakeFirstOrThrow();
    // A file on the order, as an attendant would attach it.
    const upload = multipartBody('arcada.stl', sampleFiles.binaryStl(), 'application/octet-stream');
    const uploaded = json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: '/api/attachments?kind=OTHERS', headers: { ...bearer(staff), ...upload.headers }, payload: upload.payload }),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/attachment`, headers: bearer(staff), payload: { attachmentId: uploaded.id, type: 'OTHERS' } }))
        .statusCode,
    ).toBeLessThan(300);
    const patients = await t.db.selectFrom('patients').select(['id', 'last_name']).execute();
    const ids: Record<string, string> = {
      attId: uploaded.id,
      pid: planning.id,
      planningId: planning.id,
      cep: '01310100',
      prodId: planning.id,
      patientId: order.patient_id,
      offerId: planning.id,
    };
    const urlOf = (route: string) => {
      const path = route.split(' ')[1]!;
      const id = /\/patients\/:id/.test(path) ? order.patient_id : /\/(dentist|by-dentist)\/:id/.test(path) ? order.dentist_id : orderId!;
      return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === 'id' ? id : ids[name]!)) + (path.includes('prescription-form') ? `?dentistId=${order.dentist_id}` : '');
    };
    // Files and PDFs are taken to tell; JSON and CSV answers are read for a patient's id or name.
    const tellsAboutPatients = (body: string, type: string) => !/json|csv/.test(type) || patients.some((p) => body.includes(p.id) || body.includes(p.last_name));

    const unlogged: string[] = [];
    const reads: string[] = [];
    // The event stream stays open and carries ids only (events.routes.test.ts).
    for (const route of routes.filter((r) => r.startsWith('GET /api/') && r !== endpointKey(eventEndpoints.stream))) {
      const before = await logged(route);
      const res = await t.app.inject({ url: urlOf(route), headers: bearer(staff) });
      if (res.statusCode !== 200 || !tellsAboutPatients(res.body, String(res.headers['content-type'] ?? ''))) continue;
      reads.push(route);
      if ((await logged(route)) !== before + 1) unlogged.push(route);
    }
    expect(unlogged).toEqual([]);
    // The walk reached the reads this log is for, files and PDFs among them.
    expect(reads).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'GET /api/admin/orders/:id',
        'GET /api/patients/:id',
        'GET /api/admin/patients/by-dentist/:id',
        'GET /api/admin/orders/:id/attachment/:attId',
        'GET /api/admin/orders/:id/planning-file/:pid',
      ]),
    );
    for (const route of [
      'GET /api/patients/:id',
      'GET /api/admin/orders/:id/attachment/:attId',
      'GET /api/admin/orders/:id/planning-file/:pid',
      'GET /api/admin/orders/:id/messages',
    ]) {
      expect([route, await logged(route)]).toEqual([route, 1]);
    }
    const file = await t.db
      .selectFrom('patient_access_log')
      .select(['subject_id', 'patient_ids'])
      .where('what', '=', 'GET /api/admin/orders/:id/planning-file/:pid')
      .executeTakeFirstOrThrow();
    expect([file.subject_id, JSON.parse(file.patient_ids)]).toEqual([orderId, [order.patient_id]]);
  });

  it('is part of every endpoint’s declaration: the server refuses to start with an /api route that is not a declared endpoint', async () => {
    const bare = Fastify();
    installPatientAccessLog(bare, { db: t.db, now: () => new Date(), newId: randomUUID });
    expect(() => bare.get('/api/admin/patients/:id/secrets', async () => ({}))).toThrow('GET /api/admin/patients/:id/secrets is not a declared endpoint');
    await bare.close();
  });
});
