import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { boletoMessages } from './attach-boleto';
import { boletoFileOf } from './charges.repository';

/** The boleto's PDF of one charge of the order, as a download. */
export const sendBoleto = async (reply: FastifyReply, db: Db, storage: AttachmentStorage, orderId: string, chargeId: string, caseNumber: number | null) => {
  const file = await boletoFileOf(db, orderId, chargeId);
  const bytes = file ? await storage.read(file.storage_key) : undefined;
  if (!file || !bytes) throw notFound(boletoMessages.noBoleto);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="boleto-${caseNumber ?? 'pedido'}-${file.number}.pdf"`)
    .send(bytes);
};
