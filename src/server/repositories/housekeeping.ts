import { loginThrottle } from '../../domain/auth/login-throttle';
import type { Db } from '../db/database';
import { idempotencyWindowMs } from '../http/idempotency';

/**
 * Removes what has stopped serving its purpose (docs/security.md, retention): sessions ended
 * or expired, failed sign-ins older than the throttling window, idempotency keys past theirs.
 */
export const purgeExpired = async (db: Db, now: Date): Promise<{ sessions: number; loginFailures: number; idempotencyKeys: number }> => {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  const loginFailures = await db
    .deleteFrom('login_failures')
    .where('failed_at', '<=', new Date(now.getTime() - loginThrottle.windowMs))
    .executeTakeFirst();
  const idempotencyKeys = await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<=', new Date(now.getTime() - idempotencyWindowMs))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    loginFailures: Number(loginFailures.numDeletedRows),
    idempotencyKeys: Number(idempotencyKeys.numDeletedRows),
  };
};
