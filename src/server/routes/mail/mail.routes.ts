import type { FastifyInstance } from 'fastify';
import { deliveryOf, mailNotificationKinds, type MailNotificationKind, type MailDelivery } from '../../../domain/mail/mail-notifications';
import { mailEndpoints as on } from '../../../contract/routes/mail.endpoints';
import type { MailPreferences } from '../../../contract/mail.contract';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { serve } from '../../http/serve';
import { unsubscribe } from '../../mail/unsubscribe';
import { mailPreferencesOf, saveMailPreference, unsubscribeLinkOf } from '../../repositories/mail-notifications.repository';
import { secretTokenHash } from '../../auth/secret-token';

const unknownLink = 'Este link para deixar de receber e-mails não é válido. Mude suas escolhas em Meus dados → Notificações.';

const everyKind = (saved: Partial<Record<MailNotificationKind, MailDelivery>>): MailPreferences =>
  mailNotificationKinds.map((kind) => ({ kind, delivery: deliveryOf(saved, kind) }));

/**
 * "Meus dados" → "Notificações", and the e-mails' unsubscribe (issue 36). The one-click address
 * takes a mail program's form-encoded POST (RFC 8058), without a session; a token is 256 random
 * bits, so an unknown one is simply not found.
 */
export const mailRoutes = (app: FastifyInstance, { db }: AppDeps): void => {
  serve(app, on.preferences, async ({ user }) => everyKind(await mailPreferencesOf(db, user.id)));

  serve(app, on.savePreference, async ({ user, body }) => {
    await saveMailPreference(db, user.id, body.kind, body.delivery);
    return everyKind(await mailPreferencesOf(db, user.id));
  });

  serve(app, on.unsubscribeLink, async ({ params }) => {
    const link = await unsubscribeLinkOf(db, secretTokenHash(params.token));
    if (link === undefined) throw notFound(unknownLink);
    return { kinds: link.kinds };
  });

  void app.register(async (scope) => {
    // Only this route reads forms: what RFC 8058 has mail programs send.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    serve(scope, on.unsubscribe, async ({ params }) => {
      const kinds = await unsubscribe(db, params.token);
      if (kinds === undefined) throw notFound(unknownLink);
      return { kinds };
    });
  });
};
