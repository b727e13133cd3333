import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events.repository';
import { type ClaimedStages, finishStageBuild, type StageBuildOutcome } from './planning-stages.repository';

/**
 * Records how a planning's stage build ended, unless another build took it meanwhile, and tells
 * the staff's pages (the bell says it to the other staff): in one transaction, so the news is
 * never heard of an outcome not recorded.
 */
export const finishStages = (db: Db, job: ClaimedStages, outcome: StageBuildOutcome, at: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const finished = await finishStageBuild(trx, job, outcome, at);
    if (finished && outcome.status !== 'PENDING')
      await recordOrderEvent(trx, { orderId: job.orderId, actor: { id: job.senderId, staff: true }, kind: outcome.status === 'READY' ? 'STAGES_READY' : 'STAGES_REFUSED', at });
    return finished;
  });
