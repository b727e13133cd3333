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

/** Whether the planning belongs to one of the user's orders. */
export const ownPlanning = async (db: Db, planningId: string, userId: string): Promise<boolean> =>
  (await db
    .selectFrom('plannings')
    .innerJoin('orders', 'orders.id', 'plannings.order_id')
    .select('plannings.id')
    .where('plannings.id', '=', planningId)
    .where('orders.dentist_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** Records a planning survey answer; false when this planning was already rated. */
export const insertPlanningAnswer = async (db: Db, r: { id: string; userId: string; planningId: string; answers: readonly NpsAnswer[]; now: Date }): Promise<boolean> => {
  const result = await db
    .insertInto('nps_responses')
    .values({ id: r.id, user_id: r.userId, origin: 'ORDER_DETAIL', type: 'PLANNING', planning_id: r.planningId, answers: JSON.stringify(r.answers), created_at: r.now })
    .onConflict((oc) => oc.columns(['user_id', 'planning_id']).where('planning_id', 'is not', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export const postponePlanningSurvey = async (db: Db, r: { planningId: string; userId: string; code: string; now: Date }): Promise<void> => {
  await db
    .insertInto('planning_survey_states')
    .values({ planning_id: r.planningId, user_id: r.userId, code: r.code, updated_at: r.now })
    .onConflict((oc) => oc.columns(['planning_id', 'user_id']).doUpdateSet({ code: r.code, updated_at: r.now }))
    .execute();
};
