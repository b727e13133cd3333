import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  centsOfPixValue,
  howPaid,
  paymentOutcome,
  paymentOutcomeLabels,
  paymentSources,
  pixNoticeMessages,
  pixValueMessage,
  pixValueOf,
  readPixNotice,
  unreadablePix,
} from './payment-match';
import { chargeMethodLabels } from './charge-plan';

const instant = fc.option(fc.constant('2026-11-27T12:00:00.000Z'), { nil: null });
const cents = fc.integer({ min: 1, max: 9_999_999_999 });

describe('a payment told to the portal', () => {
  it('pays a charge only when the charge is open and the amount is exactly its own', () => {
    fc.assert(
      fc.property(fc.option(fc.record({ amountCents: cents, paidAt: instant, cancelledAt: instant }), { nil: undefined }), cents, (charge, paid) => {
        const outcome = paymentOutcome(charge, paid);
        const open = charge !== undefined && charge.paidAt === null && charge.cancelledAt === null;
        expect(outcome === 'PAID').toBe(open && charge.amountCents === paid);
        if (charge === undefined) expect(outcome).toBe('UNMATCHED');
        if (open && charge.amountCents !== paid) expect(outcome).toBe('AMOUNT_MISMATCH');
        if (charge?.paidAt) expect(outcome).toBe('ALREADY_PAID');
        if (charge && charge.paidAt === null && charge.cancelledAt === null) expect(paymentOutcome(charge, charge.amountCents)).toBe('PAID');
        if (charge && charge.paidAt === null && charge.cancelledAt !== null) expect(outcome).toBe('CHARGE_CANCELLED');
      }),
    );
  });

  it('reads the API Pix amounts as integer cents, and writes them back the same', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(centsOfPixValue(pixValueOf(c))).toEqual(E.right(c));
      }),
    );
    expect(pixValueOf(12345)).toBe('123.45');
    expect(pixValueOf(5)).toBe('0.05');
    expect(centsOfPixValue('0.10')).toEqual(E.right(10));
  });

  it('refuses any other text for an amount, from the whole of Unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/^\d{1,10}\.\d{2}$/.test(text));
        expect(E.isLeft(centsOfPixValue(text))).toBe(true);
      }),
    );
    for (const text of ['1.5', '1,50', '-1.00', '1e2', ' 1.00', '１.００', '12345678901.00', '10.001', '10.00 ', 'x10.00'])
      expect([text, E.isLeft(centsOfPixValue(text))]).toEqual([text, true]);
  });

  it('reads a webhook’s Pix when every field is as the API Pix gives it, and refuses any other text', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]{1,35}$/);
    const horario = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    fc.assert(
      fc.property(alnum, fc.option(alnum, { nil: undefined }), cents, horario, (endToEndId, txid, c, h) => {
        expect(readPixNotice({ endToEndId, txid, valor: pixValueOf(c), horario: h })).toEqual(E.right({ endToEndId, txid: txid ?? null, amountCents: c, paidAt: new Date(h) }));
      }),
    );
    const anyText = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(anyText, anyText, anyText, (endToEndId, valor, h) => {
        fc.pre(!/^[A-Za-z0-9]{1,35}$/.test(endToEndId) || !/^\d{1,10}\.\d{2}$/.test(valor) || Number.isNaN(Date.parse(h)));
        expect(E.isLeft(readPixNotice({ endToEndId, valor, horario: h }))).toBe(true);
      }),
    );
    expect(E.isRight(readPixNotice({ endToEndId: 'E12345678202611271200abcdefghijk', txid: 'ABC', valor: '10.00', horario: '2026-11-27T12:00:00.00-03:00' }))).toBe(true);
    expect(E.isLeft(readPixNotice({ endToEndId: 'E1', valor: '10.00', horario: '2026-13-27T12:00:00Z' }))).toBe(true);
    for (const endToEndId of ['E1!', '!E1', 'E 1', 'E'.repeat(36)])
      expect([endToEndId, readPixNotice({ endToEndId, valor: '10.00', horario: '2026-11-27T12:00:00Z' })]).toEqual([endToEndId, E.left(pixNoticeMessages.endToEndId)]);
    expect(readPixNotice({ endToEndId: 'E1', txid: 'T1!', valor: '10.00', horario: '2026-11-27T12:00:00Z' })).toEqual(E.left(pixNoticeMessages.txid));
  });

  it('reads any JSON object as a Pix without throwing, naming the first field that is wrong, and keeps of an unreadable one only its well-formed ids', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]{1,35}$/);
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const anyValue = fc.oneof(alnum, fc.string({ unit: codeUnit }), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.array(alnum, { maxLength: 2 }));
    const told = fc.record(
      {
        endToEndId: anyValue,
        txid: anyValue,
        valor: fc.oneof(anyValue, cents.map(pixValueOf)),
        horario: fc.oneof(anyValue, fc.constantFrom('2026-11-27T12:00:00Z', '2026-02-30T12:00:00Z')),
      },
      { requiredKeys: [] },
    );
    const wellFormed = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9]{1,35}$/.test(v) ? v : null);
    fc.assert(
      fc.property(told, (pix) => {
        const read = readPixNotice(pix);
        const e2eOk = wellFormed(pix.endToEndId) !== null;
        const txidOk = pix.txid === undefined || wellFormed(pix.txid) !== null;
        if (!e2eOk) expect(read).toEqual(E.left(pixNoticeMessages.endToEndId));
        else if (!txidOk) expect(read).toEqual(E.left(pixNoticeMessages.txid));
        else if (pix.horario !== '2026-11-27T12:00:00Z') expect(read).toEqual(E.left(pixNoticeMessages.horario));
        else if (typeof pix.valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(pix.valor)) expect(read).toEqual(E.left(pixValueMessage));
        else expect(E.isRight(read)).toBe(true);
        expect(unreadablePix(pix, 'motivo')).toEqual({ endToEndId: wellFormed(pix.endToEndId), txid: wellFormed(pix.txid), reason: 'motivo' });
      }),
    );
  });

  it('takes the instant and the amount only as text: the same text inside a list is refused', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const pix = { endToEndId: 'E1', horario: '2026-11-27T12:00:00Z', valor: pixValueOf(c) };
        expect(readPixNotice(pix)).toMatchObject(E.right({ amountCents: c }));
        expect(readPixNotice({ ...pix, horario: [pix.horario] })).toEqual(E.left(pixNoticeMessages.horario));
        expect(readPixNotice({ ...pix, valor: [pix.valor] })).toEqual(E.left(pixValueMessage));
      }),
    );
  });

  it('says on a receipt how a charge was paid: a Pix the bank confirmed, or its condition and who confirmed it', () => {
    const methods = ['PIX', 'BOLETO', 'BOLETO_INSTALLMENTS', 'CREDIT_CARD'] as const;
    for (const method of methods) {
      expect(howPaid('PIX_API', method)).toBe('Pix, confirmado pelo banco');
      expect(howPaid('STATEMENT', method)).toBe(`${chargeMethodLabels[method]}, conferido no extrato bancário`);
      expect(howPaid('MANUAL', method)).toBe(`${chargeMethodLabels[method]}, confirmado pela equipe`);
    }
    expect(paymentSources).toEqual(['PIX_API', 'STATEMENT', 'MANUAL']);
  });

  it('names every outcome in its own words, and every refusal of a Pix in a whole sentence', () => {
    const labels = Object.values(paymentOutcomeLabels);
    expect(Object.keys(paymentOutcomeLabels).sort()).toEqual(['ALREADY_PAID', 'AMOUNT_MISMATCH', 'CHARGE_CANCELLED', 'PAID', 'UNMATCHED', 'UNREADABLE']);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-ZÀ-Ú][a-zà-ú ]+[a-zà-ú]$/);
    for (const sentence of [pixValueMessage, ...Object.values(pixNoticeMessages)]) expect(sentence).toMatch(/^[A-Z].{20,}\.$/);
    expect(new Set(Object.values(pixNoticeMessages)).size).toBe(3);
  });

  it('writes cents with two places after the point, however few', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(pixValueOf(c)).toMatch(/^(0|[1-9]\d*)\.\d{2}$/);
      }),
    );
    expect([0, 1, 10, 100, 101, 99_999].map(pixValueOf)).toEqual(['0.00', '0.01', '0.10', '1.00', '1.01', '999.99']);
    expect(centsOfPixValue('9999999999.99')).toEqual(E.right(999_999_999_999));
    expect(E.isLeft(centsOfPixValue('10000000000.00'))).toBe(true);
  });
});
