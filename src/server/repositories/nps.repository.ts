import type { NpsAnswer } from '../../contract/nps.contract';
import type { Db } from '../db/database';

/** Records a platform survey answer; false when the user had already answered it. */
export const insertPlatformAnswer = async (db: Db, r: { id: string; userId: string; origin: string; type: string; answers: readonly NpsAnswer[]; now: Date }): Promise<boolean> => {
  const result = await db
    .insertInto('nps_responses')
    .values({ id: r.id, user_id: r.userId, origin: r.origin, type: r.type, planning_id: null, answers: JSON.stringify(r.answers), created_at: r.now })
    .onConflict((oc) => oc.columns(['user_id', 'origin']).where('planning_id', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export const dismissSurvey = async (db: Db, userId: string, origin: string, now: Date): Promise<void> => {
  await db
    .insertInto('nps_dismissals')
    .values({ user_id: userId, origin, dismissed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'origin']).doNothing())
    .execute();
};
