import * as t from 'io-ts';
import type { OrderStatus } from './order-status';
import { atBrasiliaWallClock, brasiliaWallClock, dayMs } from '../format/date';

// The provider's operation at a glance, computed in the database from the status history.

/** The stages an order goes through, each a set of statuses. */
export const DashboardStage = t.keyof({ RECEIVING: null, PLANNING: null, APPROVAL: null, PRODUCTION: null, SHIPPING: null });
export type DashboardStage = t.TypeOf<typeof DashboardStage>;

export const dashboardStages: readonly { readonly stage: DashboardStage; readonly label: string; readonly statuses: readonly OrderStatus[] }[] = [
  {
    stage: 'RECEIVING',
    label: 'Recebimento e análise',
    statuses: [
      'RECEIVED',
      'WAITING_MODEL',
      'MODEL_RECEIVED',
      'MODEL_DIGITALIZATION',
      'ANALYSIS',
      'WAITING_NEW_FILE',
      'WAITING_NEW_MODEL',
      'NEW_FILE_RECEIVED',
      'NEW_MODEL_RECEIVED',
    ],
  },
  { stage: 'PLANNING', label: 'Planejamento', statuses: ['WAITING_VIRTUAL_PLANNING', 'VIRTUAL_PLANNING'] },
  { stage: 'APPROVAL', label: 'Aprovação do dentista', statuses: ['WAITING_FOR_APPROVAL', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'] },
  { stage: 'PRODUCTION', label: 'Produção', statuses: ['APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING'] },
  { stage: 'SHIPPING', label: 'Enviado', statuses: ['SHIPPED'] },
];

/** The stage a status belongs to, or null (a draft, a finished or cancelled order). */
export const stageOf = (status: OrderStatus | null): DashboardStage | null =>
  dashboardStages.find((s) => (s.statuses as readonly (OrderStatus | null)[]).includes(status))?.stage ?? null;

/** The waits measured: from received to the planning sent, from the planning sent to the dentist's decision, from approval to shipping. */
export const DashboardSpan = t.keyof({ TO_PLANNING: null, TO_DECISION: null, TO_SHIPPING: null });
export type DashboardSpan = t.TypeOf<typeof DashboardSpan>;

/**
 * Each wait ends with an event of `to` in the weeks shown; it started with the order's first
 * event of `from` before it, or its latest (a planning sent again after a review is a new wait).
 */
export const dashboardSpans: readonly {
  readonly span: DashboardSpan;
  readonly label: string;
  readonly from: readonly OrderStatus[];
  readonly to: readonly OrderStatus[];
  readonly start: 'first' | 'latest';
}[] = [
  { span: 'TO_PLANNING', label: 'Do recebimento ao planejamento enviado', from: ['RECEIVED'], to: ['WAITING_FOR_APPROVAL'], start: 'first' },
  {
    span: 'TO_DECISION',
    label: 'Do planejamento enviado à decisão do dentista',
    from: ['WAITING_FOR_APPROVAL'],
    to: ['APPROVED', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'],
    start: 'latest',
  },
  { span: 'TO_SHIPPING', label: 'Da aprovação ao envio', from: ['APPROVED'], to: ['SHIPPED'], start: 'first' },
];

/** An approval: the dentist approved, or pre-approved to pay (spec §5); a rejection asks for a review. */
export const isApproval = (from: OrderStatus | null, to: OrderStatus): boolean => from === 'WAITING_FOR_APPROVAL' && (to === 'APPROVED' || to === 'WAITING_FOR_PAYMENT');
export const isRejection = (from: OrderStatus | null, to: OrderStatus): boolean => from === 'WAITING_FOR_APPROVAL' && to === 'REVIEW_REQUESTED';

/** How many orders moved from one status to another in one week of the history (week 0: the first shown). */
export interface StatusMoves {
  readonly week: number;
  readonly from: OrderStatus | null;
  readonly to: OrderStatus;
  readonly n: number;
}

/** A week's flows: the orders that entered and left each stage, the approvals and the requests for review. */
export interface WeekFlows {
  readonly monday: string;
  readonly entered: Record<DashboardStage, number>;
  readonly left: Record<DashboardStage, number>;
  readonly approvals: number;
  readonly rejections: number;
}

const perStage = (): Record<DashboardStage, number> => Object.fromEntries(dashboardStages.map((s) => [s.stage, 0])) as Record<DashboardStage, number>;

/**
 * The weeks' flows from the history's moves: a move between two stages leaves the one and enters
 * the other, a move within a stage does neither; moves outside the weeks shown are not counted.
 * Over a history, what entered a stage less what left it is what is in it now.
 */
export const weeklyFlows = (mondays: readonly string[], moves: readonly StatusMoves[]): WeekFlows[] => {
  const weeks = mondays.map((monday) => ({ monday, entered: perStage(), left: perStage(), approvals: 0, rejections: 0 }));
  for (const move of moves) {
    const week = weeks[move.week];
    if (!week) continue;
    const from = stageOf(move.from);
    const to = stageOf(move.to);
    if (from !== to) {
      if (from) week.left[from] += move.n;
      if (to) week.entered[to] += move.n;
    }
    if (isApproval(move.from, move.to)) week.approvals += move.n;
    if (isRejection(move.from, move.to)) week.rejections += move.n;
  }
  return weeks;
};

/** How many weeks the charts go back. */
export const dashboardWeeks = 12;

/**
 * The Mondays (yyyy-MM-dd, Brasília time) of the last `weeks` weeks, oldest first, the current
 * week last; and the instant the oldest began, where the history is read from.
 */
export const dashboardWeekStarts = (now: Date, weeks = dashboardWeeks): { readonly mondays: readonly string[]; readonly since: Date } => {
  const local = brasiliaWallClock(now);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const thisMonday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * dayMs;
  const mondays = Array.from({ length: weeks }, (_, i) => new Date(thisMonday - (weeks - 1 - i) * 7 * dayMs).toISOString().slice(0, 10));
  return { mondays, since: atBrasiliaWallClock(thisMonday - (weeks - 1) * 7 * dayMs) };
};
