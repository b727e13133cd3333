import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { parseHundredths } from '../format/money';
import { domainError } from '../shared/domain-error';
import {
  canBePreApproved,
  installmentPlan,
  installmentsLabel,
  type PaymentCondition,
  PaymentMethodCode,
  paidInInstallments,
  paymentMessages,
  validatePaymentChoice,
} from './payment';

const condition: fc.Arbitrary<PaymentCondition> = fc.record({
  code: fc.constantFrom(...(Object.keys(PaymentMethodCode.keys) as PaymentMethodCode[])),
  maxInstallments: fc.integer({ min: 1, max: 12 }),
  thirdPartyCheckout: fc.boolean(),
});
const choice = fc.record({ installments: fc.option(fc.integer({ min: -2, max: 15 }), { nil: null }), useThirdPartyCheckout: fc.boolean() });

describe('pre-approval', () => {
  it('is for credit card only, the one condition paid through a checkout before the order goes on', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(PaymentMethodCode.keys) as PaymentMethodCode[])), (code) => {
        expect(canBePreApproved(code)).toBe(code === 'CREDIT_CARD');
      }),
    );
  });
});

describe('payment choice', () => {
  it('accepts installments only within the condition and only for installment methods', () => {
    fc.assert(
      fc.property(condition, choice, (c, ch) => {
        const result = validatePaymentChoice(c, ch);
        if (E.isRight(result)) {
          const n = result.right.installments;
          if (n !== null) {
            expect(paidInInstallments(c.code)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(1);
            expect(n).toBeLessThanOrEqual(c.maxInstallments);
          }
          if (ch.useThirdPartyCheckout) expect(c.thirdPartyCheckout).toBe(true);
        } else if (ch.installments !== null && paidInInstallments(c.code) && ch.installments >= 1 && ch.installments <= c.maxInstallments) {
          // A valid count is refused only for the third-party checkout.
          expect(ch.useThirdPartyCheckout && !c.thirdPartyCheckout).toBe(true);
        }
      }),
    );
  });

  it('says the allowed range when the count is out of it', () => {
    const card: PaymentCondition = { code: 'CREDIT_CARD', maxInstallments: 12, thirdPartyCheckout: true };
    const result = validatePaymentChoice(card, { installments: 13, useThirdPartyCheckout: false });
    expect(E.isLeft(result) && result.left.message).toBe('Escolha de 1 a 12 parcelas.');
  });
});

describe('payment choice, case by case', () => {
  const single = fc.constantFrom('PIX' as const, 'BOLETO' as const);
  const inInstallments = fc.constantFrom('BOLETO_INSTALLMENTS' as const, 'CREDIT_CARD' as const);

  it('asks for a count of installments for boleto parcelado and credit card only', () => {
    fc.assert(fc.property(single, (code) => !paidInInstallments(code)));
    fc.assert(fc.property(inInstallments, (code) => paidInInstallments(code)));
  });

  it('accepts a choice still without a count, for any method', () => {
    fc.assert(
      fc.property(condition, fc.boolean(), (c, external) => {
        const ch = { installments: null, useThirdPartyCheckout: external && c.thirdPartyCheckout };
        expect(validatePaymentChoice(c, ch)).toEqual(E.right(ch));
      }),
    );
  });

  it('reads one installment of a single payment as none, and refuses more with its reason', () => {
    fc.assert(
      fc.property(single, fc.integer({ min: 2, max: 24 }), (code, n) => {
        const c: PaymentCondition = { code, maxInstallments: 1, thirdPartyCheckout: false };
        expect(validatePaymentChoice(c, { installments: 1, useThirdPartyCheckout: false })).toEqual(E.right({ installments: null, useThirdPartyCheckout: false }));
        expect(validatePaymentChoice(c, { installments: n, useThirdPartyCheckout: false })).toEqual(E.left(domainError('SINGLE_PAYMENT', paymentMessages.singlePayment)));
      }),
    );
  });

  it('refuses each wrong choice with its own code', () => {
    const card: PaymentCondition = { code: 'CREDIT_CARD', maxInstallments: 6, thirdPartyCheckout: false };
    expect(validatePaymentChoice(card, { installments: 2, useThirdPartyCheckout: true })).toEqual(
      E.left(domainError('NO_THIRD_PARTY_CHECKOUT', paymentMessages.noThirdPartyCheckout)),
    );
    expect(validatePaymentChoice(card, { installments: 7, useThirdPartyCheckout: false })).toEqual(E.left(domainError('INSTALLMENTS_OUT_OF_RANGE', 'Escolha de 1 a 6 parcelas.')));
    expect(validatePaymentChoice(card, { installments: 6, useThirdPartyCheckout: false })).toEqual(E.right({ installments: 6, useThirdPartyCheckout: false }));
  });
});

describe('installment plan', () => {
  it('adds up to the total exactly, in n parts that differ by at most one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const plan = installmentPlan(total, n);
        expect(plan).toHaveLength(n);
        expect(plan.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
        plan.forEach((p) => expect(Number.isInteger(p)).toBe(true));
      }),
    );
  });

  it('shows installments whose figures add up to the total: one amount when equal, else the count and each amount', () => {
    const amount = String.raw`R\$\u00a0([\d.]+,\d{2})`;
    const equal = new RegExp(`^(\\d+)x de ${amount}( sem juros)?$`);
    const unequal = new RegExp(`^(\\d+) parcelas sem juros: (\\d+) de ${amount} e (\\d+) de ${amount}$`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 24 }), (total, n) => {
        const label = installmentsLabel(total, n);
        const same = equal.exec(label);
        if (same) {
          expect(Number(same[1])).toBe(n);
          expect(n * parseHundredths(same[2]!)).toBe(total);
          expect(same[3] === ' sem juros').toBe(n > 1);
          return;
        }
        const runs = unequal.exec(label);
        expect(runs, label).not.toBeNull();
        const [count, a, larger, b, smaller] = [Number(runs![1]), Number(runs![2]), parseHundredths(runs![3]!), Number(runs![4]), parseHundredths(runs![5]!)];
        expect(count).toBe(n);
        expect(a + b).toBe(n);
        expect(a * larger + b * smaller).toBe(total);
        expect(larger).toBe(smaller + 1);
      }),
    );
    expect(installmentsLabel(252_900, 7)).toBe('7 parcelas sem juros: 4 de R$\u00a0361,29 e 3 de R$\u00a0361,28');
    expect(installmentsLabel(30_000, 4)).toBe('4x de R$\u00a075,00 sem juros');
    expect(installmentsLabel(30_000, 1)).toBe('1x de R$\u00a0300,00');
  });
});
