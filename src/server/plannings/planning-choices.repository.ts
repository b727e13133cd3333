import type { Db, Trx } from '../db/database';

/** The dentist's choices on a planning: payment condition, upgrade, current planning, views. */

export const findPaymentCondition = (db: Db, id: string) => db.selectFrom('payment_conditions').selectAll().where('id', '=', id).executeTakeFirst();

export const listPaymentConditions = (db: Db) => db.selectFrom('payment_conditions').selectAll().orderBy('position').execute();

export const savePayment = async (
  trx: Trx,
  orderId: string,
  choice: { planningId: string; conditionId: string; installments: number | null; useThirdPartyCheckout: boolean },
  at: Date,
): Promise<void> => {
  const row = {
    planning_id: choice.planningId,
    payment_condition_id: choice.conditionId,
    installments: choice.installments,
    use_third_party_checkout: choice.useThirdPartyCheckout,
    updated_at: at,
  };
  await trx
    .insertInto('order_payments')
    .values({ order_id: orderId, ...row })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(row))
    .execute();
};

export const deletePayment = async (trx: Trx, orderId: string, planningId: string): Promise<void> => {
  await trx.deleteFrom('order_payments').where('order_id', '=', orderId).where('planning_id', '=', planningId).execute();
};

export const findActiveOffer = (trx: Trx, id: string) => trx.selectFrom('offers').select(['id', 'name']).where('id', '=', id).where('active', '=', true).executeTakeFirst();

export const setPlanningOffer = async (trx: Trx, planningId: string, offerId: string | null): Promise<void> => {
  await trx.updateTable('plannings').set({ offer_id: offerId }).where('id', '=', planningId).execute();
};

/** The first view of each kind is kept; a later one changes nothing. */
export const markPlanningViewed = async (trx: Trx, planningId: string, type: 'WEB' | 'FILE', at: Date): Promise<void> => {
  const column = type === 'WEB' ? 'web_viewed_at' : 'file_viewed_at';
  await trx
    .updateTable('plannings')
    .set({ [column]: at })
    .where('id', '=', planningId)
    .where(column, 'is', null)
    .execute();
};

export const makePlanningCurrent = async (trx: Trx, orderId: string, planningId: string): Promise<void> => {
  await trx.updateTable('plannings').set({ is_current: false }).where('order_id', '=', orderId).where('is_current', '=', true).execute();
  await trx.updateTable('plannings').set({ is_current: true }).where('id', '=', planningId).execute();
};
