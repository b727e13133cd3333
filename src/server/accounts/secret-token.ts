import { createHash, randomBytes } from 'node:crypto';

/** A new secret a session cookie or an e-mailed link carries: 256 random bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256, so a leaked table opens nothing. */
export const secretTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
