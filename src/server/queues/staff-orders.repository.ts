import type { ProductKind } from '../../domain/order/products';
import type { Updateable } from 'kysely';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { AuditValue } from '../../domain/order/audit';
import type { Role } from '../../domain/people/person';
import type { Db, Trx } from '../db/database';
import type { OrdersTable } from '../db/tables/orders.table';

/** What staff change on any order, and the lists their forms choose from. */

export const roleOf = async (db: Db, userId: string): Promise<Role | undefined> => (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role;

/** Writes the order's edited columns; 'taken' when the case number belongs to another order. */
export const updateOrderColumns = async (trx: Trx, orderId: string, changes: Updateable<OrdersTable>): Promise<'written' | 'taken'> => {
  if (Object.keys(changes).length === 0) return 'written';
  try {
    await trx.updateTable('orders').set(changes).where('id', '=', orderId).execute();
    return 'written';
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
};

/** Consultants saved for the dentist, used by the dentist's next orders. */
export const setDentistConsultants = async (
  trx: Trx,
  dentistId: string,
  defaults: { relationship_consultant_id?: string | null; acquisition_consultant_id?: string | null },
): Promise<void> => {
  if (Object.keys(defaults).length > 0) await trx.updateTable('users').set(defaults).where('id', '=', dentistId).execute();
};

/** What staff edit of an order, by the names the audit trail gives them. */
export const staffFieldsOf = async (trx: Trx, orderId: string): Promise<Record<string, AuditValue>> => {
  const o = await trx
    .selectFrom('orders')
    .select([
      'case_number',
      'case_continuation_number',
      'responsable_id',
      'relationship_consultant_id',
      'acquisition_consultant_id',
      'forecast_approval_date',
      'forecast_comment',
      'case_type',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    caseNumber: o.case_number,
    caseContinuationNumber: o.case_continuation_number,
    responsableId: o.responsable_id,
    relationshipConsultantId: o.relationship_consultant_id,
    acquisitionConsultantId: o.acquisition_consultant_id,
    forecastApprovalDate: o.forecast_approval_date === null ? null : String(o.forecast_approval_date).slice(0, 10),
    forecastComment: o.forecast_comment,
    caseType: o.case_type,
  };
};

export const planningCount = async (trx: Trx, orderId: string): Promise<number> =>
  Number(
    (
      await trx
        .selectFrom('plannings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const creditBonus = async (
  trx: Trx,
  c: { id: string; dentistId: string; origin: 'DENTIST' | 'KOLS' | 'PATIENT'; product: ProductKind; steps: number; patientId: string | null; at: Date },
): Promise<void> => {
  await trx
    .insertInto('bonus_ledger')
    .values({
      id: c.id,
      dentist_id: c.dentistId,
      origin: c.origin,
      product: c.product,
      steps: c.steps,
      patient_id: c.patientId,
      order_id: null,
      planning_id: null,
      grant_id: null,
      status: 'CONFIRMED',
      created_at: c.at,
    })
    .execute();
};

export const livePatientOf = (trx: Trx, patientId: string, dentistId: string) =>
  trx.selectFrom('patients').select('id').where('id', '=', patientId).where('dentist_id', '=', dentistId).where('deleted_at', 'is', null).executeTakeFirst();

export const setOrderPatient = async (trx: Trx, orderId: string, patientId: string): Promise<void> => {
  await trx.updateTable('orders').set({ patient_id: patientId }).where('id', '=', orderId).execute();
};

export const linkFileOnce = async (trx: Trx, orderId: string, attachmentId: string, type: AttachmentKind): Promise<void> => {
  await trx
    .insertInto('order_attachments')
    .values({ order_id: orderId, attachment_id: attachmentId, type })
    .onConflict((oc) => oc.columns(['order_id', 'attachment_id']).doNothing())
    .execute();
};

export const messageTypes = (db: Db) => db.selectFrom('message_types').select(['id', 'name']).orderBy('position').execute();

export const consultants = (db: Db) => db.selectFrom('users').select(['id', 'name', 'role']).where('role', '=', 'CONSULTANT').orderBy('name').execute();

const staffRoles: Role[] = ['EMPLOYEE', 'PLANNER', 'CONSULTANT'];

export const staffPage = async (db: Db, page: number, limit: number) => {
  const [items, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'role'])
      .where('role', 'in', staffRoles)
      .orderBy('name')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', 'in', staffRoles)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
};

/** The entries of the price table a dentist reads before a planning: the standard and fixed prices (special ones are staff's to give). */
export const dentistPriceTable = (db: Db) =>
  db
    .selectFrom('products')
    .select(['code', 'name', 'pricing_kind as pricingKind', 'unit_cents as unitCents'])
    .where('pricing_kind', 'in', ['SEGMENT', 'FIXED_PRICE'])
    .orderBy('position')
    .execute();

export const catalogProducts = (db: Db) => db.selectFrom('products').selectAll().orderBy('position').execute();

/** The dentist's Onyx code before a change (null for none), locking the dentist's row; undefined when no dentist has that id. */
export const onyxCodeOf = async (trx: Trx, dentistId: string): Promise<string | null | undefined> =>
  (await trx.selectFrom('users').select('onyx_code').where('id', '=', dentistId).where('role', '=', 'DENTIST').forUpdate().executeTakeFirst())?.onyx_code;

export const setOnyxCode = async (trx: Trx, dentistId: string, code: string): Promise<void> => {
  await trx.updateTable('users').set({ onyx_code: code }).where('id', '=', dentistId).execute();
};
