import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { cleanOrphanAttachments } from '../storage/orphan-cleanup';
import { claimHousekeepingRun, purgeExpired } from './housekeeping.repository';

/** How often the housekeeping runs, across all the API processes sharing a database. */
export const housekeepingEveryMs = 60 * 60 * 1000;

/** How often each process asks whether the run is due: a stopped process's turn passes to another within this. */
const askEveryMs = 10 * 60 * 1000;

/**
 * Runs the housekeeping when this process claims the period's run: uploads never linked to an
 * order, files a crash left unrecorded, ended sessions, stale throttling and idempotency records,
 * old order events. True when it ran here; each part logs its own failure, so one does not hide the other.
 */
export const housekeepIfDue = async (db: Db, storage: AttachmentStorage, log: FastifyBaseLogger, now: Date): Promise<boolean> => {
  if (!(await claimHousekeepingRun(db, 'hourly', now, housekeepingEveryMs))) return false;
  await Promise.all([
    cleanOrphanAttachments(db, storage, now).then(
      (r) => (r.files + r.partials + r.unrecorded > 0 ? log.info(r, 'orphan attachments removed') : undefined),
      (error: unknown) => log.error({ err: error }, 'orphan cleanup failed'),
    ),
    purgeExpired(db, now).then(
      (r) => (r.sessions + r.loginFailures + r.idempotencyKeys + r.orderEvents > 0 ? log.info(r, 'expired records purged') : undefined),
      (error: unknown) => log.error({ err: error }, 'purge of expired records failed'),
    ),
  ]);
  return true;
};

/** Asks now and every ten minutes; the returned function stops asking. */
export const scheduleHousekeeping = (db: Db, storage: AttachmentStorage, log: FastifyBaseLogger): (() => void) => {
  const ask = () => void housekeepIfDue(db, storage, log, new Date()).catch((error: unknown) => log.error({ err: error }, 'housekeeping could not be claimed'));
  const timer = setInterval(ask, askEveryMs).unref();
  ask();
  return () => clearInterval(timer);
};
