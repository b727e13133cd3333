import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderDetail } from '../../contract/order-detail.contract';
import { parseHundredths } from '../../domain/format/money';
import { approvalSummary } from './approval-summary';
import type { PlanningCard } from '../order/order.view';

const card = (bonusSteps: number): PlanningCard => ({
  id: 'p',
  title: 'Planejamento 2',
  number: 1,
  isCurrent: true,
  items: [],
  upgrade: null,
  deductions: [],
  lostDiscountNote: null,
  bonusSteps,
  mainSteps: 14,
  total: 'R$\u00a0300,00',
  comment: null,
  webViewed: null,
  fileViewed: null,
  viewerUrl: null,
  stagesReady: false,
});
const payment = (code: 'PIX' | 'CREDIT_CARD' | 'BOLETO_INSTALLMENTS', installments: number | null, external = false): OrderDetail['payment'] =>
  ({
    planningId: 'p',
    paymentConditionId: 'c',
    paymentMethodCode: code,
    name: code === 'PIX' ? 'PIX' : code === 'CREDIT_CARD' ? 'Cartão de crédito' : 'Boleto parcelado',
    installmentQuantity: installments,
    useThirdPartyCheckout: external,
  }) as OrderDetail['payment'];

describe('approval summary', () => {
  it('names the planning, its total, the payment and the bonus steps it spends', () => {
    expect(approvalSummary(card(3), payment('CREDIT_CARD', 9), 30_000)).toEqual([
      'Planejamento 2',
      'Total: R$\u00a0300,00',
      'Pagamento: Cartão de crédito, 9 parcelas sem juros: 3 de R$\u00a033,34 e 6 de R$\u00a033,33',
      'Etapas bonificadas usadas: 3 de 14',
    ]);
    expect(approvalSummary(card(0), payment('PIX', null), 30_000)[2]).toBe('Pagamento: PIX, à vista');
    expect(approvalSummary(card(0), payment('CREDIT_CARD', null, true), 30_000)[2]).toBe('Pagamento: Cartão de crédito, pelo checkout externo');
  });

  it('shows instalments that add up to the total approved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const line = approvalSummary(card(0), payment('BOLETO_INSTALLMENTS', n), total)[2]!.replace('Pagamento: Boleto parcelado, ', '');
        // "3x de R$ 10,00 sem juros", or "3 parcelas sem juros: 1 de R$ 10,01 e 2 de R$ 10,00"
        const runs = [...line.matchAll(/(\d+)(?:x)? de R\$\u00a0([\d.]+,\d{2})/g)].map((m) => Number(m[1]) * parseHundredths(m[2]!));
        expect(runs.length).toBeGreaterThan(0);
        const sum = runs.reduce((a, b) => a + b, 0);
        expect(sum).toBe(total);
      }),
    );
  });
});
