import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  chargedStatuses,
  chargeMethodLabels,
  chargeOnOrderCancelled,
  chargePlan,
  ChargeStatus,
  chargeStatusLabels,
  chargeStatusOn,
  chargeTitle,
  cobDaysAfterDue,
  cobLifetimeSeconds,
  cobTxidOf,
  isOwed,
  txidOf,
} from './charge-plan';
import { orderStatuses, postApprovalStatuses } from '../order/order-status';
import { brazilDayOf } from '../format/date';

const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe('the charges of an approved order', () => {
  it('always add up to the total, cent for cent, each within a cent of the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 24 }), day, (total, n, approvedOn) => {
        const charges = chargePlan(total, n, approvedOn);
        const count = Math.min(n, total);
        expect(charges).toHaveLength(count);
        expect(charges.reduce((sum, c) => sum + c.amountCents, 0)).toBe(total);
        const amounts = charges.map((c) => c.amountCents);
        if (count > 0) expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        expect(amounts.every((a) => Number.isInteger(a) && a >= 1)).toBe(true);
        expect(charges.map((c) => c.number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }),
    );
  });

  it('fall due 3 days after the approval, then a month apart, on the same day or the month’s last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), day, fc.integer({ min: 0, max: 30 }), (n, approvedOn, firstIn) => {
        const charges = chargePlan(100_000, n, approvedOn, firstIn);
        expect(daysBetween(approvedOn, charges[0]!.dueDate)).toBe(firstIn);
        const firstDay = Number(charges[0]!.dueDate.slice(8));
        for (let i = 1; i < n; i++) {
          expect(daysBetween(charges[i - 1]!.dueDate, charges[i]!.dueDate)).toBeGreaterThanOrEqual(28);
          expect(daysBetween(charges[i - 1]!.dueDate, charges[i]!.dueDate)).toBeLessThanOrEqual(31);
          const dueDay = Number(charges[i]!.dueDate.slice(8));
          const monthLength = new Date(Date.UTC(Number(charges[i]!.dueDate.slice(0, 4)), Number(charges[i]!.dueDate.slice(5, 7)), 0)).getUTCDate();
          expect(dueDay).toBe(Math.min(firstDay, monthLength));
        }
      }),
    );
    expect(chargePlan(300, 3, '2026-01-28')).toEqual([
      { number: 1, amountCents: 100, dueDate: '2026-01-31' },
      { number: 2, amountCents: 100, dueDate: '2026-02-28' },
      { number: 3, amountCents: 100, dueDate: '2026-03-31' },
    ]);
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('stands paid or cancelled for good, and open until the day after it falls due', () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.option(fc.constant('2026-11-27T12:00:00.000Z'), { nil: null }),
        fc.option(fc.constant('2026-11-28T12:00:00.000Z'), { nil: null }),
        (due, today, paidAt, cancelledAt) => {
          const status = chargeStatusOn({ dueDate: due, paidAt, cancelledAt }, today);
          if (paidAt !== null) expect(status).toBe('PAID');
          else if (cancelledAt !== null) expect(status).toBe('CANCELLED');
          else expect(status).toBe(today > due ? 'OVERDUE' : 'OPEN');
        },
      ),
    );
    expect(chargeStatusOn({ dueDate: '2026-11-27', paidAt: null, cancelledAt: null }, '2026-11-27')).toBe('OPEN');
    expect(chargeStatusOn({ dueDate: '2026-11-27', paidAt: null, cancelledAt: null }, '2026-11-28')).toBe('OVERDUE');
  });

  it('gives each charge a Pix txid of 25 letters and digits of its own', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(txidOf(a)).toMatch(/^[A-Z0-9]{25}$/);
        expect(txidOf(a)).toBe(txidOf(a.toUpperCase()));
        // 100 bits of each id: two charges never share one.
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(txidOf(a)).not.toBe(txidOf(b));
      }),
    );
  });

  it('registers each charge with the PSP under a txid the API Pix accepts, which the static code’s begins', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(cobTxidOf(a)).toMatch(/^[a-zA-Z0-9]{26,35}$/);
        expect(cobTxidOf(a).startsWith(txidOf(a))).toBe(true);
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(cobTxidOf(a)).not.toBe(cobTxidOf(b));
      }),
    );
  });

  it('asks the PSP to keep a charge payable until the end of its 60th day past due, in Brasília, and a day at least', () => {
    const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const instant = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, instant, (due, at) => {
        const seconds = cobLifetimeSeconds(due, at);
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(86_400);
        const end = new Date(at.getTime() + seconds * 1000);
        const lastDay = addDays(due, cobDaysAfterDue);
        // Still payable on its last day in Brasília, never on the day after (unless the day's minimum reaches it).
        if (seconds > 86_400) {
          expect(brazilDayOf(new Date(end.getTime() - 1000))).toBe(lastDay);
          expect(brazilDayOf(new Date(end.getTime() + 2000))).toBe(addDays(lastDay, 1));
        }
      }),
    );
    expect(cobLifetimeSeconds('2026-11-30', new Date('2026-11-27T15:00:00.000Z'))).toBe((3 + 60) * 86_400 + 11 * 3600 + 59 * 60 + 59);
  });

  it('is owed, and payable, exactly while neither paid nor cancelled, overdue or not', () => {
    const instant = fc.option(fc.constant('2026-11-27T12:00:00.000Z'), { nil: null });
    const day = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, instant, instant, (dueDate, today, paidAt, cancelledAt) => {
        fc.pre(paidAt === null || cancelledAt === null);
        expect(isOwed(chargeStatusOn({ dueDate, paidAt, cancelledAt }, today))).toBe(paidAt === null && cancelledAt === null);
      }),
    );
  });

  it('when the order is cancelled, cancels what is open and owes back what was paid', () => {
    const instant = fc.option(fc.constant('2026-11-27T12:00:00.000Z'), { nil: null });
    fc.assert(
      fc.property(instant, instant, day, day, (paidAt, cancelledAt, due, today) => {
        fc.pre(paidAt === null || cancelledAt === null);
        const before = chargeStatusOn({ dueDate: due, paidAt, cancelledAt }, today);
        const move = chargeOnOrderCancelled({ paidAt, cancelledAt });
        expect(move).toBe(before === 'PAID' ? 'REFUND' : before === 'CANCELLED' ? 'KEEP' : 'CANCEL');
      }),
    );
  });

  it('names a charge among its order’s: the only one is paid at once, the others are instalments n of count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 }), (a, b) => {
        const [number, count] = [Math.min(a, b), Math.max(a, b)];
        expect(chargeTitle({ number, count })).toBe(count === 1 ? 'Pagamento à vista' : `Parcela ${number} de ${count}`);
      }),
    );
  });

  it('charges nothing for nothing to pay, and names each charge, status and condition in words', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), fc.integer({ min: 1, max: 12 }), (total, installments) => {
        expect(chargePlan(total, installments, '2026-11-21')).toEqual([]);
      }),
    );
    expect(chargePlan(1, 1, '2026-11-21')).toHaveLength(1);
    expect(chargeTitle({ number: 1, count: 1 })).toBe('Pagamento à vista');
    expect(chargeTitle({ number: 2, count: 6 })).toBe('Parcela 2 de 6');
    expect(chargeStatusLabels).toEqual({ OPEN: 'Em aberto', PAID: 'Paga', OVERDUE: 'Vencida', CANCELLED: 'Cancelada' });
    expect(Object.keys(ChargeStatus.keys)).toEqual(['OPEN', 'PAID', 'OVERDUE', 'CANCELLED']);
    expect(chargeMethodLabels).toEqual({ PIX: 'Pix', BOLETO: 'Boleto à vista', BOLETO_INSTALLMENTS: 'Boleto parcelado', CREDIT_CARD: 'Cartão de crédito' });
  });

  it('has charges only from the approval (or the pre-approval to pay) on, and in the cancelled orders that had them', () => {
    const approvedAndAfter = postApprovalStatuses;
    expect([...chargedStatuses].sort()).toEqual(['WAITING_FOR_PAYMENT', ...approvedAndAfter].sort());
    for (const status of orderStatuses) expect([status, chargedStatuses.includes(status)]).toEqual([status, status === 'WAITING_FOR_PAYMENT' || approvedAndAfter.includes(status)]);
  });
});
