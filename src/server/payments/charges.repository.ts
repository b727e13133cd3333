import { type ExpressionBuilder, sql } from 'kysely';
import type { ChargeStatus, PlannedCharge } from '../../domain/payments/charge-plan';
import type { PaymentMethodCode } from '../../domain/order/payment';
import { anyOf, type Database, type Db, type Trx } from '../db/database';
import type { CobStatus } from '../db/tables/charges.table';

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
  /** The PSP's "Pix Copia e Cola" once the charge is registered there (API Pix). */
  readonly pspCopiaECola: string | null;
  /** The bank's boleto the staff attached: its 47 digits (the PDF is stored beside). */
  readonly boletoDigits: string | null;
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
      'charges.cob_copia_e_cola',
      'charges.boleto_digits',
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
  pspCopiaECola: r.cob_copia_e_cola,
  boletoDigits: r.boleto_digits,
});

/** An order's charges, in their order. */
export const orderCharges = async (db: Db, orderId: string): Promise<ChargeRow[]> =>
  (await chargeColumns(db).where('charges.order_id', '=', orderId).orderBy('charges.number').execute()).map(toCharge);

/** The charge a Pix txid names: its static code's, or the one the PSP registered it under. */
const namedByTxid = (txid: string) => (w: ExpressionBuilder<Database, 'charges'>) => w.or([w('charges.txid', '=', txid), w('charges.cob_txid', '=', txid)]);

/** The order of the charge a Pix txid names. */
export const orderOfTxid = async (db: Db, txid: string): Promise<string | undefined> =>
  (await db.selectFrom('charges').select('order_id').where(namedByTxid(txid)).executeTakeFirst())?.order_id;

/** The charge a Pix txid names, locked until the caller's transaction ends (a payment settles it once). */
export const chargeByTxidLocked = async (trx: Trx, txid: string): Promise<ChargeRow | undefined> => {
  const row = await chargeColumns(trx).where(namedByTxid(txid)).forUpdate().executeTakeFirst();
  return row && toCharge(row);
};

/** An order's charge by id, locked until the caller's transaction ends. */
export const orderChargeLocked = async (trx: Trx, orderId: string, chargeId: string): Promise<ChargeRow | undefined> => {
  const row = await chargeColumns(trx).where('charges.order_id', '=', orderId).where('charges.id', '=', chargeId).forUpdate().executeTakeFirst();
  return row && toCharge(row);
};

/** The boleto the staff attached to a charge: its digits and its PDF. */
export const setChargeBoleto = async (trx: Trx, chargeId: string, digits: string, attachmentId: string): Promise<void> => {
  await trx.updateTable('charges').set({ boleto_digits: digits, boleto_attachment_id: attachmentId }).where('id', '=', chargeId).execute();
};

/** Where the boleto's PDF of an order's charge is stored, and the charge's number. */
export const boletoFileOf = (db: Db, orderId: string, chargeId: string) =>
  db
    .selectFrom('charges')
    .innerJoin('attachments', 'attachments.id', 'charges.boleto_attachment_id')
    .select(['attachments.storage_key', 'charges.number'])
    .where('charges.order_id', '=', orderId)
    .where('charges.id', '=', chargeId)
    .executeTakeFirst();

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

/** Cancelled here, and so to be removed at the PSP (one never registered there is removed by a "not found"). */
export const cancelCharges = async (trx: Trx, ids: readonly string[], at: Date): Promise<void> => {
  if (ids.length === 0) return;
  await trx
    .updateTable('charges')
    .set({ cancelled_at: at, cob_status: sql<CobStatus>`case when cob_status in ('WAITING', 'ACTIVE') then 'REMOVE' else cob_status end`, cob_attempts: 0 })
    .where('id', 'in', ids)
    .execute();
};

export const markRefundDue = async (trx: Trx, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await trx.updateTable('charges').set({ refund_due: true }).where('id', 'in', ids).execute();
};

export const markChargePaid = async (trx: Trx, id: string, at: Date): Promise<void> => {
  await trx.updateTable('charges').set({ paid_at: at }).where('id', '=', id).execute();
};

export interface LedgerFilter {
  /** One dentist's charges; none: every dentist's (the staff). */
  readonly dentistId?: string;
  readonly status?: ChargeStatus;
  /** yyyy-MM-dd in Brasília: what is overdue. */
  readonly today: string;
  readonly page: number;
  readonly limit: number;
}

/** A charge's status on `today`, in SQL, as the domain's `chargeStatusOn` says it. */
const statusSql = (today: string) =>
  sql<ChargeStatus>`case when charges.paid_at is not null then 'PAID' when charges.cancelled_at is not null then 'CANCELLED' when charges.due_date < ${today}::date then 'OVERDUE' else 'OPEN' end`;

/**
 * The ledger's lines, a page at a time: overdue first, then open by due date, then paid (latest
 * first), then cancelled; with how many the filter shows and the sums of all of them by status.
 */
export const chargeLedger = async (db: Db, f: LedgerFilter) => {
  const status = statusSql(f.today);
  const base = db
    .selectFrom('charges')
    .innerJoin('orders', 'orders.id', 'charges.order_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .innerJoin('users', 'users.id', 'orders.dentist_id')
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- $if calls back only when it is defined
    .$if(f.dentistId !== undefined, (q) => q.where('orders.dentist_id', '=', f.dentistId!));
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- $if calls back only when it is defined
  const filtered = base.$if(f.status !== undefined, (q) => q.where(status, '=', f.status!));
  const rank = sql<number>`case ${status} when 'OVERDUE' then 0 when 'OPEN' then 1 when 'PAID' then 2 else 3 end`;
  const [rows, count, counts] = await Promise.all([
    filtered
      .select([
        'charges.id',
        'charges.order_id',
        'orders.case_number',
        'patients.id as patient_id',
        'patients.first_name',
        'patients.last_name',
        'users.name as dentist_name',
        'charges.number',
        'charges.count',
        'charges.method',
        'charges.amount_cents',
        sql<string>`to_char(charges.due_date, 'YYYY-MM-DD')`.as('due_date'),
        status.as('status'),
        'charges.paid_at',
        'charges.refund_due',
      ])
      .orderBy(rank)
      .orderBy(sql`case when charges.paid_at is null then charges.due_date end`, 'asc')
      .orderBy('charges.paid_at', 'desc')
      .orderBy('orders.case_number')
      .orderBy('charges.number')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    // The sums are of all the charges, whatever the filter shows.
    base
      .select([
        sql<number>`coalesce(sum(charges.amount_cents) filter (where ${status} = 'OVERDUE'), 0)::bigint`.as('overdue'),
        sql<number>`coalesce(sum(charges.amount_cents) filter (where ${status} = 'OPEN'), 0)::bigint`.as('open'),
        sql<number>`coalesce(sum(charges.amount_cents) filter (where ${status} = 'PAID'), 0)::bigint`.as('paid'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      caseNumber: r.case_number,
      patient: { id: r.patient_id, name: `${r.first_name} ${r.last_name}` },
      dentistName: r.dentist_name,
      number: r.number,
      count: r.count,
      method: r.method,
      amountCents: r.amount_cents,
      dueDate: r.due_date,
      status: r.status,
      paidAt: iso(r.paid_at),
      refundDue: r.refund_due,
    })),
    total: count.total,
    page: f.page,
    limit: f.limit,
    sums: { overdueCents: counts.overdue, openCents: counts.open, paidCents: counts.paid },
  };
};

/**
 * Every charge (or the one `chargeId` names), open or not, with its order's number and dentist:
 * what a statement's credits may name or pay.
 */
export const chargesToMatch = async (db: Db, chargeId?: string) =>
  (
    await db
      .selectFrom('charges')
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- $if calls back only when it is defined
      .$if(chargeId !== undefined, (q) => q.where('charges.id', '=', chargeId!))
      .innerJoin('orders', 'orders.id', 'charges.order_id')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select([
        'charges.id',
        'charges.order_id',
        'charges.txid',
        'charges.number',
        'charges.count',
        'charges.amount_cents',
        sql<string>`to_char(charges.due_date, 'YYYY-MM-DD')`.as('due_date'),
        'orders.case_number',
        'users.name as dentist_name',
        sql<boolean>`charges.paid_at is null and charges.cancelled_at is null`.as('open'),
      ])
      .execute()
  ).map((r) => ({
    id: r.id,
    orderId: r.order_id,
    txid: r.txid,
    number: r.number,
    count: r.count,
    amountCents: r.amount_cents,
    dueDate: r.due_date,
    caseNumber: r.case_number,
    dentistName: r.dentist_name,
    open: r.open,
  }));

/** The statement lines (account and FITID) already recorded as payments: a statement imported again is recognised. */
export const importedStatementLines = async (db: Db, references: readonly string[]): Promise<Set<string>> =>
  references.length === 0
    ? new Set()
    : new Set((await db.selectFrom('payments').select('reference').where('source', '=', 'STATEMENT').where('reference', '=', anyOf(references)).execute()).map((r) => r.reference));

/** The payments kept aside (not paying their charge), newest first, a page at a time. */
export const paymentsAside = async (db: Db, { page, limit }: { readonly page: number; readonly limit: number }) => {
  const aside = db.selectFrom('payments').where('payments.outcome', '!=', 'PAID');
  const [rows, { total }] = await Promise.all([
    aside
      .leftJoin('charges', 'charges.id', 'payments.charge_id')
      .leftJoin('orders', 'orders.id', 'charges.order_id')
      .leftJoin('users', 'users.id', 'orders.dentist_id')
      .select([
        'payments.id',
        'payments.source',
        'payments.txid',
        'payments.amount_cents',
        'payments.paid_at',
        'payments.outcome',
        'charges.order_id',
        'orders.case_number',
        'users.name as dentist_name',
        'charges.number',
        'charges.count',
        'charges.amount_cents as charge_cents',
        'payments.reason',
      ])
      .orderBy('payments.recorded_at', 'desc')
      .orderBy('payments.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    aside.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    source: r.source,
    txid: r.txid,
    amountCents: r.amount_cents,
    paidAt: r.paid_at.toISOString(),
    outcome: r.outcome as Exclude<typeof r.outcome, 'PAID'>,
    reason: r.reason,
    charge:
      r.order_id === null
        ? null
        : // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a statement line joined to a charge has the charge's number, count and amount
          { orderId: r.order_id, caseNumber: r.case_number ?? null, dentistName: r.dentist_name ?? '', number: r.number!, count: r.count!, amountCents: r.charge_cents! },
  }));
  return { items, total, page, limit };
};
