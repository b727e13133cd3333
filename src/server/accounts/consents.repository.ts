import { consentDocuments, currentConsentVersions, type Acceptance, type ConsentDocument } from '../../domain/people/consent';
import type { Db, Trx } from '../db/database';

/** Records that `userId` accepted `documents` in their versions in force (once per version). */
export const acceptConsents = async (trx: Db | Trx, userId: string, documents: readonly ConsentDocument[], at: Date, newId: () => string): Promise<void> => {
  if (documents.length === 0) return;
  await trx
    .insertInto('consents')
    .values(documents.map((document) => ({ id: newId(), user_id: userId, document, version: currentConsentVersions[document], accepted_at: at })))
    .onConflict((oc) => oc.constraint('consents_once').doNothing())
    .execute();
};

/** Both documents, as registration and a lead's completion accept them. */
export const acceptAllConsents = (trx: Db | Trx, userId: string, at: Date, newId: () => string) => acceptConsents(trx, userId, consentDocuments, at, newId);

/** A person's acceptances, oldest first. */
export const acceptancesOf = async (db: Db, userId: string): Promise<(Acceptance & { readonly acceptedAt: Date })[]> =>
  (await db.selectFrom('consents').select(['document', 'version', 'accepted_at']).where('user_id', '=', userId).orderBy('accepted_at').execute()).map((r) => ({
    document: r.document,
    version: r.version,
    acceptedAt: r.accepted_at,
  }));
