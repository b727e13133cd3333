import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import { smtpTransport } from '../mail/mail-transport';
import { startSmtpPeer, type SmtpPeer } from '../../../test/support/server/smtp-peer';
import { bearer, json, startTestApp, testMailFrom, testPublicUrl, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';

const ask = (t: TestApp, username: string, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { username }, remoteAddress: ip });
const confirm = (t: TestApp, token: string, password: string, ip = '10.0.0.2') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password }, remoteAddress: ip });
const tokenIn = (mail: ParsedMail): string => {
  const link = new RegExp(`${testPublicUrl.replace(/\./g, '\\.')}/auth/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!link) throw new Error('no recovery link in the e-mail');
  return link[1]!;
};

describe.each(testDatabaseTargets())('password recovery by e-mail, through a real SMTP server on $name', (target) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  const logs: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    t = await startTestApp(target, { mail: smtpTransport(smtp.url, testMailFrom), logStream: stream, jobOptions: { leaseMs: 300 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => void smtp.received.splice(0));
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

  it('answers the same for an unknown account and sends it nothing; the known one gets its e-mail, whose link works once', async () => {
    const unknown = await ask(t, 'ninguem@exemplo.com.br', '10.0.1.1');
    const known = await ask(t, 'dentista@demo.com.br', '10.0.1.1');
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(json(unknown)).toEqual({ message: passwordResetMessages.asked });
    expect(json(known)).toEqual(json(unknown));
    const [mail] = await waitFor('the recovery e-mail', () => mailsTo('dentista@demo.com.br').length === 1 && mailsTo('dentista@demo.com.br'));
    // Asked after the unknown one, delivered alone: the unknown one sent nothing.
    expect(smtp.received).toHaveLength(1);
    expect(mail!.subject).toBe('Recuperação de senha do portal');
    expect(mail!.from?.value[0]).toMatchObject({ name: 'CA Alinhadores', address: 'nao-responda@portal.test' });
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@portal\.test>$/);
    expect(mail!.text).toContain('Olá, Dra. Ana Beatriz Souza.');
    expect(mail!.html).toContain('Criar nova senha');
    expect(mail!.html).toContain(`${testPublicUrl}/auth/reset-password?token=`);

    const before = await t.login('dentista@demo.com.br');
    const token = tokenIn(mail!);
    expect(json(await confirm(t, token, 'fraca'))).toEqual({ message: passwordResetMessages.weak });
    const done = await confirm(t, token, 'Nova@Senha9');
    expect(json(done)).toEqual({ message: passwordResetMessages.done });
    // The session opened with the old password is over; the new password signs in, the old does not.
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(before) })).statusCode).toBe(401);
    await t.login('dentista@demo.com.br', 'Nova@Senha9');
    await expect(t.login('dentista@demo.com.br')).rejects.toThrow();
    expect(json(await confirm(t, token, 'Outra@Senha9'))).toEqual({ message: passwordResetMessages.unusable });
    // Logs name neither the address nor the token.
    const text = logs.join('');
    for (const secret of ['dentista@demo.com.br', token, 'Nova@Senha9']) expect(text).not.toContain(secret);
    await resetPassword(t, 'dentista@demo.com.br');
  });

  it('takes only the newest link, and none past 30 minutes', async () => {
    await ask(t, 'kol@demo.com.br', '10.0.2.1');
    const [first] = await waitFor('the first e-mail', () => mailsTo('kol@demo.com.br').length === 1 && mailsTo('kol@demo.com.br'));
    await ask(t, 'kol@demo.com.br', '10.0.2.1');
    const second = await waitFor('the second e-mail', () => mailsTo('kol@demo.com.br')[1]);
    expect(json(await confirm(t, tokenIn(first!), 'Nova@Senha9'))).toEqual({ message: passwordResetMessages.unusable });
    t.advance(30 * 60_000);
    expect(json(await confirm(t, tokenIn(second), 'Nova@Senha9'))).toEqual({ message: passwordResetMessages.unusable });
    expect(json(await confirm(t, 'inventado', 'Nova@Senha9'))).toEqual({ message: passwordResetMessages.unusable });
  });

  it('throttles requests for one account from one address as sign-in does, known or not', async () => {
    const statuses = async (username: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i++) seen.push((await ask(t, username, '10.0.3.1')).statusCode);
      return seen;
    };
    const known = await statuses('atendente@demo.com.br');
    const unknown = await statuses('ninguem2@exemplo.com.br');
    expect(known.slice(0, 3)).toEqual([200, 200, 200]);
    expect(known).toContain(429);
    expect(unknown).toEqual(known);
  });

  it('sends one account at most three e-mails an hour, whoever asks from however many addresses, answering each the same', async () => {
    const asked = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(t, i % 2 === 0 ? 'planejador@demo.com.br' : 'PLANEJADOR@demo.com.br', `10.0.5.${i + 1}`)));
    expect(new Set(asked.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    const budget = () => t.db.selectFrom('attempt_budgets').select('failures').where('key', 'like', 'recovery-mail:%').execute();
    await waitFor('every ask weighed', async () => (await budget()).some((b) => b.failures === 3));
    await waitFor('the outbox sent', async () => (await t.db.selectFrom('outbox').select('id').where('status', '=', 'WAITING').execute()).length === 0);
    expect(mailsTo('planejador@demo.com.br')).toHaveLength(3);
    // A whole hour later the account may be sent one again.
    t.advance(60 * 60 * 1000 + 1);
    try {
      expect((await ask(t, 'planejador@demo.com.br', '10.0.5.99')).statusCode).toBe(200);
      await waitFor('the fourth e-mail', () => mailsTo('planejador@demo.com.br').length === 4);
    } finally {
      t.advance(-(60 * 60 * 1000 + 1));
    }
  });

  it('throttles guessing links from one address: made-up tokens soon wait, and the wait names no token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await confirm(t, `adivinhado-${i}-${'x'.repeat(30)}`, 'Nova@Senha9', '10.0.4.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not held back by these guesses.
    expect((await confirm(t, 'outro', 'Nova@Senha9', '10.0.4.2')).statusCode).toBe(400);
  });

  it('sends again, later, what the SMTP server refused', async () => {
    // What the tests before queued has gone out: the refusal meets this test's message.
    await waitFor('the outbox sent', async () => (await t.db.selectFrom('outbox').select('id').where('status', '=', 'WAITING').execute()).length === 0);
    smtp.refuseNext(1);
    const staff = await t.login('atendente@demo.com.br');
    const dentist = await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow();
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/dentists/${dentist.id}/password-reset`, headers: bearer(staff) });
    expect(json(sent)).toEqual({ message: passwordResetMessages.sentByStaff('kol@demo.com.br') });
    await waitFor('the refusal', () => smtp.refused() === 1);
    const row = await waitFor('the wait before the next try', async () => {
      const r = await t.db.selectFrom('outbox').select(['status', 'tries']).where('to_address', '=', 'kol@demo.com.br').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      return r.tries === 1 && r;
    });
    expect(row.status).toBe('WAITING');
    const [mail] = await waitFor('the second try, a minute later on the app’s clock', () => {
      t.advance(20_000);
      return mailsTo('kol@demo.com.br').length === 1 && mailsTo('kol@demo.com.br');
    });
    expect(mail!.text).toContain('A equipe de atendimento pediu');
    // The staff send it, a dentist may not.
    const dentista = await t.login('dentista@demo.com.br');
    expect([401, 403]).toContain((await t.app.inject({ method: 'POST', url: `/api/admin/dentists/${dentist.id}/password-reset`, headers: bearer(dentista) })).statusCode);
  });
});

/** Back to the demo password, for the tests that follow on the same database. */
const resetPassword = async (t: TestApp, email: string) => {
  const { hashPassword } = await import('./password');
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('Demo@1234') })
    .where('email', '=', email)
    .execute();
};
