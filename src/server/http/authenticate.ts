import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../contract/endpoint';
import { dentistMessages } from '../../contract/dentist.contract';
import { isStaff } from '../../domain/people/person';
import { authMessages } from '../../contract/auth.contract';
import type { Db } from '../db/database';
import { hashSessionToken, sessionCookieName } from '../auth/session-token';
import { findSessionUser } from '../repositories/sessions.repository';
import type { User } from '../repositories/users.repository';
import { forbidden, unauthorized } from './http-error';

/** The session token of a request: the session cookie or a bearer token. */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[sessionCookieName];
};

const signedIn = new WeakMap<FastifyRequest, User>();

/** Resolves the signed-in user or answers 401: one check for every protected route. */
export const authenticate = async (db: Db, request: FastifyRequest, now: Date): Promise<User> => {
  const token = tokenOf(request);
  const user = token ? await findSessionUser(db, hashSessionToken(token), now) : undefined;
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

export type Handler<T> = (request: FastifyRequest, reply: FastifyReply) => Promise<T>;

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
export const installCallerCheck = (app: FastifyInstance, { db, now }: { db: Db; now: () => Date }): void => {
  app.addHook('onRequest', async (request) => {
    const caller = request.routeOptions.config.endpoint?.caller;
    if (caller === undefined || caller === 'anyone') return;
    const user = await authenticate(db, request, now());
    if (caller !== 'signedIn') admit(caller, user);
  });
};
