import * as t from 'io-ts';
import { installmentPlan, type PaymentMethodCode } from '../order/payment';
import type { OrderStatus } from '../order/order-status';
import { endOfBrazilDay } from '../format/date';

// An approved order's payment condition becomes charges, which always add up to the
// approved planning's total; each is open, paid, overdue or cancelled.

// ---- model ----

export const ChargeStatus = t.keyof({ OPEN: null, PAID: null, OVERDUE: null, CANCELLED: null });
export type ChargeStatus = t.TypeOf<typeof ChargeStatus>;

/** A charge as planned at the approval: its place among the order's, amount and due date (yyyy-MM-dd). */
export interface PlannedCharge {
  readonly number: number;
  readonly amountCents: number;
  readonly dueDate: string;
}

export interface ChargeState {
  readonly dueDate: string;
  readonly paidAt: string | null;
  readonly cancelledAt: string | null;
}

/** The default: the first charge due 3 days after the approval, the others a month apart. */
export const firstChargeDueInDays = 3;

/** How each condition reads beside its charges. */
export const chargeMethodLabels: Readonly<Record<PaymentMethodCode, string>> = {
  PIX: 'Pix',
  BOLETO: 'Boleto à vista',
  BOLETO_INSTALLMENTS: 'Boleto parcelado',
  CREDIT_CARD: 'Cartão de crédito',
};

/** The statuses an order can have charges in: from its approval (or pre-approval) on, and cancelled after it. */
export const chargedStatuses: readonly OrderStatus[] = ['WAITING_FOR_PAYMENT', 'APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED', 'CANCELLED'];

/** A charge's name among its order's: "Pagamento à vista" when it is the only one, else "Parcela 2 de 6". */
export const chargeTitle = (charge: { readonly number: number; readonly count: number }): string =>
  charge.count === 1 ? 'Pagamento à vista' : `Parcela ${charge.number} de ${charge.count}`;

export const chargeStatusLabels: Readonly<Record<ChargeStatus, string>> = { OPEN: 'Em aberto', PAID: 'Paga', OVERDUE: 'Vencida', CANCELLED: 'Cancelada' };

// ---- rules ----

const isoDate = (year: number, monthIndex: number, day: number): string => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

const parts = (date: string): [number, number, number] => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
};

/** A calendar day plus `days`. */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = parts(date);
  return isoDate(y, m, d + days);
};

/** The same day `months` later, or that month's last day when it is shorter (31 Jan → 28 or 29 Feb). */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return isoDate(y, m + months, Math.min(d, lastDay));
};

/**
 * The charges of an order approved on `approvedOn` (its day in Brasília) for `totalCents`, in
 * `installments` (1 for à vista): amounts that add up to the total, the first ones carrying the
 * leftover cents, due from `firstDueInDays` after the approval and then a month apart. No charge
 * is of zero: a total of fewer cents than installments is charged in as many charges as cents,
 * and nothing to pay makes no charge.
 */
export const chargePlan = (totalCents: number, installments: number, approvedOn: string, firstDueInDays = firstChargeDueInDays): PlannedCharge[] => {
  if (totalCents <= 0) return [];
  const first = addDays(approvedOn, firstDueInDays);
  return installmentPlan(totalCents, Math.min(installments, totalCents)).map((amountCents, i) => ({ number: i + 1, amountCents, dueDate: addMonths(first, i) }));
};

/** Where a charge stands on `today` (yyyy-MM-dd, Brasília): paid and cancelled stay so; an unpaid one is overdue the day after its due date. */
export const chargeStatusOn = (charge: ChargeState, today: string): ChargeStatus => {
  if (charge.paidAt !== null) return 'PAID';
  if (charge.cancelledAt !== null) return 'CANCELLED';
  return today > charge.dueDate ? 'OVERDUE' : 'OPEN';
};

/** Whether a charge in this status is still owed and can be paid: open, or overdue. */
export const isOwed = (status: ChargeStatus): boolean => status === 'OPEN' || status === 'OVERDUE';

/** What cancelling the order does to a charge: an open one is cancelled, a paid one is owed back, a cancelled one stays. */
export const chargeOnOrderCancelled = (charge: Pick<ChargeState, 'paidAt' | 'cancelledAt'>): 'CANCEL' | 'REFUND' | 'KEEP' => {
  if (charge.paidAt !== null) return 'REFUND';
  return charge.cancelledAt === null ? 'CANCEL' : 'KEEP';
};

/** A charge's Pix txid: 25 letters and digits from its id, the same every time it is shown. */
export const txidOf = (chargeId: string): string =>
  chargeId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 25)
    .toUpperCase();

/** The API Pix's txid of a charge: its id's 32 letters and digits (the standard asks 26 to 35), of which the static code's txid is the first 25. */
export const cobTxidOf = (chargeId: string): string => chargeId.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** How long after its due date a charge registered with the PSP can still be paid by its code: an overdue charge is still owed. */
export const cobDaysAfterDue = 60;

/**
 * The lifetime in seconds the API Pix is asked for (`calendario.expiracao`) when a charge due on
 * `dueDate` (yyyy-MM-dd) is registered at `at`: until the end, in Brasília, of `cobDaysAfterDue`
 * days after its due date; a day at least.
 */
export const cobLifetimeSeconds = (dueDate: string, at: Date): number => {
  // The last second of the last day it may be paid, in Brasília.
  const end = endOfBrazilDay(addDays(dueDate, cobDaysAfterDue)).getTime() - 1000;
  return Math.max(86_400, Math.floor((end - at.getTime()) / 1000));
};
