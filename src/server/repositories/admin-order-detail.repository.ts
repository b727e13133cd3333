import { sql } from 'kysely';
import { nextStatuses, planningEditable } from '../../domain/order/order-lifecycle';
import type { AdminOrderDetail } from '../../contract/admin-order.contract';
import type { Db } from '../db/database';
import { loadOrderDetail, type OrderRow, orderStateOf } from './order-detail.repository';
import { loadAudit } from './order-audit.repository';

/** The staff's view of one order: the dentist's view plus the fields staff edit, the next statuses, the planning files and the audit trail. */
export const loadAdminOrderDetail = async (db: Db, order: OrderRow, now: Date): Promise<AdminOrderDetail> => {
  const [base, audit, dentist, files, dates] = await Promise.all([
    loadOrderDetail(db, order, now),
    loadAudit(db, order.id),
    db.selectFrom('users').select('onyx_code').where('id', '=', order.dentist_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('plannings')
      .leftJoin('attachments', 'attachments.id', 'plannings.file_attachment_id')
      .select(['plannings.id', 'attachments.name', 'plannings.viewer_url'])
      .where('plannings.order_id', '=', order.id)
      .execute(),
    db.selectFrom('orders').select(sql<string | null>`to_char(forecast_approval_date, 'YYYY-MM-DD')`.as('forecast')).where('id', '=', order.id).executeTakeFirstOrThrow(),
  ]);
  return {
    ...base,
    planningSurveyPending: false,
    version: order.version,
    caseContinuationNumber: order.case_continuation_number,
    responsableId: order.responsable_id,
    relationshipConsultantId: order.relationship_consultant_id,
    acquisitionConsultantId: order.acquisition_consultant_id,
    forecastApprovalDate: dates.forecast,
    forecastComment: order.forecast_comment,
    nextStatuses: nextStatuses(orderStateOf(order)),
    planningEditable: planningEditable(order.status),
    dentistOnyxCode: dentist.onyx_code,
    planningFiles: files.map((f) => ({ planningId: f.id, fileName: f.name, viewerUrl: f.viewer_url })),
    audit,
  } as AdminOrderDetail;
};

