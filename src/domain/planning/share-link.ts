import { dayMs } from '../format/date';
// The link a dentist sends her patient to see the plan move, without signing in.

// ---- model ----

export interface ShareLink {
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** How long a link lasts unless revoked. */
export const shareLifetimeDays = 30;

export type ShareState = 'open' | 'revoked' | 'expired';

// ---- rules ----

/** When a link made at `createdAt` stops opening. */
export const shareExpiry = (createdAt: Date, days = shareLifetimeDays): Date => new Date(createdAt.getTime() + days * dayMs);

/** A revoked link stays revoked; otherwise it opens until its expiry, and never after. */
export const shareStateAt = (link: ShareLink, now: Date): ShareState =>
  link.revokedAt !== null && link.revokedAt.getTime() <= now.getTime() ? 'revoked' : now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';

/** A link's token: 32 random bytes the caller draws, written so it fits an address as it is. */
export const shareTokenOf = (bytes: Uint8Array): string => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
};

export const isShareToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);
