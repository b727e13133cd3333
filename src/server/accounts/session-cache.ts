import type { SessionUser } from './sessions.repository';

/** How long a checked session is believed without asking the database again. */
export const sessionCacheTtlMs = 30_000;
/** Beyond this many sessions, the oldest checks are forgotten first. */
const maxEntries = 10_000;

interface Entry {
  readonly user: SessionUser;
  /** The earlier of the check's lifetime and the session's own expiry, in ms. */
  readonly until: number;
}

/**
 * The session check without a round trip: who a token belongs to, kept for a short
 * while. Sign-out forgets its token at once; any change to a session or a user, in this
 * process or another, arrives as a notice (`session-notices.ts`) and forgets its entries; a
 * lost notice channel forgets everything. The lifetime bounds what a missed notice could cost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = sessionCacheTtlMs) {}

  get(tokenHash: string, now: Date): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  remember(tokenHash: string, user: SessionUser, expiresAt: Date, now: Date): void {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is full, so it has a first key
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: Math.min(now.getTime() + this.ttlMs, expiresAt.getTime()) });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
