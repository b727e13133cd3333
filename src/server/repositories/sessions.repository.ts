import { anyOf, type Db } from '../db/database';
import { toUser, type User } from './users.repository';

export const createSession = async (db: Db, session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> => {
  await db.insertInto('sessions').values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt }).execute();
};

/** A live session (not expired, not revoked): its user, and when it expires. */
export const findSession = async (db: Db, tokenHash: string, now: Date): Promise<{ user: User; expiresAt: Date } | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row && { user: toUser(row), expiresAt: new Date(row.expires_at) };
};

/** Which of these sessions are still live: not expired, not revoked. */
export const liveSessionHashes = async (db: Db, tokenHashes: readonly string[], now: Date): Promise<ReadonlySet<string>> => {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', anyOf(tokenHashes))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return new Set(rows.map((r) => r.token_hash));
};

export const revokeSession = async (db: Db, tokenHash: string, now: Date): Promise<void> => {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
};
