import { deliveryOf, type MailNotificationKind, mailNotificationKinds } from '../../domain/mail/mail-notifications';
import { displayName } from '../../domain/people/person';
import { newSecretToken, secretTokenHash } from '../accounts/secret-token';
import type { Db } from '../db/database';
import { type ClaimedMailNotification, deleteMailNotifications, mailNewsLocked, mailPreferencesOf, saveUnsubscribeLink } from './mail-notifications.repository';
import { queueMail } from './outbox.repository';
import { findUserById } from '../accounts/users.repository';
import { dailyDigestMail, immediateNotificationMail, type NewsToMail } from './notification-mail';

export interface MailNewsContext {
  readonly publicUrl: string;
  readonly at: Date;
  readonly newId: () => string;
}

/** The one-click address (RFC 8058) and the signed-out page of an unsubscribe token. */
export const unsubscribeUrls = (publicUrl: string, token: string) => ({
  oneClick: `${publicUrl}/api/mail/unsubscribe/${token}`,
  page: `${publicUrl}/email/unsubscribe/${token}`,
});

/**
 * Turns claimed news into its e-mail, in one transaction: the message queued in the
 * outbox, its unsubscribe link saved, the news gone from the queue, so a process killed halfway
 * leaves the news to mail again and never a second e-mail. What the dentist stopped since, and
 * charges paid or cancelled since, are dropped. Answers how many pieces were mailed and dropped.
 */
export const mailNews = async (db: Db, claimed: ClaimedMailNotification, c: MailNewsContext): Promise<{ readonly mailed: number; readonly dropped: number }> =>
  db.transaction().execute(async (trx) => {
    const rows = await mailNewsLocked(trx, claimed, c.at);
    if (rows.length === 0) return { mailed: 0, dropped: 0 };
    await deleteMailNotifications(
      trx,
      rows.map((r) => r.id),
    );
    const dentist = await findUserById(trx, claimed.dentistId);
    const choices = await mailPreferencesOf(trx, claimed.dentistId);
    const wanted: NewsToMail[] = rows.filter((r) => deliveryOf(choices, r.kind) !== 'NONE' && (r.charge === null || r.charge.owed));
    if (dentist === undefined || wanted.length === 0) return { mailed: 0, dropped: rows.length };

    const daily = claimed.delivery === 'DAILY';
    const newsKinds = [...new Set(wanted.map((n) => n.kind))];
    // The summary's link stops the summary: every kind she now reads in it.
    const dailyKinds = mailNotificationKinds.filter((k) => deliveryOf(choices, k) === 'DAILY');
    const kinds: readonly MailNotificationKind[] = daily && dailyKinds.length > 0 ? dailyKinds : newsKinds;
    const token = newSecretToken();
    await saveUnsubscribeLink(trx, { tokenHash: secretTokenHash(token), userId: dentist.id, kinds, at: c.at });
    const urls = unsubscribeUrls(c.publicUrl, token);
    const context = { greetingName: displayName(dentist.name, dentist.role, dentist.gender), publicUrl: c.publicUrl, unsubscribeUrl: urls.page };
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- news are mailed only when there is one at least
    const content = daily ? dailyDigestMail(wanted, kinds, context) : immediateNotificationMail(wanted[0]!, context);
    await queueMail(
      trx,
      {
        id: c.newId(),
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- news are mailed only when there is one at least
        kind: daily ? 'DAILY_DIGEST' : wanted[0]!.kind,
        to: dentist.email,
        ...content,
        headers: { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      c.at,
    );
    return { mailed: wanted.length, dropped: rows.length - wanted.length };
  });
