import type { FastifyRequest } from 'fastify';
import { chargeFailure, refundFailure, signInWait, throttleLimits, waitForBudget } from '../../domain/auth/login-throttle';
import { authMessages } from '../../contract/auth.contract';
import type { Db } from '../db/database';
import { withBudgets } from '../accounts/attempt-budgets';
import { HttpError } from './http-error';

/** The client's address: the socket's, or the one a trusted proxy forwarded (TRUST_PROXY). */
const addressOf = (request: FastifyRequest): string => request.ip || 'unknown';

const throttled = (waitMs: number) => new HttpError(429, authMessages.tooManyAttempts, { retryAfterSeconds: Math.ceil(waitMs / 1000) });

/**
 * Charges one try of `what` to the budget of the typed name at this address and to the
 * address's, with the sign-in's rules, or answers 429 while they must wait. The typed name (an
 * e-mail or a CPF/CNPJ, normalised) is the key whether or not an account has it, so a known
 * name and an unknown one are throttled alike. Returns the budgets' keys.
 */
const chargeTry = async (db: Db, request: FastifyRequest, what: 'sign-in' | 'recovery', username: string, now: Date) => {
  const address = addressOf(request);
  const keys = { pair: `${what}:${username}@${address}`, address: `${what}@${address}` };
  const at = now.getTime();
  const wait = await withBudgets(db, keys, now, ({ pair, address: byAddress }) => {
    const waitMs = signInWait(pair, byAddress, at);
    return waitMs > 0 ? { save: {}, result: waitMs } : { save: { pair: chargeFailure(pair, at), address: chargeFailure(byAddress, at) }, result: 0 };
  });
  if (wait > 0) throw throttled(wait);
  return keys;
};

/** Charges a sign-in try before the password is checked; returns what to call when the password was right. */
export const chargeSignIn = async (db: Db, request: FastifyRequest, username: string, now: Date): Promise<() => Promise<void>> => {
  const keys = await chargeTry(db, request, 'sign-in', username, now);
  const at = now.getTime();
  // Right password: the name starts afresh at this address, and the address gets its charge back.
  return () => withBudgets(db, keys, now, ({ address: byAddress }) => ({ save: { pair: undefined, address: refundFailure(byAddress, at) }, result: undefined }));
};

/** Charges one request for a recovery e-mail: each request counts. The account's own cap on e-mails is `sendRecoveryMail`'s. */
export const chargeRecovery = async (db: Db, request: FastifyRequest, username: string, now: Date): Promise<void> => {
  await chargeTry(db, request, 'recovery', username, now);
};

/** Charges one lookup whose answer reveals what exists (registration, accreditation check, a recovery link) to the address's budget. */
export const chargeLookup = async (db: Db, request: FastifyRequest, what: 'register' | 'verify' | 'recovery-link', now: Date): Promise<void> => {
  const at = now.getTime();
  const wait = await withBudgets(db, { lookups: `${what}@${addressOf(request)}` }, now, ({ lookups }) => {
    const waitMs = waitForBudget(lookups, throttleLimits.lookupsPerAddress, at);
    return waitMs > 0 ? { save: {}, result: waitMs } : { save: { lookups: chargeFailure(lookups, at) }, result: 0 };
  });
  if (wait > 0) throw throttled(wait);
};
