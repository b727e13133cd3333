import * as E from 'fp-ts/Either';
import { ClinicalPreferences, emptyClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import type { Db } from '../db/database';

/** A dentist's saved preferences, or the empty ones; a row that no longer decodes reads as none. */
export const clinicalPreferencesOf = async (db: Db, userId: string): Promise<ClinicalPreferences> => {
  const row = await db.selectFrom('clinical_preferences').select('answers').where('user_id', '=', userId).executeTakeFirst();
  if (row === undefined) return emptyClinicalPreferences;
  const decoded = ClinicalPreferences.decode(JSON.parse(row.answers));
  return E.isRight(decoded) ? decoded.right : emptyClinicalPreferences;
};

export const saveClinicalPreferences = async (db: Db, userId: string, preferences: ClinicalPreferences, at: Date): Promise<void> => {
  const answers = JSON.stringify(preferences);
  await db
    .insertInto('clinical_preferences')
    .values({ user_id: userId, answers, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ answers, updated_at: at }))
    .execute();
};
