import type { FastifyReply } from 'fastify';
import { displayFileName } from '../../domain/attachments/file-acceptance';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import type { AttachmentStorage } from './attachment-storage';

/** Streams one of an order's files as a download, named as the dentist sent it. */
export const sendOrderAttachment = async (reply: FastifyReply, db: Db, storage: AttachmentStorage, orderId: string, attachmentId: string) => {
  const file = await db
    .selectFrom('order_attachments')
    .innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id')
    .select(['attachments.storage_key', 'attachments.name', 'attachments.content_type'])
    .where('order_attachments.order_id', '=', orderId)
    .where('order_attachments.attachment_id', '=', attachmentId)
    .executeTakeFirst();
  const bytes = file ? await storage.read(file.storage_key) : undefined;
  if (!file || !bytes) throw notFound(planningMessages.attachmentNotFound);
  return reply
    .type(file.content_type || 'application/octet-stream')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(displayFileName(file.name))}`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
};
