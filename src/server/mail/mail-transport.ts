import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  /** The outbox row's id: the Message-ID is made from it, so a repeated send is recognisable. */
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers (List-Unsubscribe and its -Post). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The port: hands a message to the mail system, or throws when it cannot (tried again later). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The Message-ID of an outbox message: the same on every try. */
export const messageIdOf = (id: string, from: string): string => `<${id}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'portal.local'}>`;

const messageOf = (mail: OutgoingMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: messageIdOf(mail.id, from),
  headers: { ...mail.headers },
});

/** SMTP (SMTP_URL: `smtp://` or `smtps://`, user and password in it), through nodemailer. */
export const smtpTransport = (url: string, from: string): MailTransport => {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail(messageOf(mail, from));
    },
  };
};

/**
 * The embedded default, with no SMTP: each message written as `<id>.eml` under `dir`, the
 * message nodemailer would have sent, for a newcomer to open.
 */
export const outboxFolderTransport = (dir: string, from: string): MailTransport => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = (await transport.sendMail(messageOf(mail, from))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${mail.id}.eml`), info.message);
    },
  };
};
