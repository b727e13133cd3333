import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { OrderCharges } from '../../contract/charges.contract';
import { boletoMessages } from '../../domain/payments/boleto';
import { linhaDigitavelOf } from '../../../test/support/domain/boleto-maker';
import type { PickedFile } from '../ports/uploads-gateway';
import { Notifications } from '../widgets/notifications';
import { PageStore } from '../widgets/page-store';
import { OrderChargesSection } from './order-charges-section';
import { chargesTexts } from './order-charges';

const chargeId = '00000000-0000-4000-8000-000000000001';
const charges = (amountCents: number): OrderCharges =>
  ({
    charges: [
      {
        id: chargeId,
        number: 1,
        count: 1,
        method: 'BOLETO',
        amountCents,
        dueDate: '2026-11-30',
        status: 'OPEN',
        paidAt: null,
        refundDue: false,
        txid: 'TX1',
        brCode: '000201',
        boleto: null,
      },
    ],
    totalCents: amountCents,
    paidCents: 0,
  }) as unknown as OrderCharges;

const pdf: PickedFile = { name: 'boleto.pdf', size: 10, type: 'application/pdf', blob: new Blob(['%PDF-']) };

/** The staff's section on one charge of `amountCents`, recording what it sends and says. */
const staffSection = (amountCents: number) => {
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  const store = new PageStore({ busy: false, charges: charges(amountCents) }, notifications, async () => undefined);
  const uploaded: string[] = [];
  const attached: { attachmentId: string; linha: string }[] = [];
  const section = new OrderChargesSection('order-1', store, {
    gateway: { receiptUrl: () => '', boletoUrl: () => '' },
    notifications,
    uploads: {
      upload: async (kind) => {
        uploaded.push(kind);
        return E.right({ id: 'attachment-1' as never, key: 'k', name: 'boleto.pdf', size: 10, type: kind });
      },
    },
    attachBoleto: async (_order, _charge, attachmentId, linha) => {
      attached.push({ attachmentId, linha });
      return E.right(undefined);
    },
  });
  return { section, said, uploaded, attached };
};

const parts = fc.record({ bank: fc.stringMatching(/^\d{3}$/), factor: fc.stringMatching(/^[1-9]\d{3}$/), free: fc.stringMatching(/^\d{25}$/) });

describe('the staff attach a charge’s boleto', () => {
  it('sends nothing for a linha digitável that does not check or is of another amount, and says why', async () => {
    await fc.assert(
      fc.asyncProperty(parts, fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 1000 }), async (p, cents, more) => {
        const { section, said, uploaded, attached } = staffSection(cents);
        expect(await section.attachBoleto(chargeId, pdf, linhaDigitavelOf({ ...p, amountCents: cents + more }))).toBe(false);
        expect(said).toEqual([boletoMessages.amount(cents + more, cents)]);
        expect(uploaded).toEqual([]);
        expect(attached).toEqual([]);
      }),
      { numRuns: 30 },
    );
    const { section, said, uploaded } = staffSection(100);
    expect(await section.attachBoleto(chargeId, pdf, '1234')).toBe(false);
    expect(said).toEqual([boletoMessages.length]);
    expect(uploaded).toEqual([]);
  });

  it('asks for the PDF, then uploads it as a boleto and attaches it with the linha as typed', async () => {
    const linha = linhaDigitavelOf({ bank: '341', factor: '9800', amountCents: 106_667, free: '1090000000000000000000001' });
    const noFile = staffSection(106_667);
    expect(await noFile.section.attachBoleto(chargeId, undefined, linha)).toBe(false);
    expect(noFile.said).toEqual([chargesTexts.boletoNoFile]);

    const { section, said, uploaded, attached } = staffSection(106_667);
    expect(await section.attachBoleto(chargeId, pdf, ` ${linha.slice(0, 5)}.${linha.slice(5)} `)).toBe(true);
    expect(uploaded).toEqual(['BOLETO']);
    expect(attached).toEqual([{ attachmentId: 'attachment-1', linha: ` ${linha.slice(0, 5)}.${linha.slice(5)} ` }]);
    expect(said).toEqual([chargesTexts.boletoAttached]);
  });
});
