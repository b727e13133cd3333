import * as E from 'fp-ts/Either';
import { type AttachmentKind, maxOtherFiles } from '../../domain/attachments/file-acceptance';
import { addressChangeable, attachmentsReplaceable } from '../../domain/order/order-permissions';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Trx } from '../db/database';
import type { OrderRow } from '../repositories/order-detail.repository';
import { linkedFiles, linkFile, liveAddressOf, ownFileKind, relinkFile, setOrderAddress, unlinkSlot } from '../repositories/order-files.repository';

// What the dentist changes on a sent order: where it ships or bills, and the files the provider
// waits for. Each runs in the caller's transaction with the order row locked and answers Either.

type Result<T> = Promise<E.Either<DomainError, T>>;

export type AddressKind = 'shipping' | 'billing';

export const changeOrderAddress = async (trx: Trx, order: OrderRow, kind: AddressKind, addressId: string, at: Date): Result<{ kind: AddressKind }> => {
  if (!addressChangeable(order.status)) return E.left(domainError('ORDER_LOCKED', planningMessages.addressLocked));
  if (!(await liveAddressOf(trx, addressId, order.dentist_id))) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.addressNotFound));
  await setOrderAddress(trx, order.id, kind, addressId, at);
  return E.right({ kind });
};

/** The dentist's own file of that slot, while the provider waits for files. */
const acceptedFile = async (trx: Trx, order: OrderRow, attachmentId: string, slot: AttachmentKind | undefined): Result<AttachmentKind> => {
  if (!attachmentsReplaceable(order.status)) return E.left(domainError('ORDER_LOCKED', planningMessages.attachmentsLocked));
  const kind = await ownFileKind(trx, attachmentId, order.dentist_id);
  if (!kind) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
  return slot === undefined || kind === slot ? E.right(kind) : E.left(domainError('REQUEST_REFUSED', planningMessages.attachmentKindMismatch));
};

/** One file per slot, except up to five others (spec §3): a new file for a slot takes its place. */
export const attachOrderFile = async (trx: Trx, order: OrderRow, attachmentId: string, type: AttachmentKind): Result<void> => {
  const file = await acceptedFile(trx, order, attachmentId, type);
  if (E.isLeft(file)) return file;
  const linked = await linkedFiles(trx, order.id);
  if (linked.some((l) => l.attachment_id === attachmentId)) return E.right(undefined);
  const sameSlot = linked.filter((l) => l.type === type);
  if (type === 'OTHERS') {
    if (sameSlot.length >= maxOtherFiles) return E.left(domainError('REQUEST_REFUSED', `No máximo ${maxOtherFiles} arquivos em Outros arquivos.`));
  } else if (sameSlot.length > 0) {
    await unlinkSlot(trx, order.id, type);
  }
  await linkFile(trx, order.id, attachmentId, type);
  return E.right(undefined);
};

/** A file of the order swapped for another of the same slot. */
export const replaceOrderFile = async (trx: Trx, order: OrderRow, oldId: string, attachmentId: string): Result<void> => {
  if (!attachmentsReplaceable(order.status)) return E.left(domainError('ORDER_LOCKED', planningMessages.attachmentsLocked));
  const old = (await linkedFiles(trx, order.id)).find((l) => l.attachment_id === oldId);
  if (!old) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
  const file = await acceptedFile(trx, order, attachmentId, old.type);
  if (E.isLeft(file)) return file;
  await relinkFile(trx, order.id, oldId, attachmentId);
  return E.right(undefined);
};
