import type { Db } from '../db/database';
import { claimAccreditationCode, markAccredited } from './dentists.repository';

/**
 * A dentist uses a certificate code (decisions §7): true when the code exists and is free (or
 * already theirs), and the dentist becomes accredited in the same transaction; a code
 * accredits one dentist only.
 */
export const accreditDentist = (db: Db, code: string, dentistId: string, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!(await claimAccreditationCode(trx, code, dentistId, now))) return false;
    await markAccredited(trx, dentistId);
    return true;
  });
