import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { orderStatuses, statusLabel } from '../../domain/order/order-status';
import { approvalRequestable, staffAddressChangeable } from '../../domain/order/order-permissions';
import type { AuditValue } from '../../domain/order/audit';
import { isStaff, type Role } from '../../domain/people/person';
import { planningMessages } from '../../contract/planning-actions.contract';
import { adminMessages, type StaffMember, type StatusPage } from '../../contract/admin-order.contract';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import { badRequest, conflict, notFound, orFail } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import type { OrderRow } from '../repositories/order-detail.repository';
import { loadAdminOrderDetail } from '../repositories/admin-order-detail.repository';
import { type Trx } from '../db/database';
import { withOrderLocked } from '../orders/order-lock';
import { transitionOrder } from '../orders/transition-order';
import { recordStaffChange } from '../repositories/order-audit.repository';
import type { Db } from '../db/database';


/** What staff edit of an order, as the audit trail compares it. */
const editableFields = (o: OrderRow): Record<string, AuditValue> => ({
  caseNumber: o.case_number,
  caseContinuationNumber: o.case_continuation_number,
  responsableId: o.responsable_id,
  relationshipConsultantId: o.relationship_consultant_id,
  acquisitionConsultantId: o.acquisition_consultant_id,
  forecastApprovalDate: o.forecast_approval_date === null ? null : String(o.forecast_approval_date).slice(0, 10),
  forecastComment: o.forecast_comment,
  caseType: o.case_type,
});

const staffMember = async (trx: Db, id: string | null | undefined, role?: Role): Promise<void> => {
  if (!id) return;
  const user = await trx.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();
  if (!user || !isStaff(user.role) || (role && user.role !== role)) throw badRequest(adminMessages.userNotFound);
};

/** The attendant area's calls on one order (spec §7, orders admin). */
export const adminOrderRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  serve(app, on.order, async ({ params: { id } }) => {
    const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order) throw notFound(planningMessages.notFound);
    return loadAdminOrderDetail(db, order, now());
  });

  serve(app, on.edit, async ({ user, params: { id }, body }) => {
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      // Optimistic concurrency: the form must have been loaded from this very version.
      if (order.version !== body.version) throw conflict(adminMessages.changedMeanwhile);
      await staffMember(trx, body.responsableId);
      await staffMember(trx, body.relationshipConsultantId, 'CONSULTANT');
      await staffMember(trx, body.acquisitionConsultantId, 'CONSULTANT');
      const at = now();
      const changes = {
        ...(body.caseNumber !== undefined ? { case_number: body.caseNumber } : {}),
        ...(body.caseContinuationNumber !== undefined ? { case_continuation_number: body.caseContinuationNumber } : {}),
        ...(body.responsableId !== undefined ? { responsable_id: body.responsableId } : {}),
        ...(body.relationshipConsultantId !== undefined ? { relationship_consultant_id: body.relationshipConsultantId } : {}),
        ...(body.acquisitionConsultantId !== undefined ? { acquisition_consultant_id: body.acquisitionConsultantId } : {}),
        ...(body.forecastApprovalDate !== undefined ? { forecast_approval_date: body.forecastApprovalDate } : {}),
        ...(body.forecastComment !== undefined ? { forecast_comment: body.forecastComment.trim() || null } : {}),
        ...(body.caseType !== undefined ? { case_type: body.caseType } : {}),
      };
      if (Object.keys(changes).length > 0) {
        try {
          await trx.updateTable('orders').set(changes).where('id', '=', id).execute();
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw conflict(adminMessages.caseNumberTaken);
          throw error;
        }
      }
      // A consultant saved for the dentist also applies to the dentist's next orders.
      const dentistDefaults = {
        ...(body.relationshipConsultantSaveType === 'DENTIST' && body.relationshipConsultantId !== undefined ? { relationship_consultant_id: body.relationshipConsultantId } : {}),
        ...(body.acquisitionConsultantSaveType === 'DENTIST' && body.acquisitionConsultantId !== undefined ? { acquisition_consultant_id: body.acquisitionConsultantId } : {}),
      };
      if (Object.keys(dentistDefaults).length > 0) await trx.updateTable('users').set(dentistDefaults).where('id', '=', order.dentist_id).execute();
      if (body.statusId !== undefined && body.statusId !== order.status) {
        const plannings = await trx.selectFrom('plannings').select('id').where('order_id', '=', id).execute();
        if (body.statusId === 'WAITING_FOR_APPROVAL' && !approvalRequestable(order.status, plannings.length)) throw conflict(adminMessages.noPlanning);
        const changed = await transitionOrder(trx, { order, event: { type: 'changeStatus', to: body.statusId, reason: body.statusChangeReason ?? '' }, actor: { id: user.id, role: user.role }, at, historyId: newId() });
        if (E.isLeft(changed)) return changed;
      }
      await recordStaffChange(trx, {
        id: newId(),
        orderId: id,
        actorId: user.id,
        action: 'EDIT',
        before: { ...editableFields(order), status: order.status },
        after: {
          caseNumber: body.caseNumber,
          caseContinuationNumber: body.caseContinuationNumber,
          responsableId: body.responsableId,
          relationshipConsultantId: body.relationshipConsultantId,
          acquisitionConsultantId: body.acquisitionConsultantId,
          forecastApprovalDate: body.forecastApprovalDate,
          forecastComment: body.forecastComment === undefined ? undefined : body.forecastComment.trim() || null,
          caseType: body.caseType,
          status: body.statusId,
        },
        reason: body.statusChangeReason?.trim() || null,
        at,
      });
      return E.right(undefined);
    }), adminMessages.changedMeanwhile);
    return loadAdminOrderDetail(db, (await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()), now());
  });

  serve(app, on.cancel, async ({ user, params: { id }, body: { reason } }) => {
    const done = await withOrderLocked(db, id, (trx, order) =>
      transitionOrder(trx, { order, event: { type: 'cancel', reason }, actor: { id: user.id, role: user.role }, at: now(), historyId: newId(), audit: { id: newId(), action: 'CANCEL', reason: reason.trim() } }),
    );
    return { status: orFail(done, adminMessages.changedMeanwhile).status };
  });

  serve(app, on.requestApproval, async ({ user, params: { id } }) => {
    const done = await withOrderLocked(db, id, async (trx, order) => {
      const plannings = await trx.selectFrom('plannings').select('id').where('order_id', '=', id).execute();
      if (order.status === 'VIRTUAL_PLANNING' && !approvalRequestable(order.status, plannings.length)) throw conflict(adminMessages.noPlanning);
      return transitionOrder(trx, { order, event: { type: 'requestApproval' }, actor: { id: user.id, role: user.role }, at: now(), historyId: newId(), audit: { id: newId(), action: 'REQUEST_APPROVAL' } });
    });
    return { status: orFail(done, adminMessages.changedMeanwhile).status };
  });

  serve(app, on.addBalance, async ({ user, params: { id }, body }) => {
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      const at = now();
      await trx
        .insertInto('bonus_ledger')
        .values({ id: newId(), dentist_id: order.dentist_id, origin: body.type, product: body.product, steps: body.amount, patient_id: body.type === 'PATIENT' ? order.patient_id : null, order_id: null, planning_id: null, grant_id: null, status: 'CONFIRMED', created_at: at })
        .execute();
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'ADD_BALANCE', after: { type: body.type, amount: body.amount, product: body.product }, at });
      return E.right(undefined);
    }));
  });

  serve(app, on.changeAddress, async ({ user, params: { id }, body }) => {
    const shipping = 'shippingAddressId' in body;
    const addressId = shipping ? body.shippingAddressId : body.billingAddressId;
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      if (!staffAddressChangeable(order.status)) throw conflict(planningMessages.addressLocked);
      const address = await trx.selectFrom('addresses').select('id').where('id', '=', addressId).where('dentist_id', '=', order.dentist_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!address) throw notFound(planningMessages.addressNotFound);
      const column = shipping ? 'shipping_address_id' : 'billing_address_id';
      await trx.updateTable('orders').set({ [column]: addressId }).where('id', '=', id).execute();
      const field = shipping ? 'shippingAddressId' : 'billingAddressId';
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'ADDRESS', before: { [field]: order[column] }, after: { [field]: addressId }, at: now() });
      return E.right(undefined);
    }));
  });

  serve(app, on.changePatient, async ({ user, params: { id, patientId } }) => {
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      const patient = await trx.selectFrom('patients').select('id').where('id', '=', patientId).where('dentist_id', '=', order.dentist_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!patient) throw notFound(adminMessages.patientNotFound);
      await trx.updateTable('orders').set({ patient_id: patientId }).where('id', '=', id).execute();
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'PATIENT', before: { patientId: order.patient_id }, after: { patientId }, at: now() });
      return E.right(undefined);
    }));
  });

  // Staff attach files of their own or of the order's dentist.
  const linkableFile = async (trx: Trx, order: OrderRow, staffId: string, attachmentId: string) => {
    const file = await trx.selectFrom('attachments').select('kind').where('id', '=', attachmentId).where('owner_id', 'in', [staffId, order.dentist_id]).executeTakeFirst();
    if (!file) throw notFound(planningMessages.attachmentNotFound);
    return file.kind;
  };

  serve(app, on.addAttachment, async ({ user, params: { id }, body }) => {
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      if ((await linkableFile(trx, order, user.id, body.attachmentId)) !== body.type) throw badRequest(planningMessages.attachmentKindMismatch);
      await trx.insertInto('order_attachments').values({ order_id: id, attachment_id: body.attachmentId, type: body.type }).onConflict((oc) => oc.columns(['order_id', 'attachment_id']).doNothing()).execute();
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'ATTACHMENT', after: { attachmentId: body.attachmentId, type: body.type }, at: now() });
      return E.right(undefined);
    }));
  });

  serve(app, on.replaceAttachment, async ({ user, params: { id, attId }, body }) => {
    orFail(await withOrderLocked(db, id, async (trx, order) => {
      const old = await trx.selectFrom('order_attachments').select('type').where('order_id', '=', id).where('attachment_id', '=', attId).executeTakeFirst();
      if (!old) throw notFound(planningMessages.attachmentNotFound);
      if ((await linkableFile(trx, order, user.id, body.attachmentId)) !== old.type) throw badRequest(planningMessages.attachmentKindMismatch);
      await trx.updateTable('order_attachments').set({ attachment_id: body.attachmentId }).where('order_id', '=', id).where('attachment_id', '=', attId).execute();
      await recordStaffChange(trx, { id: newId(), orderId: id, actorId: user.id, action: 'ATTACHMENT', before: { attachmentId: attId }, after: { attachmentId: body.attachmentId }, at: now() });
      return E.right(undefined);
    }));
  });

  // Spec §7: GET /admin/order-statuses?page&limit, default page size 20.
  serve(app, on.statuses, async ({ query }) => {
    const { page, limit } = pageOf(query, listLimits.records);
    const all = orderStatuses.map((code) => ({ code, label: statusLabel(code) }));
    const answer: StatusPage = { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    return answer;
  });

  serve(app, on.messageTypes, async () => {
    return db.selectFrom('message_types').select(['id', 'name']).orderBy('position').execute();
  });

  serve(app, on.consultants, async () => {
    const answer = (await db.selectFrom('users').select(['id', 'name', 'role']).where('role', '=', 'CONSULTANT').orderBy('name').execute()) as StaffMember[];
    return answer;
  });

  serve(app, on.employees, async ({ query }) => {
    const { page, limit } = pageOf(query, listLimits.records);
    const staffRoles: Role[] = ['EMPLOYEE', 'PLANNER', 'CONSULTANT'];
    const [items, count] = await Promise.all([
      db.selectFrom('users').select(['id', 'name', 'role']).where('role', 'in', staffRoles).orderBy('name').limit(limit).offset((page - 1) * limit).execute(),
      db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', 'in', staffRoles).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n), page, limit };
  });

  serve(app, on.products, async () => {
    const rows = await db.selectFrom('products').selectAll().orderBy('position').execute();
    return rows.map((p) => ({ id: p.id, code: p.code, name: p.name, pricingKind: p.pricing_kind, unitCents: p.unit_cents, main: p.main }));
  });

  serve(app, on.setOnyxCode, async ({ user, params: { id }, body: { onyxCode }, request }) => {
    const updated = await db.updateTable('users').set({ onyx_code: onyxCode.trim() }).where('id', '=', id).where('role', '=', 'DENTIST').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound(adminMessages.dentistNotFound);
    request.log.info({ actor: user.id }, 'onyx code set');
    return { onyxCode: onyxCode.trim() };
  });

};
