import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Db, Trx } from '../db/database';

/** The files stored for people and linked to orders, by slot, and the address an order ships to or bills. */

export const linkedFiles = (trx: Trx, orderId: string) => trx.selectFrom('order_attachments').select(['attachment_id', 'type']).where('order_id', '=', orderId).execute();

export const unlinkSlot = async (trx: Trx, orderId: string, type: AttachmentKind): Promise<void> => {
  await trx.deleteFrom('order_attachments').where('order_id', '=', orderId).where('type', '=', type).execute();
};

export const linkFile = async (trx: Trx, orderId: string, attachmentId: string, type: AttachmentKind): Promise<void> => {
  await trx.insertInto('order_attachments').values({ order_id: orderId, attachment_id: attachmentId, type }).execute();
};

export const relinkFile = async (trx: Trx, orderId: string, oldId: string, newId: string): Promise<void> => {
  await trx.updateTable('order_attachments').set({ attachment_id: newId }).where('order_id', '=', orderId).where('attachment_id', '=', oldId).execute();
};

/** The kind of a stored file when one of these people owns it. */
export const fileKindOf = async (trx: Trx, attachmentId: string, owners: readonly string[]): Promise<AttachmentKind | undefined> =>
  (
    await trx
      .selectFrom('attachments')
      .select('kind')
      .where('id', '=', attachmentId)
      .where('owner_id', 'in', [...owners])
      .executeTakeFirst()
  )?.kind;

export const liveAddressOf = (trx: Trx, addressId: string, dentistId: string) =>
  trx.selectFrom('addresses').select('id').where('id', '=', addressId).where('dentist_id', '=', dentistId).where('deleted_at', 'is', null).executeTakeFirst();

export const setOrderAddress = async (trx: Trx, orderId: string, kind: 'shipping' | 'billing', addressId: string, at: Date): Promise<void> => {
  await trx
    .updateTable('orders')
    .set(kind === 'shipping' ? { shipping_address_id: addressId, updated_at: at } : { billing_address_id: addressId, updated_at: at })
    .where('id', '=', orderId)
    .execute();
};

/** A file stored for its owner, not yet linked to any order. */
export const recordStoredFile = async (
  db: Db,
  f: { id: string; storageKey: string; ownerId: string; kind: AttachmentKind; name: string; size: number; contentType: string; at: Date },
): Promise<void> => {
  await db
    .insertInto('attachments')
    .values({ id: f.id, storage_key: f.storageKey, owner_id: f.ownerId, kind: f.kind, name: f.name, size: f.size, content_type: f.contentType, created_at: f.at })
    .execute();
};

/** A stored file as an upload answers it (decisions §10). */
export const attachmentAnswer = async (db: Db, id: string) => {
  const row = await db.selectFrom('attachments').select(['id', 'storage_key', 'name', 'size', 'kind']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, key: row.storage_key, name: row.name, size: Number(row.size), type: row.kind };
};
