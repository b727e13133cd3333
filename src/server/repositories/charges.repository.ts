import { sql } from 'kysely';
import type { PlannedCharge } from '../../domain/payments/charge-plan';
import type { PaymentMethodCode } from '../../domain/order/payment';
import type { Db, Trx } from '../db/database';

/** A charge as the use cases read it: dates as the domain takes them (yyyy-MM-dd, ISO instants). */
export interface ChargeRow {
  readonly id: string;
  readonly orderId: string;
  readonly number: number;
  readonly count: number;
  readonly method: PaymentMethodCode;
  readonly amountCents: number;
  readonly dueDate: string;
  readonly txid: string;
  readonly paidAt: string | null;
  readonly cancelledAt: string | null;
  readonly refundDue: boolean;
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

const chargeColumns = (db: Db) =>
  db
    .selectFrom('charges')
    .select([
      'charges.id',
      'charges.order_id',
      'charges.number',
      'charges.count',
      'charges.method',
      'charges.amount_cents',
      sql<string>`to_char(charges.due_date, 'YYYY-MM-DD')`.as('due_date'),
      'charges.txid',
      'charges.paid_at',
      'charges.cancelled_at',
      'charges.refund_due',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof chargeColumns>['execute']>>[number];

const toCharge = (r: Row): ChargeRow => ({
  id: r.id,
  orderId: r.order_id,
  number: r.number,
  count: r.count,
  method: r.method,
  amountCents: r.amount_cents,
  dueDate: r.due_date,
  txid: r.txid,
  paidAt: iso(r.paid_at),
  cancelledAt: iso(r.cancelled_at),
  refundDue: r.refund_due,
});

/** An order's charges, in their order. */
export const orderCharges = async (db: Db, orderId: string): Promise<ChargeRow[]> =>
  (await chargeColumns(db).where('charges.order_id', '=', orderId).orderBy('charges.number').execute()).map(toCharge);

/** The charge a Pix txid names, locked until the caller's transaction ends (a payment settles it once). */
export const chargeByTxidLocked = async (trx: Trx, txid: string): Promise<ChargeRow | undefined> => {
  const row = await chargeColumns(trx).where('charges.txid', '=', txid).forUpdate().executeTakeFirst();
  return row && toCharge(row);
};

/** An order's charge by id, locked until the caller's transaction ends. */
export const orderChargeLocked = async (trx: Trx, orderId: string, chargeId: string): Promise<ChargeRow | undefined> => {
  const row = await chargeColumns(trx).where('charges.order_id', '=', orderId).where('charges.id', '=', chargeId).forUpdate().executeTakeFirst();
  return row && toCharge(row);
};

export interface NewCharges {
  readonly orderId: string;
  readonly planningId: string;
  readonly method: PaymentMethodCode;
  /** Each planned charge with its id and txid. */
  readonly planned: readonly (PlannedCharge & { readonly id: string; readonly txid: string })[];
  readonly at: Date;
}

export const insertCharges = async (trx: Trx, c: NewCharges): Promise<void> => {
  if (c.planned.length === 0) return;
  await trx
    .insertInto('charges')
    .values(
      c.planned.map((p) => ({
        id: p.id,
        order_id: c.orderId,
        planning_id: c.planningId,
        number: p.number,
        count: c.planned.length,
        method: c.method,
        amount_cents: p.amountCents,
        due_date: p.dueDate,
        txid: p.txid,
        created_at: c.at,
      })),
    )
    .execute();
};

export const cancelCharges = async (trx: Trx, ids: readonly string[], at: Date): Promise<void> => {
  if (ids.length > 0) await trx.updateTable('charges').set({ cancelled_at: at }).where('id', 'in', ids).execute();
};

export const markRefundDue = async (trx: Trx, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await trx.updateTable('charges').set({ refund_due: true }).where('id', 'in', ids).execute();
};

export const markChargePaid = async (trx: Trx, id: string, at: Date): Promise<void> => {
  await trx.updateTable('charges').set({ paid_at: at }).where('id', '=', id).execute();
};
