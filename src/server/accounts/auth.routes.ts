import type { FastifyInstance } from 'fastify';
import { normaliseUsername } from '../../domain/auth/username';
import { authMessages } from '../../contract/auth.contract';
import { sessionEndpoints } from '../../contract/routes/session.endpoints';
import type { AppDeps } from '../app-deps';
import { hashPassword, verifyPassword } from './password';
import { newSecretToken, secretTokenHash } from './secret-token';
import { sessionCookieName } from './session-token';
import { sessionLifetimeMs } from '../../contract/auth.contract';
import { serve } from '../http/serve';
import { unauthorized } from '../http/http-error';
import { chargeSignIn } from '../http/throttle';
import { tokenOf } from '../http/authenticate';
import { createSession, revokeSession } from './sessions.repository';
import { findCredentials } from './users.repository';
import type { SessionCache } from './session-cache';
import type { OrderEventHub } from '../events/order-event-hub';

let dummy: Promise<string> | undefined;
const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-password'));

const cookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

export const authRoutes = (app: FastifyInstance, { db, now }: AppDeps, hub: OrderEventHub, sessions: SessionCache): void => {
  serve(app, sessionEndpoints.login, async ({ body, request, reply }) => {
    const username = normaliseUsername(body.username);
    const at = now();

    // The budget is the typed name's, known or not: one shared by an account's e-mail and CPF
    // would tell, by its 429, which names belong to one account.
    const succeeded = await chargeSignIn(db, request, username, at);
    const found = await findCredentials(db, username);
    // An unknown user costs one hash check too, so timing does not reveal which accounts exist.
    const matches = await verifyPassword(found?.passwordHash ?? (await dummyHash()), body.password);
    if (!found || !matches) throw unauthorized(authMessages.invalidCredentials);

    await succeeded();
    const token = newSecretToken();
    const expiresAt = new Date(at.getTime() + sessionLifetimeMs);
    await createSession(db, { tokenHash: secretTokenHash(token), userId: found.user.id, now: at, expiresAt });
    reply.setCookie(sessionCookieName, token, { ...cookieOptions, expires: expiresAt });
    return { access_token: token };
  });

  serve(app, sessionEndpoints.logout, async ({ request, reply }) => {
    const token = tokenOf(request);
    if (token) {
      await revokeSession(db, secretTokenHash(token), now());
      // This process forgets at once; the others hear it from the database's notice.
      sessions.forgetToken(secretTokenHash(token));
      hub.endSession(secretTokenHash(token));
    }
    reply.clearCookie(sessionCookieName, cookieOptions);
  });
};
