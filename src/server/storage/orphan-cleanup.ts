import type { Db } from '../db/database';
import type { AttachmentStorage } from './attachment-storage';
import { previewKeyOf } from '../repositories/scan-previews.repository';

/** Files never linked to an order are kept this long, so a dentist can finish the wizard. */
export const orphanGraceMs = 24 * 60 * 60 * 1000;

/**
 * Decisions §10: removes uploads never linked to an order within the grace period, and
 * writes a crash left incomplete. Rows go only after their bytes are gone.
 */
export const cleanOrphanAttachments = async (db: Db, storage: AttachmentStorage, now: Date): Promise<{ files: number; partials: number }> => {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  const orphans = await db
    .selectFrom('attachments')
    .select(['id', 'storage_key'])
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('order_attachments').select('attachment_id').whereRef('order_attachments.attachment_id', '=', 'attachments.id'))))
    .limit(1000)
    .execute();
  for (const orphan of orphans) {
    await storage.remove(orphan.storage_key);
    await storage.remove(previewKeyOf(orphan.storage_key));
    await db.deleteFrom('attachments').where('id', '=', orphan.id).execute();
  }
  const partials = await storage.sweepIncomplete(cutoff);
  return { files: orphans.length, partials };
};
