import { createHash, randomBytes } from 'node:crypto';

export const sessionCookieName = 'session';
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;

/** A new opaque session token: 256 random bits. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored, so the sessions table cannot be replayed if it leaks. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
