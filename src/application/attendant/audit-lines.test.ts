import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/admin-order.contract';
import { auditLines } from './audit-lines';

const entry = (action: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry =>
  ({ id: 'a', action, before, after, reason: null, at: '2026-11-20T13:00:00.000Z', actorName: 'Juliana Rocha' }) as unknown as AuditEntry;

describe('audit lines', () => {
  it('shows codes by their labels and dates as dd/MM/yyyy, never as stored', () => {
    const lines = auditLines(
      [
        entry('EDIT', { forecastApprovalDate: null, caseType: 'CASO_NOVO', status: 'ANALYSIS' }, { forecastApprovalDate: '2026-11-15', caseType: 'CASO_CONTINUACAO', status: 'VIRTUAL_PLANNING' }),
        entry('ARCADE_REMOVED', {}, { arcade: 'SUPERIOR' }),
        entry('DISCOUNT_ADDED', {}, { type: 'PERCENTAGE', description: 'Campanha' }),
        entry('DISCOUNT_ADDED', {}, { type: 'VALUE' }),
        entry('ATTACHMENT', {}, { type: 'OTHERS' }),
        entry('ATTACHMENT', {}, { type: 'MODEL_SUPERIOR' }),
      ],
      () => undefined,
    );
    expect(lines.flatMap((l) => l.changes)).toEqual([
      'Previsão de aprovação: — → 15/11/2026',
      'Tipo de caso: Caso Novo → Continuação (novas etapas)',
      'Status: Em análise → Planejamento virtual',
      'Arcada: Superior',
      'Tipo: Percentual',
      'Descrição: Campanha',
      'Tipo: Valor em reais',
      'Tipo: Outros arquivos',
      'Tipo: Modelo superior',
    ]);
    const codes = /\b[A-Z]{2,}(_[A-Z_]+)?\b|\d{4}-\d{2}-\d{2}/;
    for (const line of lines.flatMap((l) => l.changes)) expect(line).not.toMatch(codes);
  });
});
