import * as E from 'fp-ts/Either';
import { type AttachmentKind, roomForOtherFile, tooManyOthersMessage } from '../../domain/attachments/file-acceptance';
import { mayChangeAddress, mayReplaceAttachments, mayReplaceFileOfKind } from '../../domain/order/order-permissions';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Trx } from '../db/database';
import type { Order } from '../../domain/order/order';
import { recordOrderEvent } from './order-events.repository';
import { fileKindOf, linkedFiles, linkFile, liveAddressOf, relinkFile, setOrderAddress, unlinkSlot } from '../uploads/order-files.repository';
import { awaitsPostedModels, modelDeliveryMessages, trackingCodeOf } from '../../domain/order/model-delivery';
import type { ModelDelivery } from '../../contract/order-detail.contract';
import { isoInstantOf } from '../../contract/common.contract';

// What changes on a sent order beside its status: where it ships or bills, and its files. The
// dentist's use cases are here; the staff's (staff-order-changes.ts) share the checks and
// writes below and add their own permission and audit row. Each runs in the caller's
// transaction with the order row locked and answers Either.

type Result<T> = Promise<E.Either<DomainError, T>>;

export type AddressKind = 'shipping' | 'billing';

/** The order ships to or bills one of its dentist's addresses that is still in the book. */
export const moveOrderAddress = async (trx: Trx, order: Order, kind: AddressKind, addressId: string, at: Date): Result<void> => {
  if (!(await liveAddressOf(trx, addressId, order.dentistId))) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.addressNotFound));
  await setOrderAddress(trx, order.id, kind, addressId, at);
  return E.right(undefined);
};

/** A stored file one of `owners` holds, of the slot it is meant for. */
export const fileForSlot = async (trx: Trx, attachmentId: string, owners: readonly string[], slot: AttachmentKind): Result<void> => {
  const kind = await fileKindOf(trx, attachmentId, owners);
  if (!kind) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
  return mayReplaceFileOfKind(slot, kind);
};

/** One of the order's files swapped for another of `owners`' files of the same slot. */
export const relinkOrderFile = async (trx: Trx, order: Order, oldId: string, attachmentId: string, owners: readonly string[]): Result<void> => {
  const old = (await linkedFiles(trx, order.id)).find((l) => l.attachment_id === oldId);
  if (!old) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
  const file = await fileForSlot(trx, attachmentId, owners, old.type);
  if (E.isLeft(file)) return file;
  await relinkFile(trx, order.id, oldId, attachmentId);
  return E.right(undefined);
};

export const changeOrderAddress = async (trx: Trx, order: Order, kind: AddressKind, addressId: string, at: Date): Result<{ kind: AddressKind }> => {
  const allowed = mayChangeAddress(order.status);
  if (E.isLeft(allowed)) return allowed;
  const moved = await moveOrderAddress(trx, order, kind, addressId, at);
  return E.isLeft(moved) ? moved : E.right({ kind });
};

/** One file per slot, except up to five others (spec §3): a new file for a slot takes its place. */
/** Tells the live screens that the order's files changed. */
export const filesReceived = (trx: Trx, order: Order, actor: { readonly id: string; readonly staff: boolean }, at: Date): Promise<number> =>
  recordOrderEvent(trx, { orderId: order.id, actor, kind: 'FILES_RECEIVED', at });

export const attachOrderFile = async (trx: Trx, order: Order, attachmentId: string, type: AttachmentKind, at: Date): Result<void> => {
  const allowed = mayReplaceAttachments(order.status);
  if (E.isLeft(allowed)) return allowed;
  const file = await fileForSlot(trx, attachmentId, [order.dentistId], type);
  if (E.isLeft(file)) return file;
  const linked = await linkedFiles(trx, order.id);
  if (linked.some((l) => l.attachment_id === attachmentId)) return E.right(undefined);
  const sameSlot = linked.filter((l) => l.type === type);
  if (type === 'OTHERS') {
    if (!roomForOtherFile(sameSlot.length)) return E.left(domainError('REQUEST_REFUSED', tooManyOthersMessage));
  } else if (sameSlot.length > 0) {
    await unlinkSlot(trx, order.id, type);
  }
  await linkFile(trx, order.id, attachmentId, type);
  await filesReceived(trx, order, { id: order.dentistId, staff: false }, at);
  return E.right(undefined);
};

/** While the provider waits for files, the dentist swaps one for another of the same slot. */
export const replaceOrderFile = async (trx: Trx, order: Order, oldId: string, attachmentId: string, at: Date): Result<void> => {
  const allowed = mayReplaceAttachments(order.status);
  if (E.isLeft(allowed)) return allowed;
  const relinked = await relinkOrderFile(trx, order, oldId, attachmentId, [order.dentistId]);
  if (E.isRight(relinked)) await filesReceived(trx, order, { id: order.dentistId, staff: false }, at);
  return relinked;
};

/**
 * The dentist posted the models: their tracking code is kept (a later one replaces it, as for a
 * second model the lab asked for), and the staff hear of it.
 */
export const postModels = async (trx: Trx, order: Order, typed: string, modelsAddress: readonly string[], at: Date): Result<ModelDelivery> => {
  const state = { status: order.status, modelProvideType: order.modelProvideType };
  if (!awaitsPostedModels(state)) return E.left(domainError('ORDER_LOCKED', modelDeliveryMessages.notAwaited));
  const code = trackingCodeOf(typed);
  if (E.isLeft(code)) return E.left(domainError('REQUEST_REFUSED', code.left));
  await trx.updateTable('orders').set({ model_tracking_code: code.right, models_posted_at: at, updated_at: at }).where('id', '=', order.id).execute();
  await recordOrderEvent(trx, { orderId: order.id, actor: { id: order.dentistId, staff: false }, kind: 'MODEL_POSTED', at });
  return E.right({ address: [...modelsAddress], trackingCode: code.right, postedAt: isoInstantOf(at), awaitingModels: true });
};
