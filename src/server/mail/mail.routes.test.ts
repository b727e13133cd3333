import { randomUUID } from 'node:crypto';
import { unsubscribeMessages } from '../../domain/mail/unsubscribe-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { defaultMailDelivery, mailNotificationKinds } from '../../domain/mail/mail-notifications';
import type { OrderStatus } from '../../domain/order/order-status';
import type { MailPreferences } from '../../contract/mail.contract';
import type { OrderCharges } from '../../contract/charges.contract';
import { pixValueOf } from '../../domain/payments/payment-match';
import { smtpTransport } from './mail-transport';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { startSmtpPeer, type SmtpPeer } from '../../../test/support/server/smtp-peer';
import { bearer, json, startTestApp, testMailFrom, testPublicUrl, testWebhookToken, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';

const hourMs = 3_600_000;
/** A header as sent (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, key: string): string | undefined => {
  const line = mail.headerLines.find((h) => h.key === key)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
};
const oneClickOf = (mail: ParsedMail): string => {
  const url = /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')?.[1];
  if (url === undefined) throw new Error('no List-Unsubscribe header');
  return url;
};

describe.each(testDatabaseTargets())('news by e-mail, through a real SMTP server on $name', (target) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let staff: string;
  let dentista: string;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(target, { mail: smtpTransport(smtp.url, testMailFrom), jobOptions: { leaseMs: 300 } });
    staff = await t.login('atendente@demo.com.br');
    dentista = await t.login('dentista@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
  const orderIn = async (status: OrderStatus, email = 'dentista@demo.com.br') =>
    t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .select(['orders.id', 'orders.case_number', 'patients.first_name', 'patients.last_name'])
      .where('users.email', '=', email)
      .where('orders.status', '=', status)
      .orderBy('orders.case_number')
      .execute();
  const messageType = async () => json<{ id: string }[]>(await t.app.inject({ url: '/api/admin/message-types', headers: bearer(staff) }))[0]!.id;
  const staffMessage = async (orderId: string, message: string) =>
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/messages`, headers: bearer(staff), payload: { messageTypeId: await messageType(), message } }))
        .statusCode,
    ).toBe(201);
  const preferences = async (token = dentista) => json<MailPreferences>(await t.app.inject({ url: '/api/users/mail-preferences', headers: bearer(token) }));
  const choose = (kind: string, delivery: string, token = dentista) =>
    t.app.inject({ method: 'POST', url: '/api/users/mail-preferences', headers: bearer(token), payload: { kind, delivery } });
  const moveTo = async (orderId: string, statusId: OrderStatus) => {
    const { version } = json<{ version: number }>(await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(staff) }));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(staff),
      payload: { version, statusId, statusChangeReason: 'Andamento' },
    });
    expect(res.statusCode).toBe(200);
  };
  const waiting = (dentistEmail: string) =>
    t.db
      .selectFrom('mail_notifications')
      .innerJoin('users', 'users.id', 'mail_notifications.dentist_id')
      .select(['mail_notifications.kind', 'mail_notifications.delivery', 'mail_notifications.send_after', 'mail_notifications.reminder'])
      .where('users.email', '=', dentistEmail)
      .execute();

  it('lists every kind with its default, saves one choice, and is for dentists only', async () => {
    expect(await preferences()).toEqual(mailNotificationKinds.map((kind) => ({ kind, delivery: defaultMailDelivery[kind] })));
    const saved = json<MailPreferences>(await choose('ORDER_SHIPPED', 'NONE'));
    expect(saved.find((p) => p.kind === 'ORDER_SHIPPED')?.delivery).toBe('NONE');
    expect(await preferences()).toEqual(saved);
    // Another dentist's choices are her own.
    expect((await preferences(await t.login('kol@demo.com.br'))).find((p) => p.kind === 'ORDER_SHIPPED')?.delivery).toBe('DAILY');
    const refused = await choose('ORDER_SHIPPED', 'SEMPRE');
    expect(refused.statusCode).toBe(400);
    const badKind = await choose('PLANNING', 'NONE');
    expect([badKind.statusCode, json<{ message: string }>(badKind).message]).toEqual([400, 'O campo Tipo de aviso está inválido.']);
    expect((await preferences()).find((p) => p.kind === 'ORDER_SHIPPED')?.delivery).toBe('NONE');
    expect((await t.app.inject({ url: '/api/users/mail-preferences', headers: bearer(staff) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users/mail-preferences' })).statusCode).toBe(401);
    await choose('ORDER_SHIPPED', 'DAILY');
  });

  it('mails a staff message at once, naming the order and the patient’s first name only; one click stops that kind and no other', async () => {
    const [order] = await orderIn('ANALYSIS');
    await staffMessage(order!.id, 'Recebemos os arquivos.');
    const [mail] = await waitFor('the message’s e-mail', () => mailsTo('dentista@demo.com.br').length === 1 && mailsTo('dentista@demo.com.br'));
    expect(mail!.subject).toBe(`Nova mensagem da equipe · Pedido nº ${order!.case_number} · ${order!.first_name}`);
    expect(mail!.text).toContain('Olá, Dra. Ana Beatriz Souza.');
    expect(mail!.text).toContain(`${testPublicUrl}/orders/${order!.id}`);
    for (const part of [mail!.text ?? '', String(mail!.html)]) {
      expect(part).not.toContain(order!.last_name);
      // The message's words stay in the portal: the e-mail says there is one.
      expect(part).not.toContain('Recebemos os arquivos.');
    }
    expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickOf(mail!);
    const token = /\/api\/mail\/unsubscribe\/([A-Za-z0-9_-]{43})$/.exec(oneClick)?.[1];
    expect(token).toBeDefined();
    expect(mail!.text).toContain(`${testPublicUrl}/email/unsubscribe/${token}`);

    // The dentist's own message is no news to her.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.id}/messages`,
      headers: bearer(dentista),
      payload: { messageTypeId: await messageType(), message: 'Obrigada!' },
    });
    expect((await waiting('dentista@demo.com.br')).filter((n) => n.kind === 'PROVIDER_MESSAGE')).toEqual([]);

    // Opening the page changes nothing (mail scanners open links); the mail program's one-click POST, without a session, stops the kind.
    const path = oneClick.slice(testPublicUrl.length);
    expect(json(await t.app.inject({ url: path }))).toEqual({ kinds: ['PROVIDER_MESSAGE'] });
    expect((await preferences()).find((p) => p.kind === 'PROVIDER_MESSAGE')?.delivery).toBe('IMMEDIATE');
    const clicked = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(clicked.statusCode).toBe(200);
    expect(json(clicked)).toEqual({ kinds: ['PROVIDER_MESSAGE'] });
    expect(await preferences()).toEqual(mailNotificationKinds.map((kind) => ({ kind, delivery: kind === 'PROVIDER_MESSAGE' ? 'NONE' : defaultMailDelivery[kind] })));
    // The link is spent: clicked again after she turned the news back on, it changes nothing, and says so.
    await choose('PROVIDER_MESSAGE', 'IMMEDIATE');
    const again = await t.app.inject({ method: 'POST', url: path });
    expect([again.statusCode, json<{ message: string }>(again).message]).toEqual([410, unsubscribeMessages.used]);
    expect(json<{ message: string }>(await t.app.inject({ url: path })).message).toBe(unsubscribeMessages.used);
    expect((await preferences()).find((p) => p.kind === 'PROVIDER_MESSAGE')?.delivery).toBe('IMMEDIATE');
    await choose('PROVIDER_MESSAGE', 'NONE');

    // A later message is not mailed; a request for files, queued after it, is.
    await staffMessage(order!.id, 'Mais um recado.');
    await moveTo(order!.id, 'WAITING_NEW_FILE');
    const second = await waitFor('the files request’s e-mail', () => mailsTo('dentista@demo.com.br')[1]);
    expect(second.subject).toBe(`O laboratório pediu novos arquivos · Pedido nº ${order!.case_number} · ${order!.first_name}`);
    expect(mailsTo('dentista@demo.com.br')).toHaveLength(2);
    expect(await waiting('dentista@demo.com.br')).toEqual([]);
    await choose('PROVIDER_MESSAGE', 'IMMEDIATE');
  });

  it('lets a link work for 60 days from its e-mail, then says it expired, changing nothing', async () => {
    const [order] = await orderIn('ANALYSIS');
    const before = mailsTo('dentista@demo.com.br').length;
    await staffMessage(order!.id, 'Mensagem para um link antigo.');
    const mail = await waitFor('the message’s e-mail', () => mailsTo('dentista@demo.com.br')[before]);
    const path = oneClickOf(mail).slice(testPublicUrl.length);
    const sixtyDays = 60 * 24 * 60 * 60 * 1000;
    t.advance(sixtyDays);
    try {
      const late = await t.app.inject({ method: 'POST', url: path });
      expect([late.statusCode, json<{ message: string }>(late).message]).toEqual([410, unsubscribeMessages.expired]);
      expect(json<{ message: string }>(await t.app.inject({ url: path })).message).toBe(unsubscribeMessages.expired);
    } finally {
      t.advance(-sixtyDays);
    }
    expect((await preferences()).find((p) => p.kind === 'PROVIDER_MESSAGE')?.delivery).toBe('IMMEDIATE');
    // A day before, it still works, once.
    t.advance(sixtyDays - 24 * 60 * 60 * 1000);
    try {
      expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    } finally {
      t.advance(-(sixtyDays - 24 * 60 * 60 * 1000));
    }
    expect((await preferences()).find((p) => p.kind === 'PROVIDER_MESSAGE')?.delivery).toBe('NONE');
    await choose('PROVIDER_MESSAGE', 'IMMEDIATE');
  });

  it('refuses links no e-mail carried, changing nothing', async () => {
    const made = `/api/mail/unsubscribe/${'A'.repeat(43)}`;
    const before = await preferences();
    expect((await t.app.inject({ url: made })).statusCode).toBe(404);
    const guessed = await t.app.inject({ method: 'POST', url: made, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(guessed.statusCode).toBe(404);
    expect(json<{ message: string }>(guessed).message).toMatch(/^Este link para deixar de receber e-mails não é válido/);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe/curto' })).statusCode).toBe(400);
    expect(await preferences()).toEqual(before);
  });

  it('gathers a dentist’s day in one e-mail at 8:00 Brasília time, and its link stops the summary', async () => {
    expect(json<MailPreferences>(await choose('PROVIDER_MESSAGE', 'DAILY')).find((p) => p.kind === 'PROVIDER_MESSAGE')?.delivery).toBe('DAILY');
    const [first, second] = await orderIn('MODEL_RECEIVED');
    const [shipping] = await orderIn('PREPARE_SHIPPING');
    await staffMessage(first!.id, 'Modelo conferido.');
    await staffMessage(second!.id, 'Modelo conferido.');
    await moveTo(shipping!.id, 'SHIPPED');
    const before = mailsTo('dentista@demo.com.br').length;
    // Waiting for the morning: the app's clock is 21/11 12:00 UTC, so 22/11 8:00 Brasília is 11:00 UTC.
    const queued = await waiting('dentista@demo.com.br');
    expect(queued.map((n) => [n.kind, n.delivery, n.send_after.toISOString()])).toEqual([
      ['PROVIDER_MESSAGE', 'DAILY', '2026-11-22T11:00:00.000Z'],
      ['PROVIDER_MESSAGE', 'DAILY', '2026-11-22T11:00:00.000Z'],
      ['ORDER_SHIPPED', 'DAILY', '2026-11-22T11:00:00.000Z'],
    ]);
    t.advance(23 * hourMs);
    try {
      const digest = await waitFor('the summary', () => mailsTo('dentista@demo.com.br')[before]);
      expect(digest.subject).toBe('Resumo do dia: 3 novidades nos seus pedidos');
      for (const o of [first!, second!]) expect(digest.text).toContain(`Pedido nº ${o.case_number} · ${o.first_name}: Nova mensagem da equipe`);
      expect(digest.text).toContain(`Pedido nº ${shipping!.case_number} · ${shipping!.first_name}: Status alterado para Enviado`);
      expect(await waiting('dentista@demo.com.br')).toEqual([]);
      expect(mailsTo('dentista@demo.com.br')).toHaveLength(before + 1);
      const link = json<{ kinds: string[] }>(await t.app.inject({ url: oneClickOf(digest).slice(testPublicUrl.length) }));
      expect([...link.kinds].sort()).toEqual(['ORDER_SHIPPED', 'PROVIDER_MESSAGE']);
    } finally {
      t.advance(-23 * hourMs);
    }
    await choose('PROVIDER_MESSAGE', 'IMMEDIATE');
  });

  it('reminds of a Pix charge on its due morning, and not the day after once it is paid', async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) })).statusCode).toBe(200);
    const [charge] = json<OrderCharges>(await t.app.inject({ url: `/api/orders/${id}/charges`, headers: bearer(dentista) })).charges;
    expect((await waiting('dentista@demo.com.br')).map((n) => [n.reminder, n.send_after.toISOString()])).toEqual([
      ['DUE', '2026-11-24T11:00:00.000Z'],
      ['OVERDUE', '2026-11-25T11:00:00.000Z'],
    ]);
    const before = mailsTo('dentista@demo.com.br').length;
    const outboxed = async () =>
      Number(
        (
          await t.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('to_address', '=', 'dentista@demo.com.br')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const queuedBefore = await outboxed();
    t.advance(71 * hourMs);
    try {
      const reminder = await waitFor('the due reminder', () => mailsTo('dentista@demo.com.br')[before]);
      expect(reminder.subject).toMatch(/^Pagamento à vista de R\$\s[\d.]+,\d{2} vence hoje · Pedido nº \d+ · /);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/payments/pix/webhook/${testWebhookToken}/pix`,
        payload: {
          pix: [{ endToEndId: `E${randomUUID().replace(/-/g, '').slice(0, 31)}`, txid: charge!.txid, valor: pixValueOf(charge!.amountCents), horario: '2026-11-24T12:00:00.000Z' }],
        },
      });
      expect(paid.statusCode).toBe(204);
      t.advance(24 * hourMs);
      await waitFor('the overdue reminder dropped', async () => (await waiting('dentista@demo.com.br')).length === 0);
      // Dropped in the transaction that would have queued its e-mail: the outbox holds the due one only.
      expect(await outboxed()).toBe(queuedBefore + 1);
    } finally {
      t.advance(-95 * hourMs);
    }
  });
});
