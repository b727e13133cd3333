import type { MailNotificationKind } from '../../domain/mail/mail-notifications';
import { type UnsubscribeVerdict, unsubscribeVerdict } from '../../domain/mail/unsubscribe-link';
import { secretTokenHash } from '../accounts/secret-token';
import type { Db } from '../db/database';
import { saveMailPreference, spendUnsubscribeLink, unsubscribeLinkOf } from './mail-notifications.repository';

/** What a click on a link did: the kinds it stopped, or why it could not (spent, expired); none for a token no e-mail carried. */
export type Unsubscribed =
  { readonly verdict: 'USABLE'; readonly kinds: readonly MailNotificationKind[] } | { readonly verdict: Exclude<UnsubscribeVerdict, 'USABLE'> } | undefined;

/**
 * One click on an e-mail's unsubscribe link, signed in or not (RFC 8058): the kinds it names are
 * no longer mailed, news of them already waiting included (the sender reads the choice when it
 * mails). The link is spent by it, and it works only for a while after the e-mail went out.
 */
export const unsubscribe = async (db: Db, token: string, at: Date): Promise<Unsubscribed> =>
  db.transaction().execute(async (trx): Promise<Unsubscribed> => {
    const tokenHash = secretTokenHash(token);
    const link = await unsubscribeLinkOf(trx, tokenHash, true);
    if (link === undefined) return undefined;
    const verdict = unsubscribeVerdict(link, at.getTime());
    if (verdict !== 'USABLE') return { verdict };
    for (const kind of link.kinds) await saveMailPreference(trx, link.userId, kind, 'NONE');
    await spendUnsubscribeLink(trx, tokenHash, at);
    return { verdict, kinds: link.kinds };
  });
