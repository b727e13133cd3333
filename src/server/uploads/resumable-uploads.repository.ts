import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Db } from '../db/database';

/** Unfinished uploads of one person started after `since` (older ones have expired). */
export const unfinishedUploadsOf = async (db: Db, ownerId: string, since: Date): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('resumable_uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('finished_at', 'is', null)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const recordUploadStarted = async (db: Db, u: { id: string; ownerId: string; kind: AttachmentKind; fileName: string; size: number; at: Date }): Promise<void> => {
  await db.insertInto('resumable_uploads').values({ id: u.id, owner_id: u.ownerId, kind: u.kind, file_name: u.fileName, size: u.size, created_at: u.at }).execute();
};

/** One upload, if `ownerId` started it. */
export const ownUpload = (db: Db, id: string, ownerId: string) =>
  db.selectFrom('resumable_uploads').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

export const recordUploadFinished = async (db: Db, id: string, attachmentId: string, at: Date): Promise<void> => {
  await db.updateTable('resumable_uploads').set({ finished_at: at, attachment_id: attachmentId }).where('id', '=', id).execute();
};

/** An upload that became nothing (its content did not match, or it was cancelled or expired). */
export const forgetUpload = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
};

/** Unfinished uploads started before `before`: expired. */
export const expiredUploads = (db: Db, before: Date) =>
  db.selectFrom('resumable_uploads').select('id').where('finished_at', 'is', null).where('created_at', '<', before).limit(1000).execute();
