import type { Db } from '../db/database';
import { toUser, type User } from './users.repository';

export const createSession = async (db: Db, session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> => {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt })
    .execute();
};

/** The user of a live session: not expired, not revoked. */
export const findSessionUser = async (db: Db, tokenHash: string, now: Date): Promise<User | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row && toUser(row);
};

/** Which of these sessions are still live: not expired, not revoked. */
export const liveSessionHashes = async (db: Db, tokenHashes: readonly string[], now: Date): Promise<ReadonlySet<string>> => {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', tokenHashes).where('revoked_at', 'is', null).where('expires_at', '>', now).execute();
  return new Set(rows.map((r) => r.token_hash));
};

export const revokeSession = async (db: Db, tokenHash: string, now: Date): Promise<void> => {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
};

