import type { OrderDetail } from '../../contract/order-detail.contract';
import { installmentsLabel, paidInInstallments } from '../../domain/order/payment';
import type { PlanningCard } from '../order/order.view';

/**
 * What an approval commits, line by line, for the dialog that asks before it: the planning,
 * its total, the payment with its instalments, and the bonus steps it spends.
 */
export const approvalSummary = (planning: PlanningCard, payment: OrderDetail['payment'], totalCents: number): string[] => {
  const paid = (): string => {
    if (!payment) return totalCents === 0 ? 'Pagamento: nada a pagar' : 'Pagamento: não escolhido';
    if (payment.useThirdPartyCheckout) return `Pagamento: ${payment.name}, pelo checkout externo`;
    if (paidInInstallments(payment.paymentMethodCode) && payment.installmentQuantity)
      return `Pagamento: ${payment.name}, ${installmentsLabel(totalCents, payment.installmentQuantity)}`;
    return `Pagamento: ${payment.name}, à vista`;
  };
  return [
    planning.title,
    `Total: ${planning.total}`,
    paid(),
    planning.bonusSteps > 0 ? `Etapas bonificadas usadas: ${planning.bonusSteps} de ${planning.mainSteps}` : 'Nenhuma etapa bonificada usada',
  ];
};
