import * as t from 'io-ts';
import { OrderStatus, orderStatuses } from './order-status';

// How long an order has waited in its status, and the provider's target for it.

const hourMs = 60 * 60 * 1000;

/** The provider's target per status, in whole hours; a status left out has none. */
export const StatusTargets = t.record(OrderStatus, t.union([t.undefined, t.Int]));
export type StatusTargets = Readonly<Partial<Record<OrderStatus, number>>>;

/** Planning in 3 days, a planning sent back for review in 3 too, the dentist's approval in 7, production in 5. */
export const defaultStatusTargets: StatusTargets = {
  WAITING_VIRTUAL_PLANNING: 3 * 24,
  VIRTUAL_PLANNING: 3 * 24,
  REVIEW_REQUESTED: 3 * 24,
  WAITING_FOR_APPROVAL: 7 * 24,
  PRODUCTION: 5 * 24,
};

/** Where an order waits for someone, so that a target means something: not a draft, a cancelled or a finished order. */
export const targetStatuses: readonly OrderStatus[] = orderStatuses.filter((s) => s !== 'DRAFT' && s !== 'CANCELLED' && s !== 'FINISHED');

/** A target is at least an hour and at most a year. */
export const isValidTargetHours = (hours: number): boolean => Number.isInteger(hours) && hours >= 1 && hours <= 366 * 24;

/** Whole days and hours since the order entered its status (never negative: a clock behind counts as now). */
export const statusAge = (since: Date, now: Date): { readonly days: number; readonly hours: number } => {
  const hours = Math.max(0, Math.floor((now.getTime() - since.getTime()) / hourMs));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A duration in words, counted in whole hours: "3 dias e 4 horas", "5 horas", "menos de 1 hora". */
export const durationLabel = (totalHours: number): string => {
  const whole = Math.max(0, Math.floor(totalHours));
  const days = Math.floor(whole / 24);
  const hours = whole % 24;
  if (days === 0) return hours === 0 ? 'menos de 1 hora' : plural(hours, 'hora', 'horas');
  return hours === 0 ? plural(days, 'dia', 'dias') : `${plural(days, 'dia', 'dias')} e ${plural(hours, 'hora', 'horas')}`;
};

/** How long since `since`, in words: never a code or an ISO date. */
export const statusAgeLabel = (since: Date, now: Date): string => durationLabel((now.getTime() - since.getTime()) / hourMs);

/** A target in words, for the column's legend and the settings: "3 dias", "36 horas". */
export const targetLabel = (hours: number): string => (hours % 24 === 0 ? plural(hours / 24, 'dia', 'dias') : plural(hours, 'hora', 'horas'));

/** Whether an order has waited in its status longer than the provider's target for it. */
export const pastTarget = (status: OrderStatus, since: Date, now: Date, targets: StatusTargets): boolean => {
  // Without a target, never late.
  return now.getTime() - since.getTime() > (targets[status] ?? Infinity) * hourMs;
};

/** The moment an order entered its status past which it is late, or undefined without a target (the query's bound). */
export const lateBefore = (status: OrderStatus, now: Date, targets: StatusTargets): Date | undefined => {
  const target = targets[status];
  return target === undefined ? undefined : new Date(now.getTime() - target * hourMs);
};
