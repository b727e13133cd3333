import type { Db } from '../db/database';

/** A new draft order with its first history entry, in one transaction. */
export const insertDraft = (db: Db, d: { id: string; historyId: string; dentistId: string; patientId: string; now: Date }): Promise<void> =>
  db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id: d.id,
        dentist_id: d.dentistId,
        patient_id: d.patientId,
        status: 'DRAFT',
        case_type: 'CASO_NOVO',
        arcade_superior: false,
        arcade_inferior: false,
        draft_step: 'PRODUCT',
        created_at: d.now,
        updated_at: d.now,
      })
      .execute();
    await trx
      .insertInto('order_status_history')
      .values({ id: d.historyId, order_id: d.id, from_status: null, to_status: 'DRAFT', actor_id: d.dentistId, reason: null, changed_at: d.now })
      .execute();
  });
