import { sql } from 'kysely';
import type { Db } from '../db/database';

interface StaffRead {
  readonly id: string;
  readonly staffId: string;
  readonly what: string;
  readonly subjectId: string | null;
  readonly at: Date;
}

/** LGPD: records that a staff member read patients' data (who, what, when). Dentists reading their own are not logged. */
export const logStaffRead = async (db: Db, r: StaffRead & { readonly patientIds: readonly string[] }): Promise<void> => {
  if (r.patientIds.length === 0) return;
  await db
    .insertInto('patient_access_log')
    .values({ id: r.id, staff_id: r.staffId, what: r.what, subject_id: r.subjectId, patient_ids: JSON.stringify([...new Set(r.patientIds)]), at: r.at })
    .execute();
};

/** The same for what one order tells: its patient is found by the insert itself, nothing is logged for a missing order. */
export const logStaffReadOfOrder = async (db: Db, r: StaffRead & { readonly orderId: string }): Promise<void> => {
  await db
    .insertInto('patient_access_log')
    .columns(['id', 'staff_id', 'what', 'subject_id', 'patient_ids', 'at'])
    .expression(
      db
        .selectFrom('orders')
        .select([
          sql.val(r.id).as('id'),
          sql.val(r.staffId).as('staff_id'),
          sql.val(r.what).as('what'),
          sql.val(r.subjectId).as('subject_id'),
          sql<string>`json_build_array(orders.patient_id)::text`.as('patient_ids'),
          sql.val(r.at).as('at'),
        ])
        .where('orders.id', '=', r.orderId),
    )
    .execute();
};
