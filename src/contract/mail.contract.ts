import * as t from 'io-ts';
import { MailDelivery, MailNotificationKind } from '../domain/mail/mail-notifications';
import { ShareToken } from './planning-stages.contract';

/** Every kind of news with the dentist's choice for it (the defaults where she made none). */
export const MailPreferences = t.readonlyArray(t.type({ kind: MailNotificationKind, delivery: MailDelivery }), 'MailPreferences');
export type MailPreferences = t.TypeOf<typeof MailPreferences>;

export const SaveMailPreferenceBody = t.type({ kind: MailNotificationKind, delivery: MailDelivery }, 'SaveMailPreferenceBody');

/** An e-mail's unsubscribe token: 43 address-safe characters, as a share link's. */
export const UnsubscribeParams = t.type({ token: ShareToken }, 'UnsubscribeParams');

/**
 * RFC 8058's one-click body (`List-Unsubscribe=One-Click`, form-encoded) from a mail program,
 * or nothing from the portal's own page.
 */
export const OneClickBody = t.union([t.undefined, t.partial({ 'List-Unsubscribe': t.literal('One-Click') })], 'OneClickBody');

/** What a link stops: the kinds it names. */
export const UnsubscribeAnswer = t.type({ kinds: t.readonlyArray(MailNotificationKind) }, 'UnsubscribeAnswer');
export type UnsubscribeAnswer = t.TypeOf<typeof UnsubscribeAnswer>;
