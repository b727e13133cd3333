import { sql } from 'kysely';
import type { Db, Trx } from '../db/database';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Gender } from '../../domain/people/person';

export interface NewDentist {
  readonly id: string;
  readonly email: string;
  readonly document: string;
  readonly name: string;
  readonly searchName: string;
  readonly gender: Gender | null;
  readonly phone: string;
  readonly croNumber: string;
  readonly croState: string;
  readonly specialty: string;
  readonly clinicName: string | null;
  readonly passwordHash: string;
}

export const emailInUse = async (db: Db, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

export const documentInUse = async (db: Db, document: string, exceptUserId?: string): Promise<boolean> => {
  let query = db.selectFrom('users').select('id').where('document', '=', document);
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const insertDentist = async (db: Db, d: NewDentist): Promise<void> => {
  await db
    .insertInto('users')
    .values({
      id: d.id,
      email: d.email,
      document: d.document,
      name: d.name,
      search_name: d.searchName,
      role: 'DENTIST',
      gender: d.gender,
      password_hash: d.passwordHash,
      cro_number: d.croNumber,
      cro_state: d.croState,
      specialty: d.specialty,
      clinic_name: d.clinicName,
      phone: d.phone,
    })
    .execute();
};

/** Fills a lead's registration and clears the lead flag. */
export const completeLead = async (db: Db, id: string, d: Omit<NewDentist, 'id' | 'email' | 'passwordHash'>): Promise<boolean> => {
  const result = await db
    .updateTable('users')
    .set({
      document: d.document,
      name: d.name,
      search_name: d.searchName,
      gender: d.gender,
      phone: d.phone,
      cro_number: d.croNumber,
      cro_state: d.croState,
      specialty: d.specialty,
      clinic_name: d.clinicName,
      is_lead: false,
    })
    .where('id', '=', id)
    .where('is_lead', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Claims a certificate code for a dentist: true when the code exists and is free (or already theirs). */
export const claimAccreditationCode = async (trx: Trx, code: string, dentistId: string, now: Date): Promise<boolean> => {
  const claimed = await trx
    .updateTable('accreditation_codes')
    .set({ used_by: dentistId, used_at: now })
    .where('code', '=', code)
    .where((eb) => eb.or([eb('used_by', 'is', null), eb('used_by', '=', dentistId)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
};

export const markAccredited = async (trx: Trx, dentistId: string): Promise<void> => {
  await trx.updateTable('users').set({ accredited: true }).where('id', '=', dentistId).execute();
};

/** Facts that decide whether the post-purchase survey is offered. */
export const platformSurveyState = async (db: Db, userId: string, paidStatuses: readonly OrderStatus[]) => {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('dentist_id', '=', userId)
        .where('status', 'in', [...paidStatuses])
        .as('paid_orders'),
      eb.exists(eb.selectFrom('nps_responses').select('id').where('user_id', '=', userId).where('origin', '=', 'ORDERS')).as('answered'),
      eb.exists(eb.selectFrom('nps_dismissals').select('user_id').where('user_id', '=', userId).where('origin', '=', 'ORDERS')).as('dismissed'),
    ])
    .executeTakeFirstOrThrow();
  return { paidOrders: Number(row.paid_orders ?? 0), answered: Boolean(row.answered), dismissed: Boolean(row.dismissed) };
};
