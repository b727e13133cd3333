import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AuditEntry } from '../../contract/staff-order.contract';
import { auditLines } from './audit-lines';

const entry = (action: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry =>
  ({ id: 'a', action, before, after, reason: null, at: '2026-11-20T13:00:00.000Z', actorName: 'Juliana Rocha' }) as unknown as AuditEntry;

describe('audit lines', () => {
  it('shows codes by their labels and dates as dd/MM/yyyy, never as stored', () => {
    const lines = auditLines(
      [
        entry(
          'EDIT',
          { forecastApprovalDate: null, caseType: 'CASO_NOVO', status: 'ANALYSIS' },
          { forecastApprovalDate: '2026-11-15', caseType: 'CASO_CONTINUACAO', status: 'VIRTUAL_PLANNING' },
        ),
        entry('ARCADE_REMOVED', {}, { arch: 'upper' }),
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

  it('reads every kind of staff change as people write it: names, R$, labels, "de → para"', () => {
    const lines = auditLines(
      [
        entry('ADD_BALANCE', {}, { type: 'KOLS', amount: 3, product: 'ALINHADORES' }),
        entry('ADDRESS', { shippingAddress: 'Rua A, 10 – Centro, Campinas/SP – CEP 13010-000' }, { shippingAddress: 'Rua B, 20 – Centro, Campinas/SP – CEP 13010-001' }),
        entry('PATIENT', { patient: 'Rafael Barbosa' }, { patient: 'Carla Souza' }),
        entry('PATIENT_DATA', { lastName: 'Barbosa', cpf: null, gender: 'MALE' }, { lastName: 'Barbosa Lima', cpf: '52998224725', gender: 'FEMALE' }),
        entry('ONYX_CODE', { onyxCode: null }, { onyxCode: 'ONX-42' }),
        entry('ARCADE_REMOVED', { totalCents: 345_600 }, { planning: 2, arch: 'lower', totalCents: 205_200 }),
        entry('DISCOUNT_ADDED', {}, { planning: 1, description: 'Campanha', type: 'PERCENTAGE', value: 1_250 }),
        entry('DISCOUNT_ADDED', {}, { planning: 1, description: 'Cortesia', type: 'VALUE', value: 40_000 }),
        entry('BALANCE', {}, { planning: 1, walletSteps: 1, kolSteps: 2, patientSteps: 0 }),
        entry('PLANNING_CREATED', {}, { planning: 3, basedOnPrevious: true }),
        entry('EDIT', { responsableId: null }, { responsableId: 'u1' }),
      ],
      (id) => (id === 'u1' ? 'Juliana Rocha' : undefined),
    );
    expect(lines.map((l) => [l.title, ...l.changes])).toEqual([
      ['Saldo adicionado', 'Tipo: Saldo KOL', 'Quantidade: 3', 'Produto: Alinhadores'],
      ['Endereço alterado', 'Endereço de entrega: Rua A, 10 – Centro, Campinas/SP – CEP 13010-000 → Rua B, 20 – Centro, Campinas/SP – CEP 13010-001'],
      ['Paciente alterado', 'Paciente: Rafael Barbosa → Carla Souza'],
      ['Dados do paciente alterados', 'Sobrenome: Barbosa → Barbosa Lima', 'CPF: — → 529.982.247-25', 'Gênero: Masculino → Feminino'],
      ['Código do Onyx alterado', 'Código do Onyx: — → ONX-42'],
      ['Arcada removida', 'Planejamento: nº 2', 'Arcada: Inferior', 'Total do planejamento: R$\u00a03.456,00 → R$\u00a02.052,00'],
      ['Desconto adicionado', 'Planejamento: nº 1', 'Descrição: Campanha', 'Tipo: Percentual', 'Valor: 12,5%'],
      ['Desconto adicionado', 'Planejamento: nº 1', 'Descrição: Cortesia', 'Tipo: Valor em reais', 'Valor: R$\u00a0400,00'],
      ['Saldo bonificado definido', 'Planejamento: nº 1', 'Etapas da carteira: 1 etapa', 'Etapas KOL: 2 etapas', 'Etapas do bônus do paciente: 0 etapas'],
      ['Planejamento criado', 'Planejamento: nº 3', 'Baseado no planejamento anterior: Sim'],
      ['Dados do pedido alterados', 'Responsável: — → Juliana Rocha'],
    ]);
  });

  it('never shows a code, an id or a field name, whatever the values', () => {
    const codeLike = /\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b|\b\d{4}-\d{2}-\d{2}\b|\b[a-z]+[A-Z][A-Za-z]+\b|\b(undefined|null|NaN)\b|\[object Object\]/;
    // Each field with the values the server writes in it (any of them, or none).
    const valuesOf: Record<string, fc.Arbitrary<unknown>> = {
      type: fc.constantFrom('PERCENTAGE', 'VALUE', 'DENTIST', 'KOLS', 'PATIENT', 'MODEL_SUPERIOR', 'X_RAY', 'OTHERS'),
      product: fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO', 'Etapas de alinhadores (uma arcada)'),
      arch: fc.constantFrom('upper', 'lower'),
      status: fc.constantFrom('RECEIVED', 'WAITING_FOR_APPROVAL', 'MODEL_DIGITALIZATION', 'CANCELLED'),
      caseType: fc.constantFrom('CASO_NOVO', 'CASO_CONTINUACAO'),
      gender: fc.constantFrom('MALE', 'FEMALE'),
      value: fc.integer({ min: 1, max: 10_000_000 }),
      totalCents: fc.integer({ min: 0, max: 10_000_000 }),
      forecastApprovalDate: fc.constant('2026-11-15'),
      walletSteps: fc.nat(40),
      basedOnPrevious: fc.boolean(),
      planning: fc.integer({ min: 1, max: 20 }),
      responsableId: fc.constantFrom('u1', 'gone'),
      planningId: fc.uuid(),
      attachmentId: fc.uuid(),
    };
    const record = fc.record(Object.fromEntries(Object.entries(valuesOf).map(([k, v]) => [k, fc.option(v, { nil: null })])), { requiredKeys: [] });
    fc.assert(
      fc.property(fc.constantFrom('EDIT', 'ADD_BALANCE', 'ARCADE_ADDED', 'PATIENT_DATA', 'SOMETHING_NEW'), record, record, (action, before, after) => {
        const [line] = auditLines([entry(action, before, after)], (id) => (id === 'u1' ? 'Juliana Rocha' : undefined));
        expect(line!.title).not.toMatch(codeLike);
        for (const change of line!.changes) expect(change).not.toMatch(codeLike);
      }),
    );
  });
});
