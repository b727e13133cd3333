import * as E from 'fp-ts/Either';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { spreadsheetCell } from '../../domain/format/spreadsheet-cell';
import { defer, map, type Observable } from 'rxjs';
import type { Dashboard } from '../../contract/orders.contract';
import { dashboardSpans, dashboardStages } from '../../domain/order/dashboard';
import { isoDateToBr } from '../../domain/format/date';
import { orderStatuses, statusLabel } from '../../domain/order/order-status';
import { durationLabel } from '../../domain/order/status-age';
import type { QueueGateway } from '../ports/queue-gateway';
import { makerId } from '../view-model-maker';

/** One of the dashboard's tables: what a chart draws, and what a screen reader reads and the CSV holds. */
export interface FigureTable {
  readonly key: string;
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** The same table as a CSV file's text, for "Baixar CSV". */
  readonly csv: string;
  readonly fileName: string;
}

export interface DashboardView {
  readonly late: number;
  readonly waiting: number;
  /** The waits in hours, for the chart; the table says them in words. */
  readonly spanHours: readonly { readonly label: string; readonly median: number | null; readonly p90: number | null }[];
  readonly tables: {
    readonly byStatus: FigureTable;
    readonly flows: FigureTable;
    readonly spans: FigureTable;
    readonly decisions: FigureTable;
    readonly reasons: FigureTable;
  };
}

const table = (key: string, title: string, columns: readonly string[], rows: readonly (readonly (string | number)[])[]): FigureTable => ({
  key,
  title,
  columns,
  rows,
  csv: stringify([columns, ...rows.map((r) => [...r])], { delimiter: ';', bom: true, cast: { string: spreadsheetCell } }),
  fileName: `painel-${key}.csv`,
});

const week = (monday: string) => `Semana de ${isoDateToBr(monday)}`;

/** The dashboard's answer as the page shows it: every figure in words and Brazilian dates, each table with its CSV. */
const spanShortLabels = { TO_PLANNING: 'Até o planejamento', TO_DECISION: 'Até a decisão', TO_SHIPPING: 'Até o envio' } as const;

export const dashboardView = (d: Dashboard): DashboardView => ({
  late: d.late,
  waiting: d.byStatus.WAITING_FOR_APPROVAL ?? 0,
  spanHours: dashboardSpans.map((span) => {
    const f = d.spans.find((s) => s.span === span.span);
    return { label: spanShortLabels[span.span], median: f?.medianHours ?? null, p90: f?.p90Hours ?? null };
  }),
  tables: {
    byStatus: table(
      'pedidos-por-status',
      'Pedidos por status agora',
      ['Status', 'Pedidos'],
      orderStatuses.filter((s) => s !== 'DRAFT').map((s) => [statusLabel(s), d.byStatus[s] ?? 0]),
    ),
    flows: table(
      'entradas-e-saidas-por-etapa',
      'Pedidos que entraram e saíram de cada etapa, por semana',
      ['Semana', ...dashboardStages.flatMap((s) => [`${s.label}: entraram`, `${s.label}: saíram`])],
      d.weeks.map((w) => [week(w.monday), ...dashboardStages.flatMap((s) => [w.entered[s.stage] ?? 0, w.left[s.stage] ?? 0])]),
    ),
    spans: table(
      'tempos',
      'Tempos nas últimas 12 semanas',
      ['Intervalo', 'Pedidos medidos', 'Mediana', '90% em até'],
      dashboardSpans.map((span) => {
        const f = d.spans.find((s) => s.span === span.span);
        return [span.label, f?.count ?? 0, f?.medianHours == null ? '—' : durationLabel(f.medianHours), f?.p90Hours == null ? '—' : durationLabel(f.p90Hours)];
      }),
    ),
    decisions: table(
      'aprovacoes-e-revisoes',
      'Aprovações e pedidos de revisão, por semana',
      ['Semana', 'Aprovações', 'Pedidos de revisão'],
      d.weeks.map((w) => [week(w.monday), w.approvals, w.rejections]),
    ),
    reasons: table(
      'motivos-de-revisao',
      'Motivos de revisão mais frequentes',
      ['Motivo', 'Vezes'],
      d.rejectionReasons.map((r) => [r.reason, r.count]),
    ),
  },
});

/** "Painel": read when the page subscribes; a sentence when it cannot be read. */
export class DashboardModel {
  constructor(private readonly gateway: Pick<QueueGateway, 'dashboard'>) {}

  readonly view$: Observable<E.Either<string, DashboardView>> = defer(() => this.gateway.dashboard()).pipe(map(E.bimap((e) => e.message, dashboardView)));
}

/** How "Painel" gets its model: its area binds the maker. */
export const dashboardModels = makerId<[], DashboardModel>('DashboardModel');
