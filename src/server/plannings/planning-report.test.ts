import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBRL } from '../../domain/format/money';
import { applyBonusSteps, priceBreakdown } from '../../domain/order/planning-total';
import { planningPriceOf } from '../../contract/planning-price';
import type { PlanningView } from '../../contract/order-detail.contract';
import { planningReportPdf } from './planning-report';
import { drawnText } from '../../../test/support/server/pdf-text';

const view = (over: Partial<PlanningView>): PlanningView =>
  ({
    id: 'p',
    number: 2,
    isCurrent: true,
    items: [
      { id: 'i1', description: 'Etapas de alinhadores (uma arcada)', quantity: 14, unitCents: 19_000, main: true, thickness: null },
      { id: 'i2', description: 'Placa de contenção final (por arcada)', quantity: 1, unitCents: 15_000, main: false, thickness: null },
    ],
    discounts: [{ id: 'd1', description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
    upgrade: { offerId: 'o', name: 'Trio Grip', priceCents: 35_000 },
    comment: null,
    mainSteps: 14,
    bonus: { dentist: 2, kol: 0, patient: 0 },
    totalCents: 0,
    planningWebViewedAt: null,
    planningFileViewedAt: null,
    viewerUrl: null,
    stages: 'NONE',
    ...over,
  }) as PlanningView;

const report = (planning: PlanningView) =>
  planningReportPdf({
    caseNumber: 1040,
    patientName: 'Rafael Barbosa',
    dentistName: 'Ana',
    planning,
    price: planningPriceOf(planning, 'CASO_CONTINUACAO'),
    createdAt: '2026-11-20T12:00:00.000Z',
  });

describe('the planning file', () => {
  it('lists every line with its amount, deductions negative, adding up to the total it prints', async () => {
    const text = drawnText(await report(view({})));
    const at = (label: string) => text.indexOf(label);
    expect(text).toContain('14 × Etapas de alinhadores (uma arcada)');
    expect(text).toContain('Upgrade: Trio Grip');
    expect(text).toContain('Etapas bonificadas: 2 de 14');
    expect(text).toContain('Desconto caso novo (10 a 16 etapas) · 10%');
    expect(text.some((t) => t.includes('Desconto:') || t.includes('(etapas)'))).toBe(false);
    // Each label is followed by its amount; the amounts add up to the total printed after "Total".
    const amounts = [
      '14 × Etapas de alinhadores (uma arcada)',
      '1 × Placa de contenção final (por arcada)',
      'Upgrade: Trio Grip',
      'Etapas bonificadas: 2 de 14',
      'Desconto caso novo (10 a 16 etapas) · 10%',
    ].map((l) => text[at(l) + 1]!);
    const cents = amounts.map((a) => (a.startsWith('-') ? -1 : 1) * Number(a.replace(/\D/g, '')));
    const total = Number(text[at('Total') + 1]!.replace(/\D/g, ''));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(total);
    expect(cents.slice(3).every((c) => c < 0)).toBe(true);
  });

  it('prints the total the domain computes, for any bonus', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(14), async (bonus) => {
        const planning = view({ bonus: { dentist: bonus, kol: 0, patient: 0 } });
        const text = drawnText(await report(planning));
        const expected = priceBreakdown(applyBonusSteps(planningPriceOf(planning, 'CASO_CONTINUACAO'), bonus)).totalCents;
        expect(text[text.indexOf('Total') + 1]).toBe(formatBRL(expected));
      }),
      { numRuns: 15 },
    );
  });
});
