import type { Db } from '../db/database';

/** LGPD: records that a staff member read patients' data (who, what, when). Dentists reading their own are not logged. */
export const logStaffRead = async (db: Db, r: { id: string; staffId: string; what: string; subjectId: string | null; patientIds: readonly string[]; at: Date }): Promise<void> => {
  if (r.patientIds.length === 0) return;
  await db
    .insertInto('patient_access_log')
    .values({ id: r.id, staff_id: r.staffId, what: r.what, subject_id: r.subjectId, patient_ids: JSON.stringify([...new Set(r.patientIds)]), at: r.at })
    .execute();
};
