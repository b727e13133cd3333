import type { Db } from '../db/database';

// The links that show a plan to the patient: only each token's SHA-256 is kept.

/** A new link for the planning; the earlier ones stop opening. */
export const createShare = async (
  db: Db,
  s: { readonly id: string; readonly planningId: string; readonly tokenHash: string; readonly createdBy: string; readonly at: Date; readonly expiresAt: Date },
): Promise<void> => {
  await revokeShares(db, s.planningId, s.at);
  await db
    .insertInto('planning_shares')
    .values({
      id: s.id,
      planning_id: s.planningId,
      token_hash: s.tokenHash,
      created_by: s.createdBy,
      created_at: s.at,
      expires_at: s.expiresAt,
      revoked_at: null,
      last_opened_at: null,
    })
    .execute();
};

export const revokeShares = async (db: Db, planningId: string, at: Date): Promise<void> => {
  await db.updateTable('planning_shares').set({ revoked_at: at }).where('planning_id', '=', planningId).where('revoked_at', 'is', null).execute();
};

/** The planning's link that still opens, with how often it was opened. */
export const openShareOf = (db: Db, planningId: string, now: Date) =>
  db
    .selectFrom('planning_shares')
    .select(['expires_at', 'opens', 'last_opened_at'])
    .where('planning_id', '=', planningId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** The link a token names, if any: its planning and its state's facts. */
export const shareByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('planning_shares').select(['id', 'planning_id', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

/** Counts one opening of a link. */
export const countShareOpening = async (db: Db, shareId: string, at: Date): Promise<void> => {
  await db
    .updateTable('planning_shares')
    .set((eb) => ({ opens: eb('opens', '+', 1), last_opened_at: at }))
    .where('id', '=', shareId)
    .execute();
};
