import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { formatBRL } from '../format/money';
import { type DomainError, domainError } from '../shared/domain-error';

// ---- model ----

/** Decisions §8: the payment methods offered. */
export const PaymentMethodCode = t.keyof({ PIX: null, BOLETO: null, BOLETO_INSTALLMENTS: null, CREDIT_CARD: null });
export type PaymentMethodCode = t.TypeOf<typeof PaymentMethodCode>;

export interface PaymentCondition {
  readonly code: PaymentMethodCode;
  /** 1 for single payments. */
  readonly maxInstallments: number;
  readonly thirdPartyCheckout: boolean;
}

export interface PaymentChoice {
  readonly installments: number | null;
  readonly useThirdPartyCheckout: boolean;
}

export const paymentMessages = {
  installmentsOutOfRange: (max: number) => `Escolha de 1 a ${max} parcelas.`,
  noThirdPartyCheckout: 'Esta condição de pagamento não aceita pagamento externo.',
  singlePayment: 'Esta condição de pagamento é à vista.',
} as const;

/** Methods paid in installments: the count is asked for (spec §4 NEED_PAYMENT_INSTALLMENTS). */
export const paidInInstallments = (code: PaymentMethodCode): boolean => code === 'BOLETO_INSTALLMENTS' || code === 'CREDIT_CARD';

/** Spec §5: an order is pre-approved (approved before it is paid) only when paid by credit card. */
export const canBePreApproved = (code: PaymentMethodCode): boolean => code === 'CREDIT_CARD';

// ---- rules ----

/**
 * A payment choice for a condition: single payments carry no installment count; installment
 * methods carry 1..max, or none while undecided or paid through the third-party checkout.
 */
export const validatePaymentChoice = (condition: PaymentCondition, choice: PaymentChoice): E.Either<DomainError, PaymentChoice> => {
  if (choice.useThirdPartyCheckout && !condition.thirdPartyCheckout) return E.left(domainError('NO_THIRD_PARTY_CHECKOUT', paymentMessages.noThirdPartyCheckout));
  if (choice.installments === null) return E.right(choice);
  if (!paidInInstallments(condition.code))
    return choice.installments === 1 ? E.right({ ...choice, installments: null }) : E.left(domainError('SINGLE_PAYMENT', paymentMessages.singlePayment));
  if (!Number.isInteger(choice.installments) || choice.installments < 1 || choice.installments > condition.maxInstallments)
    return E.left(domainError('INSTALLMENTS_OUT_OF_RANGE', paymentMessages.installmentsOutOfRange(condition.maxInstallments)));
  return E.right(choice);
};

/** Splits a total in cents into n installments that add up to it exactly; the first ones carry the leftover cents. */
export const installmentPlan = (totalCents: number, n: number): readonly number[] => {
  const count = Math.max(1, Math.floor(n));
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
};

/**
 * The plan as a person reads it, with figures that add up to the total: "7x de R$ 361,29
 * sem juros" when every installment is the same, else the count and each amount plainly,
 * "7 parcelas sem juros: 4 de R$ 361,29 e 3 de R$ 361,28". No condition here charges interest.
 */
export const installmentsLabel = (totalCents: number, n: number): string => {
  const plan = installmentPlan(totalCents, n);
  const interest = plan.length > 1 ? ' sem juros' : '';
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a plan has at least one instalment
  const first = plan[0]!;
  const larger = plan.filter((c) => c === first).length;
  if (larger === plan.length) return `${plan.length}x de ${formatBRL(first)}${interest}`;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a plan has at least one instalment
  return `${plan.length} parcelas${interest}: ${larger} de ${formatBRL(first)} e ${plan.length - larger} de ${formatBRL(plan[plan.length - 1]!)}`;
};
