import type { FastifyInstance } from 'fastify';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import { normaliseUsername } from '../../domain/auth/username';
import { sessionEndpoints } from '../../contract/routes/session.endpoints';
import type { AppDeps } from '../app-deps';
import { confirmPasswordReset, sendPasswordReset } from './password-recovery';
import { badRequest } from '../http/http-error';
import { serve } from '../http/serve';
import { chargeLookup, chargeRecovery } from '../http/throttle';
import { findCredentials } from './users.repository';
import { withBudgets } from './attempt-budgets';
import { sendRecoveryMail } from '../../domain/auth/login-throttle';

/**
 * "Esqueci minha senha". The request answers the same sentence, after the same work,
 * whether or not an account has these data: the e-mail is written after the answer leaves, so
 * its time does not tell. The confirmation spends the link and signs the person out everywhere.
 */
export const passwordRecoveryRoutes = (app: FastifyInstance, { db, now, newId, publicUrl }: AppDeps, mailQueued: () => void): void => {
  serve(app, sessionEndpoints.passwordReset, async ({ body, request }) => {
    const username = normaliseUsername(body.username);
    const at = now();
    await chargeRecovery(db, request, username, at);
    const found = await findCredentials(db, username);
    if (found)
      setImmediate(() => {
        // A few e-mails an hour per account, whoever asks from wherever; past them, silently none.
        withBudgets(db, { mails: `recovery-mail:${found.user.id}` }, at, ({ mails }) => {
          const next = sendRecoveryMail(mails, at.getTime());
          return next ? { save: { mails: next }, result: true } : { save: {}, result: false };
        })
          .then((may) => (may ? sendPasswordReset(db, found.user, { publicUrl, at, newId }).then(mailQueued) : undefined))
          .catch((error: unknown) => request.log.error({ err: error }, 'recovery e-mail not queued'));
      });
    return { message: passwordResetMessages.asked };
  });

  serve(app, sessionEndpoints.passwordResetConfirm, async ({ body, request }) => {
    // Each try counts against the address: a token cannot be guessed, nor tried at length.
    await chargeLookup(db, request, 'recovery-link', now());
    const outcome = await confirmPasswordReset(db, body.token, body.password, now());
    if (outcome === 'UNUSABLE') throw badRequest(passwordResetMessages.unusable);
    if (outcome === 'WEAK') throw badRequest(passwordResetMessages.weak);
    request.log.info('password reset through a recovery link');
    return { message: passwordResetMessages.done };
  });
};
