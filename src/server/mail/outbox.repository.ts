import type { Db, Trx } from '../db/database';
import type { OutgoingMail } from './mail-transport';

/** An e-mail to send, queued with the change that causes it (same transaction). */
export interface QueuedMail extends OutgoingMail {
  /** What it is about, for the logs (never the address or the text). */
  readonly kind: string;
}

export const queueMail = async (trx: Trx, mail: QueuedMail, at: Date): Promise<void> => {
  await trx
    .insertInto('outbox')
    .values({
      id: mail.id,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      status: 'WAITING',
      created_at: at,
    })
    .execute();
};

export interface ClaimedMail extends QueuedMail {
  readonly attempts: number;
  readonly tries: number;
}

/** The oldest message waiting whose lease (a try's, or a wait after a failure) ran out. */
export const claimMail = async (db: Db, at: Date, leasedUntil: Date): Promise<ClaimedMail | undefined> => {
  const row = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), leased_until: leasedUntil }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'WAITING')
        .where((w) => w.or([w('leased_until', 'is', null), w('leased_until', '<', at)]))
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attempts', 'tries'])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attempts: row.attempts,
      tries: row.tries,
    }
  );
};

export const renewMailLease = async (db: Db, id: string, leasedUntil: Date): Promise<boolean> =>
  (await db.updateTable('outbox').set({ leased_until: leasedUntil }).where('id', '=', id).where('status', '=', 'WAITING').executeTakeFirst()).numUpdatedRows > 0n;

export const recordMailSent = async (db: Db, id: string, at: Date): Promise<void> => {
  await db.updateTable('outbox').set({ status: 'SENT', sent_at: at, leased_until: null }).where('id', '=', id).execute();
};

/** The server refused or was out of reach: tried again at `retryAt`, or given up. */
export const recordMailFailure = async (db: Db, id: string, tries: number, retryAt: Date | undefined): Promise<void> => {
  await db
    .updateTable('outbox')
    .set(retryAt === undefined ? { status: 'FAILED', tries, attempts: 0, leased_until: null } : { tries, attempts: 0, leased_until: retryAt })
    .where('id', '=', id)
    .execute();
};

export const giveUpMail = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('outbox').set({ status: 'FAILED', leased_until: null }).where('id', '=', id).execute();
};

export const releaseMail = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('outbox').set({ leased_until: null }).where('id', '=', id).execute();
};
