import { anyOf, type Db } from '../db/database';
import type { AttachmentStorage } from './attachment-storage';
import { attachmentKeyOfStored, previewKeysOf } from '../previews/scan-previews.repository';
import { storageFolderOf } from './stored-name';

/** Files never linked to an order (nor held by a planning) are kept this long, so a dentist can finish the wizard. */
export const orphanGraceMs = 24 * 60 * 60 * 1000;

/**
 * Decisions §10: removes uploads never linked to an order within the grace period, writes a
 * crash left incomplete, and files a crash left unrecorded. Rows go only after their bytes are gone.
 */
export const cleanOrphanAttachments = async (db: Db, storage: AttachmentStorage, now: Date): Promise<{ files: number; partials: number; unrecorded: number }> => {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  const orphans = await db
    .selectFrom('attachments')
    .select(['id', 'storage_key'])
    .where('created_at', '<', cutoff)
    // Linked to an order, or held by a planning (the planner's file, the stage models' ZIP).
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('order_attachments').select('attachment_id').whereRef('order_attachments.attachment_id', '=', 'attachments.id')),
          eb.exists(eb.selectFrom('plannings').select('id').whereRef('plannings.file_attachment_id', '=', 'attachments.id')),
          eb.exists(eb.selectFrom('planning_stage_sets').select('planning_id').whereRef('planning_stage_sets.attachment_id', '=', 'attachments.id')),
        ]),
      ),
    )
    .limit(1000)
    .execute();
  for (const orphan of orphans) {
    await storage.remove(orphan.storage_key);
    for (const key of previewKeysOf(orphan.storage_key)) await storage.remove(key);
    await db.deleteFrom('attachments').where('id', '=', orphan.id).execute();
  }
  const partials = await storage.sweepIncomplete(cutoff);
  const unrecorded = await removeUnrecordedFiles(db, storage, now, cutoff);
  return { files: orphans.length, partials, unrecorded };
};

/** How far back the sweep of unrecorded files looks: this month's folder and the last one's. */
const unrecordedLookBackMs = 35 * 24 * 60 * 60 * 1000;
const batchSize = 500;

/**
 * Complete files that no attachment names, stored before `before`: a crash between storing an
 * upload's bytes and recording them leaves such a file, with a patient's data and no owner.
 * A file is stored before its row is written, within one request, so the grace period keeps
 * uploads under way; a scan's preview counts as its scan's.
 */
const removeUnrecordedFiles = async (db: Db, storage: AttachmentStorage, now: Date, before: Date): Promise<number> => {
  const folders = new Set([storageFolderOf(new Date(now.getTime() - unrecordedLookBackMs)), storageFolderOf(before), storageFolderOf(now)]);
  let removed = 0;
  const sweep = async (keys: string[]) => {
    const owners = [...new Set(keys.map(attachmentKeyOfStored))];
    const recorded = await db.selectFrom('attachments').select('storage_key').where('storage_key', '=', anyOf(owners)).execute();
    const known = new Set(recorded.map((r) => r.storage_key));
    for (const key of keys) {
      if (known.has(attachmentKeyOfStored(key))) continue;
      await storage.remove(key);
      removed++;
    }
  };
  for (const folder of folders) {
    let batch: string[] = [];
    for await (const key of storage.listStored(folder, before)) {
      batch.push(key);
      if (batch.length === batchSize) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }
  return removed;
};
