import type * as t from 'io-ts';
import type { Gender } from '../../domain/people/person';
import type { Selectable } from 'kysely';
import { searchKey } from '../../domain/format/search-text';
import { onlyDigits } from '../../domain/format/mask';
import type { Patient } from '../../contract/patient.contract';
import type { Db, Trx } from '../db/database';
import type { PatientsTable } from '../db/tables/patients.table';

const toPatient = (r: Selectable<PatientsTable>): t.OutputOf<typeof Patient> => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, cpf: r.cpf, gender: r.gender });

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A dentist's patients by name (accents and case ignored) or CPF digits, alphabetically. */
export const listPatients = async (db: Db, dentistId: string, filter: string, page: number, limit: number): Promise<{ items: t.OutputOf<typeof Patient>[]; total: number }> => {
  let base = db.selectFrom('patients').where('dentist_id', '=', dentistId).where('deleted_at', 'is', null);
  const term = searchKey(filter);
  if (term !== '') {
    const digits = onlyDigits(filter);
    base = base.where((eb) => eb.or([eb('search_name', 'like', `%${escapeLike(term)}%`), ...(digits.length >= 3 ? [eb('cpf', 'like', `%${digits}%`)] : [])]));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('search_name')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPatient), total: Number(count.n) };
};

/** A live patient; `lock` holds its row until the transaction ends (a change that records what it was). */
export const findPatient = async (db: Db, id: string, lock = false): Promise<{ patient: t.OutputOf<typeof Patient>; dentistId: string } | undefined> => {
  const row = await db
    .selectFrom('patients')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row && { patient: toPatient(row), dentistId: row.dentist_id };
};

/** Whether another patient of the dentist (not `exceptId`) has this CPF. */
export const patientCpfInUse = async (db: Db, dentistId: string, cpf: string, exceptId?: string): Promise<boolean> =>
  (await db
    .selectFrom('patients')
    .select('id')
    .where('dentist_id', '=', dentistId)
    .where('cpf', '=', cpf)
    .where('deleted_at', 'is', null)
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- $if calls back only when it is defined
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst()) !== undefined;

export const updatePatient = async (
  db: Db,
  id: string,
  p: { firstName: string; lastName: string; cpf: string | null; gender: Gender | null },
): Promise<t.OutputOf<typeof Patient>> => {
  const row = await db
    .updateTable('patients')
    .set({ first_name: p.firstName, last_name: p.lastName, search_name: searchKey(`${p.firstName} ${p.lastName}`), cpf: p.cpf, gender: p.gender })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPatient(row);
};

export const insertPatient = async (
  db: Db,
  p: { id: string; dentistId: string; firstName: string; lastName: string; cpf: string | null; gender: Gender | null; now: Date },
): Promise<t.OutputOf<typeof Patient>> => {
  const row = await db
    .insertInto('patients')
    .values({
      id: p.id,
      dentist_id: p.dentistId,
      first_name: p.firstName,
      last_name: p.lastName,
      search_name: searchKey(`${p.firstName} ${p.lastName}`),
      cpf: p.cpf,
      gender: p.gender,
      created_at: p.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPatient(row);
};

/** Holds the patient's row until the transaction ends: who starts an order for them takes turns. */
export const lockPatient = async (trx: Trx, patientId: string): Promise<void> => {
  await trx.selectFrom('patients').select('id').where('id', '=', patientId).forUpdate().execute();
};
