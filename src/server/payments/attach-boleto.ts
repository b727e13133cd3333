import type { FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import { boletoForCharge, formatLinhaDigitavel } from '../../domain/payments/boleto';
import { chargeTitle } from '../../domain/payments/charge-plan';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/http-error';
import { recordOrderEvent } from '../orders/order-events.repository';
import { recordStaffChange } from '../orders/order-audit.repository';
import { fileKindOf } from '../uploads/order-files.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { lockOrderCharge, requireOwed } from './locked-charge';

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
export const attachBoleto = async (db: Db, b: BoletoAttachment): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const { order, charge } = await lockOrderCharge(trx, b.orderId, b.chargeId);
    if (charge.method !== 'BOLETO' && charge.method !== 'BOLETO_INSTALLMENTS') throw conflict(boletoMessages.notBoleto);
    requireOwed(charge, b.at);
    const linha = boletoForCharge(b.linhaDigitavel, charge.amountCents);
    if (E.isLeft(linha)) throw badRequest(linha.left);
    if ((await fileKindOf(trx, b.attachmentId, [b.staffId])) !== 'BOLETO') throw notFound(boletoMessages.fileNotFound);
    await trx.updateTable('charges').set({ boleto_digits: linha.right.digits, boleto_attachment_id: b.attachmentId }).where('id', '=', charge.id).execute();
    await recordStaffChange(trx, {
      id: b.auditId,
      orderId: order.id,
      actorId: b.staffId,
      action: 'BOLETO_ATTACHED',
      after: { charge: chargeTitle(charge), amountCents: charge.amountCents, linhaDigitavel: formatLinhaDigitavel(linha.right.digits) },
      at: b.at,
    });
    await recordOrderEvent(trx, { orderId: order.id, actor: { id: b.staffId, staff: true }, kind: 'BOLETO_ATTACHED', at: b.at });
  });

/** The boleto's PDF of one charge of the order, as a download. */
export const sendBoleto = async (reply: FastifyReply, db: Db, storage: AttachmentStorage, orderId: string, chargeId: string, caseNumber: number | null) => {
  const file = await db
    .selectFrom('charges')
    .innerJoin('attachments', 'attachments.id', 'charges.boleto_attachment_id')
    .select(['attachments.storage_key', 'charges.number'])
    .where('charges.order_id', '=', orderId)
    .where('charges.id', '=', chargeId)
    .executeTakeFirst();
  const bytes = file ? await storage.read(file.storage_key) : undefined;
  if (!file || !bytes) throw notFound(boletoMessages.noBoleto);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="boleto-${caseNumber ?? 'pedido'}-${file.number}.pdf"`)
    .send(bytes);
};
