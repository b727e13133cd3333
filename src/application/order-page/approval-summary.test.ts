import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderDetail } from '../../contract/order-detail.contract';
import { parseHundredths } from '../../domain/format/money';
import { approvalSummary } from './approval-summary';
import type { PlanningCard } from './order-page.view';

const card = (bonusSteps: number): PlanningCard =>
  ({ id: 'p', title: 'Planejamento 2', isCurrent: true, items: [], discounts: [], upgrade: null, bonusSteps, mainSteps: 14, total: 'R$ 300,00', comment: null, webViewed: null, fileViewed: null, viewerUrl: null }) as PlanningCard;
const payment = (code: 'PIX' | 'CREDIT_CARD' | 'BOLETO_INSTALLMENTS', installments: number | null, external = false): OrderDetail['payment'] => ({
  planningId: 'p',
  paymentConditionId: 'c',
  paymentMethodCode: code,
  name: code === 'PIX' ? 'PIX' : code === 'CREDIT_CARD' ? 'Cartão de crédito' : 'Boleto parcelado',
  installmentQuantity: installments,
  useThirdPartyCheckout: external,
}) as OrderDetail['payment'];

describe('approval summary', () => {
  it('names the planning, its total, the payment and the bonus steps it spends', () => {
    expect(approvalSummary(card(3), payment('CREDIT_CARD', 9), 30_000)).toEqual(['Planejamento 2', 'Total: R$ 300,00', 'Pagamento: Cartão de crédito, 3x de R$ 33,34 + 6x de R$ 33,33', 'Etapas bonificadas usadas: 3 de 14']);
    expect(approvalSummary(card(0), payment('PIX', null), 30_000)[2]).toBe('Pagamento: PIX, à vista');
    expect(approvalSummary(card(0), payment('CREDIT_CARD', null, true), 30_000)[2]).toBe('Pagamento: Cartão de crédito, pelo checkout externo');
  });

  it('shows instalments that add up to the total approved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const line = approvalSummary(card(0), payment('BOLETO_INSTALLMENTS', n), total)[2]!.replace('Pagamento: Boleto parcelado, ', '');
        const sum = line.split(' + ').reduce((s, run) => {
          const [count, amount] = run.split('x de R$ ');
          return s + Number(count) * parseHundredths(amount!);
        }, 0);
        expect(sum).toBe(total);
      }),
    );
  });
});
