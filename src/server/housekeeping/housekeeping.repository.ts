import { throttleLimits } from '../../domain/auth/login-throttle';
import type { Db } from '../db/database';
import { idempotencyWindowMs, orderEventRetentionMs } from './retention';
import { purgeOrderEventsBefore } from '../orders/order-events.repository';

/**
 * Removes what has stopped serving its purpose (docs/security.md, retention): sessions ended
 * or expired, throttling budgets a window past their last failure, idempotency keys past theirs,
 * order events past their 90 days.
 */
export const purgeExpired = async (db: Db, now: Date): Promise<{ sessions: number; loginFailures: number; idempotencyKeys: number; orderEvents: number }> => {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  const loginFailures = await db
    .deleteFrom('attempt_budgets')
    .where('last_failure_at', '<=', new Date(now.getTime() - throttleLimits.windowMs))
    .executeTakeFirst();
  const idempotencyKeys = await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<=', new Date(now.getTime() - idempotencyWindowMs))
    .executeTakeFirst();
  const orderEvents = await purgeOrderEventsBefore(db, new Date(now.getTime() - orderEventRetentionMs));
  return {
    orderEvents,
    sessions: Number(sessions.numDeletedRows),
    loginFailures: Number(loginFailures.numDeletedRows),
    idempotencyKeys: Number(idempotencyKeys.numDeletedRows),
  };
};

/**
 * Claims this period's run of a periodic job for the caller: true for exactly one of any number
 * of processes asking at once, and for none until `everyMs` has passed since the last claim.
 */
export const claimHousekeepingRun = async (db: Db, job: string, now: Date, everyMs: number): Promise<boolean> => {
  const claimed = await db
    .insertInto('housekeeping_runs')
    .values({ job, started_at: now })
    .onConflict((conflict) =>
      conflict
        .column('job')
        .doUpdateSet({ started_at: now })
        .where('housekeeping_runs.started_at', '<=', new Date(now.getTime() - everyMs)),
    )
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
};
