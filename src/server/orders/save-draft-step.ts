import type { Updateable } from 'kysely';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { DraftStep } from '../../domain/order/draft-order';
import type { Db } from '../db/database';
import type { OrdersTable } from '../db/tables/orders.table';
import { dropDraftModels, replaceDraftAttachments, updateDraftColumns } from '../repositories/drafts.repository';

export interface DraftStepChange {
  readonly orderId: string;
  readonly key: DraftStep;
  readonly columns: Updateable<OrdersTable>;
  /** The step's files, when the step is the files'. */
  readonly attachments: readonly { attachmentId: string; type: AttachmentKind }[] | undefined;
  readonly dropModels: boolean;
  /** Avançar moves the draft on to the next step; Voltar and autosave keep it. */
  readonly advance: boolean;
  readonly at: Date;
}

/** Saves one step of a draft in one transaction; false when it was sent meanwhile (nothing written). */
export const saveDraftStep = (db: Db, change: DraftStepChange): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!(await updateDraftColumns(trx, change.orderId, change.key, change.columns, change.advance, change.at))) return false;
    if (change.attachments) await replaceDraftAttachments(trx, change.orderId, change.attachments);
    if (change.dropModels) await dropDraftModels(trx, change.orderId);
    return true;
  });
