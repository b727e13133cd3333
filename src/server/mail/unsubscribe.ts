import type { MailNotificationKind } from '../../domain/mail/mail-notifications';
import { secretTokenHash } from '../auth/secret-token';
import type { Db } from '../db/database';
import { saveMailPreference, unsubscribeLinkOf } from '../repositories/mail-notifications.repository';

/**
 * One click on an e-mail's unsubscribe link, signed in or not (RFC 8058): the kinds it names are
 * no longer mailed, news of them already waiting included (the sender reads the choice when it
 * mails). Undefined for a token no e-mail carried. Clicking twice changes nothing more.
 */
export const unsubscribe = async (db: Db, token: string): Promise<readonly MailNotificationKind[] | undefined> =>
  db.transaction().execute(async (trx) => {
    const link = await unsubscribeLinkOf(trx, secretTokenHash(token));
    if (link === undefined) return undefined;
    for (const kind of link.kinds) await saveMailPreference(trx, link.userId, kind, 'NONE');
    return link.kinds;
  });
