import { hasScanPreview } from '../../domain/attachments/scan-preview';
import type { Db } from '../db/database';
import { recordStoredFile } from '../repositories/order-files.repository';
import { requestScanPreview } from '../repositories/scan-previews.repository';

type StoredFile = Parameters<typeof recordStoredFile>[1];

/**
 * A file now in storage becomes its owner's attachment; a scan's 3D preview is asked for in
 * the same transaction, so no scan is left without one. True when a preview was asked for.
 */
export const recordUpload = (db: Db, file: StoredFile): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await recordStoredFile(trx, file);
    const scan = hasScanPreview(file.kind, file.name);
    if (scan) await requestScanPreview(trx, file.id, file.at);
    return scan;
  });
