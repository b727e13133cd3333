import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../contract/endpoint';
import { dentistMessages } from '../../contract/dentist.contract';
import { isStaff } from '../../domain/people/person';
import { authMessages } from '../../contract/auth.contract';
import type { Db } from '../db/database';
import { secretTokenHash } from '../accounts/secret-token';
import { sessionCookieName } from '../accounts/session-token';
import { findSession, type SessionUser } from '../accounts/sessions.repository';
import { consentMessages } from '../../domain/people/consent';
import type { SessionCache } from '../accounts/session-cache';
import type { User } from '../accounts/users.repository';
import { forbidden, unauthorized } from './http-error';

/** The session token of a request: the session cookie or a bearer token. */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[sessionCookieName];
};

const signedIn = new WeakMap<FastifyRequest, User>();

interface SessionCheck {
  readonly db: Db;
  readonly sessions: SessionCache;
}

/** Asks the database, and keeps the answer for the next requests of the same session. */
const freshUser = async ({ db, sessions }: SessionCheck, tokenHash: string, now: Date): Promise<SessionUser | undefined> => {
  const found = await findSession(db, tokenHash, now);
  if (found) sessions.remember(tokenHash, found.user, found.expiresAt, now);
  return found?.user;
};

/** Resolves the signed-in user or answers 401: one check for every protected route. */
const authenticate = async (check: SessionCheck, request: FastifyRequest, now: Date): Promise<SessionUser> => {
  const token = tokenOf(request);
  const tokenHash = token ? secretTokenHash(token) : undefined;
  const user = tokenHash ? (check.sessions.get(tokenHash, now) ?? (await freshUser(check, tokenHash, now))) : undefined;
  if (!user) throw unauthorized(authMessages.notSignedIn);
  signedIn.set(request, user);
  return user;
};

/** Who the request was authenticated as, once `authenticate` has run for it. */
export const signedInUser = (request: FastifyRequest): User | undefined => signedIn.get(request);

export const requireStaff = (user: User): User => {
  if (!isStaff(user.role)) throw forbidden(authMessages.forbidden);
  return user;
};

/** Refuses a signed-in user the endpoint's caller rule leaves out (403). */
const admit = (caller: Exclude<Caller, 'anyone' | 'signedIn'>, user: User): void => {
  if (caller === 'staff') {
    requireStaff(user);
    return;
  }
  if (user.role !== 'DENTIST') throw forbidden(authMessages.forbidden);
  if (caller === 'accreditedDentist' && !user.accredited) throw forbidden(dentistMessages.notAccredited);
};

/**
 * One check for every declared endpoint, before its body is read: who may call it is part of
 * its declaration (src/contract/routes), so no handler authenticates by hand.
 */
export const installCallerCheck = (app: FastifyInstance, { db, now, sessions }: { db: Db; now: () => Date; sessions: SessionCache }): void => {
  app.addHook('onRequest', async (request) => {
    const caller = request.routeOptions.config.endpoint?.caller;
    if (caller === undefined || caller === 'anyone') return;
    const user = await authenticate({ db, sessions }, request, now());
    if (caller !== 'signedIn') admit(caller, user);
    // LGPD: a dentist who has yet to accept the terms in force reads and accepts them first.
    if (user.role === 'DENTIST' && user.consentsPending && !request.routeOptions.config.endpoint?.beforeConsent) throw forbidden(consentMessages.required);
  });
  // What a person changes (their registration, their accreditation) counts from their next
  // request: a change of theirs, answered, drops their kept check before the answer leaves.
  app.addHook('onSend', async (request, _reply, payload) => {
    const user = signedIn.get(request);
    if (user && request.method !== 'GET' && request.method !== 'HEAD') sessions.forgetUser(user.id);
    return payload;
  });
};
