import { previewFormatOf } from '../../domain/attachments/scan-preview';
import type { Db } from '../db/database';
import { recordStoredFile } from './order-files.repository';
import { requestScanPreview } from '../previews/scan-previews.repository';

type StoredFile = Parameters<typeof recordStoredFile>[1];

/**
 * A file now in storage becomes its owner's attachment; a scan's 3D preview or a picture's
 * thumbnail is asked for in the same transaction, so no file is left without one. True when a
 * preview was asked for.
 */
export const recordUpload = (db: Db, file: StoredFile): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await recordStoredFile(trx, file);
    const previewed = previewFormatOf(file.kind, file.name) !== undefined;
    if (previewed) await requestScanPreview(trx, file.id, file.at);
    return previewed;
  });
