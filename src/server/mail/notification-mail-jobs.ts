import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { JobKind } from '../jobs/job-runner';
import { type ClaimedMailNotification, claimMailNotification, dropMailNotifications, releaseMailNotification, renewMailNotificationLease } from './mail-notifications.repository';
import { mailNews } from './mail-news';

/**
 * News waiting to be mailed, as jobs of the quick lane: due at once, or at 8:00 for the
 * summary; each run writes the e-mail to the outbox, which the `mail` kind sends. The runner's
 * periodic wake finds the summaries when their hour comes.
 */
export const notificationMailJobs = (
  db: Db,
  c: { readonly publicUrl: string; readonly now: () => Date; readonly newId: () => string },
  log: FastifyBaseLogger,
): JobKind<ClaimedMailNotification> => ({
  name: 'mail-news',
  claim: (at, leasedUntil) => claimMailNotification(db, at, leasedUntil),
  renew: (job, leasedUntil) => renewMailNotificationLease(db, job.id, leasedUntil),
  giveUp: (job) => dropMailNotifications(db, [job.id]),
  release: (job) => releaseMailNotification(db, job.id),
  run: async (job) => {
    const outcome = await mailNews(db, job, { publicUrl: c.publicUrl, at: c.now(), newId: c.newId });
    log.info({ delivery: job.delivery, ...outcome }, 'news mailed');
  },
});
