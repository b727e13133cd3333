import type { FastifyInstance } from 'fastify';
import { deliveryOf, mailNotificationKinds, type MailNotificationKind, type MailDelivery } from '../../domain/mail/mail-notifications';
import { mailEndpoints as on } from '../../contract/routes/mail.endpoints';
import type { MailPreferences } from '../../contract/mail.contract';
import type { AppDeps } from '../app-deps';
import { gone, notFound } from '../http/http-error';
import { type UnsubscribeVerdict, unsubscribeMessages, unsubscribeVerdict } from '../../domain/mail/unsubscribe-link';
import { serve } from '../http/serve';
import { unsubscribe } from './unsubscribe';
import { mailPreferencesOf, saveMailPreference, unsubscribeLinkOf } from './mail-notifications.repository';
import { secretTokenHash } from '../accounts/secret-token';

const everyKind = (saved: Partial<Record<MailNotificationKind, MailDelivery>>): MailPreferences =>
  mailNotificationKinds.map((kind) => ({ kind, delivery: deliveryOf(saved, kind) }));

/**
 * "Meus dados" → "Notificações", and the e-mails' unsubscribe. The one-click address
 * takes a mail program's form-encoded POST (RFC 8058), without a session; a token is 256 random
 * bits, so an unknown one is simply not found.
 */
/** A spent or expired link answers 410 with why and where to choose instead. */
const unusable = (verdict: Exclude<UnsubscribeVerdict, 'USABLE'>): never => {
  throw gone(verdict === 'USED' ? unsubscribeMessages.used : unsubscribeMessages.expired);
};

export const mailRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  serve(app, on.preferences, async ({ user }) => everyKind(await mailPreferencesOf(db, user.id)));

  serve(app, on.savePreference, async ({ user, body }) => {
    await saveMailPreference(db, user.id, body.kind, body.delivery);
    return everyKind(await mailPreferencesOf(db, user.id));
  });

  serve(app, on.unsubscribeLink, async ({ params }) => {
    const link = await unsubscribeLinkOf(db, secretTokenHash(params.token));
    if (link === undefined) throw notFound(unsubscribeMessages.unknown);
    const verdict = unsubscribeVerdict(link, now().getTime());
    if (verdict !== 'USABLE') unusable(verdict);
    return { kinds: link.kinds };
  });

  void app.register(async (scope) => {
    // Only this route reads forms: what RFC 8058 has mail programs send.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    serve(scope, on.unsubscribe, async ({ params }) => {
      const done = await unsubscribe(db, params.token, now());
      if (done === undefined) throw notFound(unsubscribeMessages.unknown);
      if (done.verdict !== 'USABLE') return unusable(done.verdict);
      return { kinds: done.kinds };
    });
  });
};
