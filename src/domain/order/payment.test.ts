import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { installmentPlan, type PaymentCondition, PaymentMethodCode, paidInInstallments, validatePaymentChoice } from './payment';

const condition: fc.Arbitrary<PaymentCondition> = fc.record({
  code: fc.constantFrom(...(Object.keys(PaymentMethodCode.keys) as PaymentMethodCode[])),
  maxInstallments: fc.integer({ min: 1, max: 12 }),
  thirdPartyCheckout: fc.boolean(),
});
const choice = fc.record({ installments: fc.option(fc.integer({ min: -2, max: 15 }), { nil: null }), useThirdPartyCheckout: fc.boolean() });

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
});
