import type { FastifyBaseLogger } from 'fastify';
import { mailGivenUp, mailRetryDelayMs } from '../../domain/mail/mail-retry';
import type { Db } from '../db/database';
import type { JobKind } from '../jobs/job-runner';
import { type ClaimedMail, claimMail, giveUpMail, recordMailFailure, recordMailSent, releaseMail, renewMailLease } from './outbox.repository';
import type { MailTransport } from './mail-transport';

/**
 * The outbox's messages as jobs of the runner: each sent at least once (a process
 * killed mid-send leaves its lease to run out, and the message goes again with the same
 * Message-ID); a server that refuses or is out of reach is tried again, each wait longer. Logs
 * name the message's kind and id, never its address or text.
 */
export const mailJobs = (db: Db, transport: MailTransport, now: () => Date, log: FastifyBaseLogger): JobKind<ClaimedMail> => ({
  name: 'mail',
  claim: (at, leasedUntil) => claimMail(db, at, leasedUntil),
  renew: (job, leasedUntil) => renewMailLease(db, job.id, leasedUntil),
  giveUp: (job) => giveUpMail(db, job.id),
  release: (job) => releaseMail(db, job.id),
  run: async (job) => {
    try {
      await transport.send(job);
    } catch (error) {
      const tries = job.tries + 1;
      const given = mailGivenUp(tries);
      log.warn({ mailId: job.id, kind: job.kind, tries, given, reason: error instanceof Error ? error.name : 'error' }, 'e-mail not sent');
      await recordMailFailure(db, job.id, tries, given ? undefined : new Date(now().getTime() + mailRetryDelayMs(tries)));
      return;
    }
    await recordMailSent(db, job.id, now());
    log.info({ mailId: job.id, kind: job.kind }, 'e-mail sent');
  },
});
