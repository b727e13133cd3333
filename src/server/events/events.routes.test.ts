import { recordOrderEvent } from '../orders/order-events.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { randomUUID } from 'node:crypto';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { openEventStream } from '../../../test/support/server/event-stream-client';
import { waitFor } from '../../../test/support/server/wait-for';
import type { Notifications } from '../../contract/events.contract';
import { streamsPerPerson, tooManyStreamsMessage } from './order-event-hub';
import type { OrderStatus } from '../../domain/order/order-status';
import { withOrderLocked } from '../orders/order-lock';
import { transitionOrder } from '../orders/transition-order';
import { secretTokenHash } from '../accounts/secret-token';

describe.each(testDatabaseTargets())('live order events on $name', (target) => {
  let t: TestApp;
  let base: string;
  let dentista: string;
  let kol: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
  });
  afterAll(() => t.close());

  const orderOf = (email: string, status: OrderStatus) =>
    t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select(['orders.id', 'orders.case_number'])
      .where('users.email', '=', email)
      .where('orders.status', '=', status)
      .orderBy('orders.case_number')
      .executeTakeFirstOrThrow();
  const staffCancel = (id: string, reason = 'Pedido duplicado') =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers: bearer(staff), payload: { reason } });
  const notifications = async (token: string) => json<Notifications>(await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) }));
  const eventRows = (orderId: string) => t.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).execute();

  it('tells the dentist, live, that a planning waits for approval, and lists it unread with the patient and case number', async () => {
    const order = await orderOf('dentista@demo.com.br', 'VIRTUAL_PLANNING');
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/plannings`, headers: bearer(staff), payload: { basedOnPrevious: false } })).statusCode).toBe(
      201,
    );
    const dentistStream = await openEventStream(base, dentista);
    const staffStream = await openEventStream(base, staff);
    expect(dentistStream.status).toBe(200);
    const before = (await notifications(dentista)).unread;

    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/request-approval`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);

    const seen = await dentistStream.next((e) => e.orderId === order.id, 'the planning-ready event');
    expect(seen).toMatchObject({ kind: 'PLANNING_READY', from: 'VIRTUAL_PLANNING', to: 'WAITING_FOR_APPROVAL', byStaff: true, mine: false });
    // The staff member's other tabs update too, without notifying them of their own action.
    expect(await staffStream.next((e) => e.id === seen.id, 'the same event on the staff stream')).toMatchObject({ mine: true });
    // Ids and the change only: nothing about the patient travels on the stream.
    expect(Object.keys(seen).sort()).toEqual(['at', 'byStaff', 'from', 'id', 'kind', 'mine', 'orderId', 'to']);

    const listed = await notifications(dentista);
    expect(listed.unread).toBe(before + 1);
    const patient = await t.db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .select(['patients.first_name', 'patients.last_name'])
      .where('orders.id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(listed.items[0]).toMatchObject({
      id: seen.id,
      orderId: order.id,
      caseNumber: order.case_number,
      patientName: `${patient.first_name} ${patient.last_name}`,
      kind: 'PLANNING_READY',
      read: false,
    });
    expect((await notifications(staff)).items.some((n) => n.id === seen.id)).toBe(false);

    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${seen.id}/read`, headers: bearer(dentista) })).statusCode).toBe(204);
    expect((await notifications(dentista)).unread).toBe(before);
    // Another dentist cannot mark it, nor learn that it exists.
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${seen.id}/read`, headers: bearer(kol) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(dentista) })).statusCode).toBe(204);
    expect((await notifications(dentista)).unread).toBe(0);
    expect((await notifications(dentista)).items.every((n) => n.read)).toBe(true);
    dentistStream.close();
    staffStream.close();
  });

  it('never lists a stage build in a dentist’s bell, as it lists it in the staff’s', async () => {
    const order = await orderOf('dentista@demo.com.br', 'VIRTUAL_PLANNING');
    await t.db
      .transaction()
      .execute((trx) =>
        Promise.all(
          (['STAGES_READY', 'STAGES_REFUSED'] as const).map((kind) =>
            recordOrderEvent(trx, { orderId: order.id, actor: { id: null, staff: true }, kind, at: new Date('2026-11-21T12:00:00Z') }),
          ),
        ),
      );
    const listed = async (token: string) => (await notifications(token)).items.filter((n) => n.orderId === order.id).map((n) => n.kind);
    expect(await listed(dentista)).toEqual([]);
    expect((await listed(staff)).sort()).toEqual(['STAGES_READY', 'STAGES_REFUSED']);
  });

  it('never gives a dentist another dentist’s event', async () => {
    const kolStream = await openEventStream(base, kol);
    const theirs = await orderOf('dentista@demo.com.br', 'ANALYSIS');
    const own = await orderOf('kol@demo.com.br', 'ANALYSIS').catch(() => orderOf('kol@demo.com.br', 'WAITING_FOR_APPROVAL'));
    expect((await staffCancel(theirs.id)).statusCode).toBe(200);
    expect((await staffCancel(own.id)).statusCode).toBe(200);
    // Events go out in the order they were committed: by the time the KOL's own arrives, the other would have too.
    await kolStream.next((e) => e.orderId === own.id, 'the KOL’s own event');
    expect(kolStream.events.map((e) => e.orderId)).not.toContain(theirs.id);
    kolStream.close();
  });

  it('replays what a reconnecting browser missed, from its Last-Event-ID, in order', async () => {
    const first = await orderOf('dentista@demo.com.br', 'RECEIVED');
    expect((await staffCancel(first.id)).statusCode).toBe(200);
    const [missedFrom] = await eventRows(first.id);
    const second = await orderOf('dentista@demo.com.br', 'MODEL_RECEIVED');
    const third = await orderOf('dentista@demo.com.br', 'WAITING_MODEL');
    expect((await staffCancel(second.id)).statusCode).toBe(200);
    expect((await staffCancel(third.id)).statusCode).toBe(200);

    const stream = await openEventStream(base, dentista, { 'last-event-id': String(missedFrom!.id) });
    await stream.next((e) => e.orderId === third.id, 'the last missed event');
    const ids = stream.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(missedFrom!.id);
    expect(stream.events.map((e) => e.orderId)).toContain(second.id);
    stream.close();
  });

  it('writes the event in the change’s transaction: a failure after the change leaves neither, and nobody hears of it', async () => {
    const order = await orderOf('dentista@demo.com.br', 'ANALYSIS');
    const staffUser = await t.db.selectFrom('users').select(['id', 'role']).where('email', '=', 'atendente@demo.com.br').executeTakeFirstOrThrow();
    const stream = await openEventStream(base, dentista);
    const failing = withOrderLocked(t.db, order.id, async (trx, row) => {
      const moved = await transitionOrder(trx, { order: row, event: { type: 'cancel', reason: 'teste' }, actor: staffUser, at: new Date(), historyId: randomUUID() });
      expect(E.isRight(moved)).toBe(true);
      expect((await trx.selectFrom('order_events').select('id').where('order_id', '=', order.id).execute()).length).toBe(1);
      throw new Error('failure after the change');
    });
    await expect(failing).rejects.toThrow('failure after the change');
    expect(await eventRows(order.id)).toEqual([]);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('ANALYSIS');
    // The next committed change is the first thing the stream hears.
    expect((await staffCancel(order.id)).statusCode).toBe(200);
    const heard = await stream.next((e) => e.orderId === order.id, 'the committed cancel');
    expect(stream.events.filter((e) => e.orderId === order.id)).toEqual([heard]);
    expect(heard.to).toBe('CANCELLED');
    stream.close();
  });

  it('records one event for one change out of ten concurrent cancels', async () => {
    const order = await orderOf('dentista@demo.com.br', 'ANALYSIS');
    await Promise.all(Array.from({ length: 10 }, (_, i) => staffCancel(order.id, `tentativa ${i}`)));
    expect((await eventRows(order.id)).map((e) => e.kind)).toEqual(['STATUS_CHANGED']);
  });

  it('records messages, payment choices and files as events of their order', async () => {
    const order = await orderOf('dentista@demo.com.br', 'WAITING_FOR_APPROVAL');
    const types = await t.db.selectFrom('message_types').select('id').executeTakeFirstOrThrow();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      headers: bearer(dentista),
      payload: { messageTypeId: types.id, message: 'Podemos conversar sobre o caso?' },
    });
    expect(posted.statusCode).toBeLessThan(300);
    const rows = await eventRows(order.id);
    expect(rows.at(-1)).toMatchObject({ kind: 'MESSAGE_POSTED', by_staff: false });
    expect((await notifications(staff)).items[0]).toMatchObject({ orderId: order.id, kind: 'MESSAGE_POSTED' });
  });

  it('ends the stream when its session signs out', async () => {
    const token = await t.login('dentista@demo.com.br');
    const stream = await openEventStream(base, token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    await stream.ended;
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a stream whose session ended elsewhere (another process signed it out), and keeps the live ones', async () => {
    const quick = await startTestApp(target, { sessionRecheckMs: 50 });
    const quickBase = await quick.app.listen({ port: 0, host: '127.0.0.1' });
    const [ended, kept] = [await quick.login('dentista@demo.com.br'), await quick.login('dentista@demo.com.br')];
    const [endedStream, keptStream] = [await openEventStream(quickBase, ended), await openEventStream(quickBase, kept)];
    // Revoked in the database only, as a sign-out through another process would.
    await quick.db
      .updateTable('sessions')
      .set({ revoked_at: new Date('2026-11-21T12:00:00Z') })
      .where('token_hash', '=', secretTokenHash(ended))
      .execute();
    await endedStream.ended;
    const order = await quick.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select('orders.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .where('orders.status', '=', 'ANALYSIS')
      .executeTakeFirstOrThrow();
    expect(
      (
        await quick.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/cancel`,
          headers: bearer(await quick.login('atendente@demo.com.br')),
          payload: { reason: 'Pedido duplicado' },
        })
      ).statusCode,
    ).toBe(200);
    await keptStream.next((e) => e.orderId === order.id, 'the event on the stream whose session is live');
    keptStream.close();
    await quick.close();
  });

  it('keeps one account from holding every socket of the process: streams past the limit are refused in Portuguese, others open', async () => {
    // A person no other test here streams as, so the places this test takes and frees are its own.
    const token = await t.login('novo@demo.com.br');
    const held = await Promise.all(Array.from({ length: streamsPerPerson }, () => openEventStream(base, token)));
    expect(held.map((s) => s.status)).toEqual(held.map(() => 200));
    // Another session of the same person counts too.
    for (const session of [token, await t.login('novo@demo.com.br')]) {
      const refused = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${session}`, accept: 'text/event-stream' } });
      expect([refused.status, await refused.json()]).toEqual([429, { message: tooManyStreamsMessage }]);
    }
    const other = await openEventStream(base, kol);
    expect(other.status).toBe(200);
    other.close();
    // A tab closed gives its place back.
    held[0]!.close();
    const again = await waitFor('a place freed by the closed stream', async () => {
      const stream = await openEventStream(base, token);
      if (stream.status === 200) return stream;
      stream.close();
      return undefined;
    });
    for (const stream of [again, ...held.slice(1)]) stream.close();
  });

  it('sends heartbeats, and answers hostile Last-Event-ID values with a working stream', async () => {
    const hostile = fc
      .string({ unit: 'binary', maxLength: 40 })
      .filter((s) => !/[\r\n\0]/.test(s) && s === s.trim() && [...s].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127));
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        const stream = await openEventStream(base, dentista, { 'last-event-id': value });
        expect(stream.status).toBe(200);
        stream.close();
      }),
      { numRuns: 15 },
    );
    const quick = await startTestApp(target, { heartbeatMs: 50 });
    const quickBase = await quick.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(quickBase, await quick.login('dentista@demo.com.br'));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (stream.comments.includes('heartbeat')) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    stream.close();
    await quick.close();
  });
});
