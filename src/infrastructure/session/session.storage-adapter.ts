import type { SessionStore } from '../../application/ports/gateways';

const key = 'portal.session.expiresAt';

/** What the store needs of the browser's storage (a stand-in when the sign-in page is prerendered). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps only when the session cookie expires, never the token: the cookie is HttpOnly so
 * a script injected into the page cannot read it.
 */
export class LocalSessionStore implements SessionStore {
  constructor(private readonly storage: StorageArea) {}

  isSignedIn(now: Date): boolean {
    const expiresAt = Number(this.storage.getItem(key));
    return Number.isFinite(expiresAt) && expiresAt > now.getTime();
  }

  markSignedIn(expiresAt: Date): void {
    this.storage.setItem(key, String(expiresAt.getTime()));
  }

  clear(): void {
    this.storage.removeItem(key);
  }
}
