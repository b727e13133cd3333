import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargesView } from './order-charges';
import type { OrderCharges } from '../../contract/charges.contract';
import { chargePlan } from '../../domain/payments/charge-plan';
import { formatBRL } from '../../domain/format/money';

const centsOf = (money: string) => Number(money.replace(/\D/g, ''));

/** Charges as the server answers them, from a planned split, some paid, some cancelled. */
const answered = fc
  .tuple(
    fc.integer({ min: 1, max: 50_000_000 }),
    fc.integer({ min: 1, max: 12 }),
    fc.array(fc.constantFrom('OPEN' as const, 'PAID' as const, 'CANCELLED' as const), { minLength: 12, maxLength: 12 }),
  )
  .map(([total, n, statuses]): OrderCharges => {
    const charges = chargePlan(total, n, '2026-11-27').map((c, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` as never,
      number: c.number,
      count: Math.min(n, total),
      method: 'BOLETO_INSTALLMENTS' as const,
      amountCents: c.amountCents,
      dueDate: c.dueDate,
      status: statuses[i]!,
      paidAt: statuses[i] === 'PAID' ? ('2026-11-28T15:00:00.000Z' as never) : null,
      refundDue: false,
      txid: `TX${i}`,
      brCode: statuses[i] === 'OPEN' ? `000201${i}` : null,
      boleto: null,
    }));
    return { charges, totalCents: total, paidCents: charges.filter((c) => c.paidAt !== null).reduce((s, c) => s + c.amountCents, 0) };
  });

describe('an order’s charges as the pages show them', () => {
  it('add up, line by line, to the total, and paid, owed and cancelled make the total', () => {
    fc.assert(
      fc.property(answered, (charges) => {
        const view = chargesView(charges);
        expect(view.cards.reduce((sum, c) => sum + centsOf(c.amount), 0)).toBe(centsOf(view.total));
        expect(centsOf(view.paid) + centsOf(view.owed) + centsOf(view.cancelled ?? 'R$ 0,00')).toBe(centsOf(view.total));
        expect(view.total).toBe(formatBRL(charges.totalCents));
      }),
    );
  });

  it('say each charge in Portuguese, dates as dd/MM/yyyy and never a code', () => {
    fc.assert(
      fc.property(answered, (charges) => {
        for (const card of chargesView(charges).cards) {
          const text = [card.title, card.method, card.when, card.statusLabel].join(' ');
          expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|[A-Z]{2,}_[A-Z]+|\b(OPEN|PAID|OVERDUE|CANCELLED)\b/);
          expect(card.when).toMatch(/^(Vence|Paga) em \d{2}\/\d{2}\/\d{4}/);
        }
      }),
    );
  });
});
