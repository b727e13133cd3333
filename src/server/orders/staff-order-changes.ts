import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { editConflict } from '../../domain/order/audit';
import { mayRequestApproval, staffMayChangeAddress } from '../../domain/order/order-permissions';
import { isStaff, type Role } from '../../domain/people/person';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { staffOrderMessages, type AddBalanceBody, type StaffOrderPatchBody } from '../../contract/staff-order.contract';
import type { Trx } from '../db/database';
import type { Order } from '../../domain/order/order';
import { addressText, fileName, patientName } from './audit-snapshots.repository';
import { changesSince, recordStaffChange } from './order-audit.repository';
import {
  creditBonus,
  linkFileOnce,
  livePatientOf,
  planningCount,
  roleOf,
  setDentistConsultants,
  setOrderPatient,
  staffFieldsOf,
  updateOrderColumns,
} from '../queues/staff-orders.repository';
import { fileForSlot, filesReceived, moveOrderAddress, relinkOrderFile } from './order-changes';
import { type TransitionDone, transitionOrder } from './transition-order';

// What staff change on an order from the attendant area (spec §7). Each runs in the caller's
// transaction with the order row locked, leaves its audit row, and answers Either.

type Result<T> = Promise<E.Either<DomainError, T>>;

/** The staff member acting, and when. */
export interface StaffActor {
  readonly id: string;
  readonly role: Role;
  readonly at: Date;
  readonly newId: () => string;
}

/** The order's fields an edit sets, by the names the audit trail gives them. */
const editedFields = (body: StaffOrderPatchBody): string[] =>
  (
    ['caseNumber', 'caseContinuationNumber', 'responsableId', 'relationshipConsultantId', 'acquisitionConsultantId', 'forecastApprovalDate', 'forecastComment', 'caseType'] as const
  ).filter((k) => body[k] !== undefined);

/** An id the form names is a staff member (of that role, when one is asked). */
const isStaffMember = async (trx: Trx, id: string | null | undefined, role?: Role): Promise<boolean> => {
  if (!id) return true;
  const found = await roleOf(trx, id);
  return found !== undefined && isStaff(found) && (role === undefined || found === role);
};

/** The staff edit form: fields, consultants (for this order or the dentist's next ones) and a status move. */
export const editOrder = async (trx: Trx, order: Order, actor: StaffActor, body: StaffOrderPatchBody): Result<void> => {
  // Optimistic concurrency, merged by field: an edit made on an older version goes through unless
  // a later change set one of its fields; a status move needs the very version it was chosen on.
  if (order.version !== body.version) {
    const edited = [...editedFields(body), ...(body.statusId !== undefined ? ['status'] : [])];
    const later = await changesSince(trx, order.id, body.version);
    const clash = body.statusId !== undefined ? (later.every((c) => c.actorId === actor.id) && later.length > 0 ? 'mine' : 'others') : editConflict(edited, later, actor.id);
    if (clash === 'mine') return E.left(domainError('ORDER_CHANGED_IN_ANOTHER_TAB', staffOrderMessages.changedInAnotherTab));
    if (clash === 'others') return E.left(domainError('ORDER_CHANGED_MEANWHILE', staffOrderMessages.changedMeanwhile));
  }
  const before = await staffFieldsOf(trx, order.id);
  const people = [
    [body.responsableId, undefined],
    [body.relationshipConsultantId, 'CONSULTANT'],
    [body.acquisitionConsultantId, 'CONSULTANT'],
  ] as const;
  for (const [id, role] of people) if (!(await isStaffMember(trx, id, role))) return E.left(domainError('REQUEST_REFUSED', staffOrderMessages.userNotFound));
  const forecastComment = body.forecastComment === undefined ? undefined : body.forecastComment.trim() || null;
  const written = await updateOrderColumns(trx, order.id, {
    ...(body.caseNumber !== undefined ? { case_number: body.caseNumber } : {}),
    ...(body.caseContinuationNumber !== undefined ? { case_continuation_number: body.caseContinuationNumber } : {}),
    ...(body.responsableId !== undefined ? { responsable_id: body.responsableId } : {}),
    ...(body.relationshipConsultantId !== undefined ? { relationship_consultant_id: body.relationshipConsultantId } : {}),
    ...(body.acquisitionConsultantId !== undefined ? { acquisition_consultant_id: body.acquisitionConsultantId } : {}),
    ...(body.forecastApprovalDate !== undefined ? { forecast_approval_date: body.forecastApprovalDate } : {}),
    ...(forecastComment !== undefined ? { forecast_comment: forecastComment } : {}),
    ...(body.caseType !== undefined ? { case_type: body.caseType } : {}),
  });
  if (written === 'taken') return E.left(domainError('ALREADY_TAKEN', staffOrderMessages.caseNumberTaken));
  await setDentistConsultants(trx, order.dentistId, {
    ...(body.relationshipConsultantSaveType === 'DENTIST' && body.relationshipConsultantId !== undefined ? { relationship_consultant_id: body.relationshipConsultantId } : {}),
    ...(body.acquisitionConsultantSaveType === 'DENTIST' && body.acquisitionConsultantId !== undefined ? { acquisition_consultant_id: body.acquisitionConsultantId } : {}),
  });
  if (body.statusId !== undefined && body.statusId !== order.status) {
    if (body.statusId === 'WAITING_FOR_APPROVAL') {
      const requestable = mayRequestApproval(order.status, await planningCount(trx, order.id));
      if (E.isLeft(requestable)) return requestable;
    }
    const changed = await transitionOrder(trx, {
      order,
      event: { type: 'changeStatus', to: body.statusId, reason: body.statusChangeReason ?? '' },
      actor,
      at: actor.at,
      historyId: actor.newId(),
    });
    if (E.isLeft(changed)) return changed;
  }
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'EDIT',
    before: { ...before, status: order.status },
    after: {
      caseNumber: body.caseNumber,
      caseContinuationNumber: body.caseContinuationNumber,
      responsableId: body.responsableId,
      relationshipConsultantId: body.relationshipConsultantId,
      acquisitionConsultantId: body.acquisitionConsultantId,
      forecastApprovalDate: body.forecastApprovalDate,
      forecastComment,
      caseType: body.caseType,
      status: body.statusId,
    },
    reason: body.statusChangeReason?.trim() || null,
    at: actor.at,
  });
  return E.right(undefined);
};

export const cancelByStaff = (trx: Trx, order: Order, actor: StaffActor, reason: string): Result<TransitionDone> =>
  transitionOrder(trx, {
    order,
    event: { type: 'cancel', reason },
    actor,
    at: actor.at,
    historyId: actor.newId(),
    audit: { id: actor.newId(), action: 'CANCEL', reason: reason.trim() },
  });

/** The planning goes to the dentist: there must be one. */
export const requestApproval = async (trx: Trx, order: Order, actor: StaffActor): Result<TransitionDone> => {
  if (order.status === 'VIRTUAL_PLANNING') {
    const requestable = mayRequestApproval(order.status, await planningCount(trx, order.id));
    if (E.isLeft(requestable)) return requestable;
  }
  return transitionOrder(trx, {
    order,
    event: { type: 'requestApproval' },
    actor,
    at: actor.at,
    historyId: actor.newId(),
    audit: { id: actor.newId(), action: 'REQUEST_APPROVAL' },
  });
};

/** Steps credited to the dentist's wallet, KOL balance, or the order's patient. */
export const addBalance = async (trx: Trx, order: Order, actor: StaffActor, body: AddBalanceBody): Result<void> => {
  await creditBonus(trx, {
    id: actor.newId(),
    dentistId: order.dentistId,
    origin: body.type,
    product: body.product,
    steps: body.amount,
    patientId: body.type === 'PATIENT' ? order.patientId : null,
    at: actor.at,
  });
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'ADD_BALANCE',
    after: { type: body.type, amount: body.amount, product: body.product },
    at: actor.at,
  });
  return E.right(undefined);
};

export const changeAddressByStaff = async (trx: Trx, order: Order, actor: StaffActor, kind: 'shipping' | 'billing', addressId: string): Result<void> => {
  const allowed = staffMayChangeAddress(order.status);
  if (E.isLeft(allowed)) return allowed;
  const moved = await moveOrderAddress(trx, order, kind, addressId, actor.at);
  if (E.isLeft(moved)) return moved;
  const [field, before] = kind === 'shipping' ? (['shippingAddress', order.shippingAddressId] as const) : (['billingAddress', order.billingAddressId] as const);
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'ADDRESS',
    before: { [field]: await addressText(trx, before) },
    after: { [field]: await addressText(trx, addressId) },
    at: actor.at,
  });
  return E.right(undefined);
};

/** The order moves to another patient of the same dentist. */
export const changePatient = async (trx: Trx, order: Order, actor: StaffActor, patientId: string): Result<void> => {
  if (!(await livePatientOf(trx, patientId, order.dentistId))) return E.left(domainError('RECORD_NOT_FOUND', staffOrderMessages.patientNotFound));
  await setOrderPatient(trx, order.id, patientId);
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'PATIENT',
    before: { patient: await patientName(trx, order.patientId) },
    after: { patient: await patientName(trx, patientId) },
    at: actor.at,
  });
  return E.right(undefined);
};

/** Staff attach files of their own or of the order's dentist, of the slot they name. */
export const attachFileByStaff = async (trx: Trx, order: Order, actor: StaffActor, attachmentId: string, type: AttachmentKind): Result<void> => {
  const file = await fileForSlot(trx, attachmentId, [actor.id, order.dentistId], type);
  if (E.isLeft(file)) return file;
  await linkFileOnce(trx, order.id, attachmentId, type);
  await filesReceived(trx, order, { id: actor.id, staff: true }, actor.at);
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'ATTACHMENT',
    after: { type, file: await fileName(trx, attachmentId) },
    at: actor.at,
  });
  return E.right(undefined);
};

export const replaceFileByStaff = async (trx: Trx, order: Order, actor: StaffActor, oldId: string, attachmentId: string): Result<void> => {
  const relinked = await relinkOrderFile(trx, order, oldId, attachmentId, [actor.id, order.dentistId]);
  if (E.isLeft(relinked)) return relinked;
  await filesReceived(trx, order, { id: actor.id, staff: true }, actor.at);
  await recordStaffChange(trx, {
    id: actor.newId(),
    orderId: order.id,
    actorId: actor.id,
    action: 'ATTACHMENT',
    before: { file: await fileName(trx, oldId) },
    after: { file: await fileName(trx, attachmentId) },
    at: actor.at,
  });
  return E.right(undefined);
};
