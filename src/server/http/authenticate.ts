import type { FastifyReply, FastifyRequest } from 'fastify';
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
