import type { Db } from '../db/database';
import { acceptAllConsents } from './consents.repository';
import { completeLead, insertDentist } from './dentists.repository';

type NewDentist = Parameters<typeof insertDentist>[1];
type LeadRecord = Parameters<typeof completeLead>[2];

/** A new dentist's account and her acceptance of the terms in force, together or not at all. */
export const registerDentist = async (db: Db, dentist: NewDentist, at: Date, newId: () => string): Promise<void> =>
  db.transaction().execute(async (trx) => {
    await insertDentist(trx, dentist);
    await acceptAllConsents(trx, dentist.id, at, newId);
  });

/** A lead's completed registration and her acceptance of the terms in force; false when she is no longer a lead. */
export const completeLeadRegistration = async (db: Db, userId: string, record: LeadRecord, at: Date, newId: () => string): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const completed = await completeLead(trx, userId, record);
    if (completed) await acceptAllConsents(trx, userId, at, newId);
    return completed;
  });
