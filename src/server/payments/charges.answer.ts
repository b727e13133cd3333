import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { brazilDayOf } from '../../domain/format/date';
import { brCodeOf } from '../../domain/payments/br-code';
import { chargeStatusOn, isOwed } from '../../domain/payments/charge-plan';
import type { OrderCharges } from '../../contract/charges.contract';
import type { Db } from '../db/database';
import { orderCharges } from './charges.repository';
import type { PixSettings } from './pix-settings';

/**
 * An order's charges as the pages show them: each one's status on today's date in Brasília and,
 * while it can be paid, its Pix "copia e cola": the PSP's, or a static one with the provider's key
 * and the charge's txid.
 */
export const chargesAnswer = async (db: Db, orderId: string, pix: PixSettings, now: Date): Promise<t.OutputOf<typeof OrderCharges>> => {
  const today = brazilDayOf(now);
  const charges = (await orderCharges(db, orderId)).map((c) => {
    const status = chargeStatusOn(c, today);
    const open = isOwed(status);
    // The PSP's code once it holds the charge (it tells of the payment at once), else the static one.
    const code = !open
      ? undefined
      : c.pspCopiaECola !== null
        ? E.right(c.pspCopiaECola)
        : brCodeOf({ key: pix.key, merchantName: pix.merchantName, merchantCity: pix.merchantCity, amountCents: c.amountCents, txid: c.txid });
    return {
      id: c.id,
      number: c.number,
      count: c.count,
      method: c.method,
      amountCents: c.amountCents,
      dueDate: c.dueDate,
      status,
      paidAt: c.paidAt,
      refundDue: c.refundDue,
      txid: c.txid,
      // A provider's key the BR Code cannot carry shows no code rather than a wrong one.
      brCode: code && E.isRight(code) ? code.right : null,
      boleto: c.boletoDigits === null ? null : { digits: c.boletoDigits },
    };
  });
  return {
    charges,
    totalCents: charges.reduce((sum, c) => sum + c.amountCents, 0),
    paidCents: charges.filter((c) => c.paidAt !== null).reduce((sum, c) => sum + c.amountCents, 0),
  };
};
