import type * as t from 'io-ts';
import type { Gender } from '../../domain/people/person';
import type { Db } from '../db/database';
import { recordPeopleChange } from '../orders/order-audit.repository';
import type { Patient } from '../../contract/patient.contract';
import { findPatient, updatePatient } from './patients.repository';
import { onyxCodeOf, setOnyxCode } from '../queues/staff-orders.repository';

// Staff changes of a person's own record, kept in the audit trail of that person's orders
//: the change and its trail rows in one transaction.

interface StaffChangeOf {
  readonly staffId: string;
  readonly at: Date;
  readonly newId: () => string;
}

/** The dentist's Onyx code; false when no dentist has that id. */
export const setOnyxCodeByStaff = (db: Db, dentistId: string, code: string, who: StaffChangeOf): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const before = await onyxCodeOf(trx, dentistId);
    if (before === undefined) return false;
    await setOnyxCode(trx, dentistId, code);
    await recordPeopleChange(trx, { of: { dentistId }, actorId: who.staffId, action: 'ONYX_CODE', before: { onyxCode: before }, after: { onyxCode: code }, at: who.at }, who.newId);
    return true;
  });

interface PatientFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly cpf: string | null;
  readonly gender: string | null;
}
const fields = (p: PatientFields) => ({ firstName: p.firstName, lastName: p.lastName, cpf: p.cpf, gender: p.gender });

/**
 * A patient's data as staff correct it, from what it was when the change is made: read under
 * the row's lock, so two corrections at once each record the other's result as their "before".
 * Undefined when no live patient has that id.
 */
export const updatePatientByStaff = (
  db: Db,
  id: string,
  after: { firstName: string; lastName: string; cpf: string | null; gender: Gender | null },
  who: StaffChangeOf,
): Promise<t.OutputOf<typeof Patient> | undefined> =>
  db.transaction().execute(async (trx) => {
    const before = await findPatient(trx, id, true);
    if (!before) return undefined;
    const updated = await updatePatient(trx, id, after);
    await recordPeopleChange(
      trx,
      { of: { patientId: id }, actorId: who.staffId, action: 'PATIENT_DATA', before: fields(before.patient), after: fields(after), at: who.at },
      who.newId,
    );
    return updated;
  });
