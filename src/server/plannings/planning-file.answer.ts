import type { FastifyReply } from 'fastify';
import { displayFileName } from '../../domain/attachments/file-acceptance';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';
import { notFound, orFail } from '../http/http-error';
import type { Order } from '../../domain/order/order';
import { orderPlanning } from './planning-choices';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { planningReportPdf } from './planning-report';

/** A planning's file: the one the planner uploaded, or else the PDF report the portal writes from it. */
export const sendPlanningFile = async (reply: FastifyReply, db: Db, storage: AttachmentStorage, order: Order, planningId: string) => {
  const planning = orFail(await orderPlanning(db, order, planningId));
  reply.header('cache-control', 'private, no-store');
  if (planning.row.file_attachment_id) {
    const file = await db.selectFrom('attachments').select(['storage_key', 'name', 'content_type']).where('id', '=', planning.row.file_attachment_id).executeTakeFirst();
    const bytes = file ? await storage.read(file.storage_key) : undefined;
    if (!file || !bytes) throw notFound(planningMessages.fileUnavailable);
    return reply
      .type(file.content_type || 'application/octet-stream')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(displayFileName(file.name))}`)
      .send(bytes);
  }
  const [patient, dentist] = await Promise.all([
    db.selectFrom('patients').select(['first_name', 'last_name']).where('id', '=', order.patientId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select('name').where('id', '=', order.dentistId).executeTakeFirstOrThrow(),
  ]);
  const pdf = await planningReportPdf({
    caseNumber: order.caseNumber,
    patientName: `${patient.first_name} ${patient.last_name}`,
    dentistName: dentist.name,
    planning: planning.view,
    price: planning.price,
    createdAt: new Date(planning.row.created_at).toISOString(),
  });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="planejamento-${order.caseNumber ?? 'pedido'}-${planning.row.number}.pdf"`)
    .send(Buffer.from(pdf));
};
