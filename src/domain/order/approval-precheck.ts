import { paidInInstallments, type PaymentMethodCode } from './payment';

/** Spec §4: why a planning cannot be approved yet, or that it can. */
export type ApprovalPrecheck = 'WITHOUT_ORDER' | 'NEED_PLANNING_VIEW' | 'NEED_PAYMENT_CONDITION' | 'NEED_PAYMENT_INSTALLMENTS' | 'ALLOWED';

/**
 * What the pre-check reads, under the names the server's planning read and the wire's order both
 * use: each side passes its current planning and chosen payment as they are.
 */
export interface ApprovalFacts {
  readonly planning: { readonly totalCents: number; readonly planningWebViewedAt: string | null; readonly planningFileViewedAt: string | null };
  readonly payment: { readonly paymentMethodCode: PaymentMethodCode; readonly installmentQuantity: number | null; readonly useThirdPartyCheckout: boolean } | null;
}

/** The first reason the approval must wait, in spec §4's order; ALLOWED when none. */
export const approvalPrecheck = (facts: ApprovalFacts | undefined): ApprovalPrecheck => {
  if (!facts) return 'WITHOUT_ORDER';
  const { planning, payment } = facts;
  if (!planning.planningWebViewedAt || !planning.planningFileViewedAt) return 'NEED_PLANNING_VIEW';
  if (planning.totalCents > 0 && !payment) return 'NEED_PAYMENT_CONDITION';
  if (payment && paidInInstallments(payment.paymentMethodCode) && !payment.installmentQuantity && !payment.useThirdPartyCheckout) return 'NEED_PAYMENT_INSTALLMENTS';
  return 'ALLOWED';
};

export const approvalPrecheckMessages: Readonly<Record<Exclude<ApprovalPrecheck, 'ALLOWED'>, string>> = {
  WITHOUT_ORDER: 'Pedido não encontrado',
  NEED_PLANNING_VIEW: 'Veja o planejamento (visualização web e arquivo) antes de aprovar.',
  NEED_PAYMENT_CONDITION: 'Escolha a condição de pagamento antes de aprovar.',
  NEED_PAYMENT_INSTALLMENTS: 'Escolha o número de parcelas antes de aprovar.',
};
