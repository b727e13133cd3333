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
 * Charges a sign-in try to the budget of the account at this address and to the address's,
 * before the password is checked, or answers 429 while they must wait. `account` is the
 * account's id when the typed e-mail or CPF/CNPJ names one, else the typed name, so an
 * unknown username is throttled exactly like a known one. Returns what to call when the
 * password was right.
 */
export const chargeSignIn = async (db: Db, request: FastifyRequest, account: string, now: Date): Promise<() => Promise<void>> => {
  const address = addressOf(request);
  const keys = { pair: `sign-in:${account}@${address}`, address: `sign-in@${address}` };
  const at = now.getTime();
  const wait = await withBudgets(db, keys, now, ({ pair, address: byAddress }) => {
    const waitMs = signInWait(pair, byAddress, at);
    return waitMs > 0 ? { save: {}, result: waitMs } : { save: { pair: chargeFailure(pair, at), address: chargeFailure(byAddress, at) }, result: 0 };
  });
  if (wait > 0) throw throttled(wait);
  // Right password: the account starts afresh at this address, and the address gets its charge back.
  return () => withBudgets(db, keys, now, ({ address: byAddress }) => ({ save: { pair: undefined, address: refundFailure(byAddress, at) }, result: undefined }));
};

/**
 * Charges one request for a recovery e-mail (issue 36) with the sign-in's rules, to the account
 * (or typed name) at this address and to the address: each request counts, so nobody floods a
 * mailbox, and an unknown name is throttled exactly like a known one.
 */
export const chargeRecovery = async (db: Db, request: FastifyRequest, account: string, now: Date): Promise<void> => {
  const address = addressOf(request);
  const keys = { pair: `recovery:${account}@${address}`, address: `recovery@${address}` };
  const at = now.getTime();
  const wait = await withBudgets(db, keys, now, ({ pair, address: byAddress }) => {
    const waitMs = signInWait(pair, byAddress, at);
    return waitMs > 0 ? { save: {}, result: waitMs } : { save: { pair: chargeFailure(pair, at), address: chargeFailure(byAddress, at) }, result: 0 };
  });
  if (wait > 0) throw throttled(wait);
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
