import { sql } from 'kysely';
import { consentDocuments, currentConsentVersions } from '../../domain/people/consent';
import { anyOf, type Db } from '../db/database';
import { toUser, type User } from './users.repository';

export const createSession = async (db: Db, session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> => {
  await db.insertInto('sessions').values({ token_hash: session.tokenHash, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt }).execute();
};

/** A live session (not expired, not revoked): its user, and when it expires. */
/** Who is signed in, and whether they have yet to accept a document of the terms in its version in force. */
export type SessionUser = User & { readonly consentsPending: boolean };

export const findSession = async (db: Db, tokenHash: string, now: Date): Promise<{ user: SessionUser; expiresAt: Date } | undefined> => {
  const accepted = consentDocuments.map(
    (document) => sql<boolean>`exists (select 1 from consents c where c.user_id = users.id and c.document = ${document} and c.version = ${currentConsentVersions[document]})`,
  );
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at')
    .select(sql<boolean>`not (${sql.join(accepted, sql` and `)})`.as('consents_pending'))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row && { user: { ...toUser(row), consentsPending: row.consents_pending }, expiresAt: new Date(row.expires_at) };
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
