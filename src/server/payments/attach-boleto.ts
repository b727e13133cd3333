import * as E from 'fp-ts/Either';
import { boletoForCharge, formatLinhaDigitavel } from '../../domain/payments/boleto';
import { chargeTitle } from '../../domain/payments/charge-plan';
import type { Db } from '../db/database';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { recordOrderEvent } from '../orders/order-events.repository';
import { recordStaffChange } from '../orders/order-audit.repository';
import { fileKindOf } from '../uploads/order-files.repository';
import { owedOn, withChargeLocked } from './locked-charge';
import { setChargeBoleto } from './charges.repository';

export const boletoMessages = {
  notBoleto: 'Só as cobranças em boleto recebem um boleto.',
  fileNotFound: 'Envie o PDF do boleto antes de anexá-lo.',
  noBoleto: 'Esta cobrança ainda não tem boleto.',
} as const;

export interface BoletoAttachment {
  readonly orderId: string;
  readonly chargeId: string;
  /** The boleto's PDF, uploaded by this staff member as a BOLETO attachment. */
  readonly attachmentId: string;
  readonly linhaDigitavel: string;
  readonly staffId: string;
  readonly at: Date;
  readonly auditId: string;
}

/**
 * The staff attach the bank's boleto to an open charge of a boleto condition: its
 * linha digitável checked digit by digit and against the charge's amount, its PDF one they
 * uploaded. A boleto attached again replaces the first. Who did it is in the audit trail, and
 * the dentist hears of it.
 */
export const attachBoleto = (db: Db, b: BoletoAttachment): Promise<E.Either<DomainError, void>> =>
  withChargeLocked(db, b.orderId, b.chargeId, async (trx, order, charge) => {
    if (charge.method !== 'BOLETO' && charge.method !== 'BOLETO_INSTALLMENTS') return E.left(domainError('ORDER_LOCKED', boletoMessages.notBoleto));
    const owed = owedOn(charge, b.at);
    if (E.isLeft(owed)) return owed;
    const linha = boletoForCharge(b.linhaDigitavel, charge.amountCents);
    if (E.isLeft(linha)) return E.left(domainError('REQUEST_REFUSED', linha.left));
    if ((await fileKindOf(trx, b.attachmentId, [b.staffId])) !== 'BOLETO') return E.left(domainError('RECORD_NOT_FOUND', boletoMessages.fileNotFound));
    await setChargeBoleto(trx, charge.id, linha.right.digits, b.attachmentId);
    await recordStaffChange(trx, {
      id: b.auditId,
      orderId: order.id,
      actorId: b.staffId,
      action: 'BOLETO_ATTACHED',
      after: { charge: chargeTitle(charge), amountCents: charge.amountCents, linhaDigitavel: formatLinhaDigitavel(linha.right.digits) },
      at: b.at,
    });
    await recordOrderEvent(trx, { orderId: order.id, actor: { id: b.staffId, staff: true }, kind: 'BOLETO_ATTACHED', at: b.at });
    return E.right(undefined);
  });
