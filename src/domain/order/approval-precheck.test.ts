import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type ApprovalFacts, approvalPrecheck, approvalPrecheckMessages } from './approval-precheck';

const viewed = fc.option(fc.constant('2026-11-20T10:00:00.000Z'), { nil: null });
const facts: fc.Arbitrary<ApprovalFacts> = fc.record({
  planning: fc.record({ totalCents: fc.nat(10_000_00), planningWebViewedAt: viewed, planningFileViewedAt: viewed }),
  payment: fc.option(
    fc.record({
      paymentMethodCode: fc.constantFrom('PIX', 'BOLETO', 'BOLETO_INSTALLMENTS', 'CREDIT_CARD'),
      installmentQuantity: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      useThirdPartyCheckout: fc.boolean(),
    }),
    { nil: null },
  ),
});

describe('approval pre-check', () => {
  it('answers WITHOUT_ORDER without an order', () => {
    expect(approvalPrecheck(undefined)).toBe('WITHOUT_ORDER');
  });

  it('follows spec §4: planning seen, then a payment when there is something to pay, then installmentQuantity', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const result = approvalPrecheck(f);
        const seen = f.planning.planningWebViewedAt !== null && f.planning.planningFileViewedAt !== null;
        if (!seen) expect(result).toBe('NEED_PLANNING_VIEW');
        else if (f.planning.totalCents > 0 && f.payment === null) expect(result).toBe('NEED_PAYMENT_CONDITION');
        else if (
          f.payment &&
          ['BOLETO_INSTALLMENTS', 'CREDIT_CARD'].includes(f.payment.paymentMethodCode) &&
          f.payment.installmentQuantity === null &&
          !f.payment.useThirdPartyCheckout
        )
          expect(result).toBe('NEED_PAYMENT_INSTALLMENTS');
        else expect(result).toBe('ALLOWED');
      }),
    );
  });

  it('lets a free planning be approved without a payment, once seen', () => {
    expect(approvalPrecheck({ planning: { totalCents: 0, planningWebViewedAt: 'x', planningFileViewedAt: 'y' }, payment: null })).toBe('ALLOWED');
  });

  it('asks for the count of installments of boleto parcelado and credit card, unless paid through the external checkout', () => {
    const seen = { totalCents: 30_000, planningWebViewedAt: 'x', planningFileViewedAt: 'y' };
    for (const paymentMethodCode of ['BOLETO_INSTALLMENTS', 'CREDIT_CARD'] as const) {
      expect(approvalPrecheck({ planning: seen, payment: { paymentMethodCode, installmentQuantity: null, useThirdPartyCheckout: false } })).toBe('NEED_PAYMENT_INSTALLMENTS');
      expect(approvalPrecheck({ planning: seen, payment: { paymentMethodCode, installmentQuantity: null, useThirdPartyCheckout: true } })).toBe('ALLOWED');
    }
    for (const paymentMethodCode of ['PIX', 'BOLETO'] as const)
      expect(approvalPrecheck({ planning: seen, payment: { paymentMethodCode, installmentQuantity: null, useThirdPartyCheckout: false } })).toBe('ALLOWED');
  });

  it('explains every reason to wait in its own Portuguese sentence', () => {
    const sentences = Object.values(approvalPrecheckMessages);
    expect(Object.keys(approvalPrecheckMessages).sort()).toEqual(['NEED_PAYMENT_CONDITION', 'NEED_PAYMENT_INSTALLMENTS', 'NEED_PLANNING_VIEW', 'WITHOUT_ORDER']);
    for (const s of sentences) expect(s).toMatch(/^\p{Lu}\p{Ll}+ .+\p{Ll}/u);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
