import type { FastifyBaseLogger } from 'fastify';
import * as E from 'fp-ts/Either';
import { parseDynamicBrCode } from '../../../domain/payments/br-code';
import { chargeTitle, cobLifetimeSeconds, cobTxidOf } from '../../../domain/payments/charge-plan';
import type { Db } from '../../db/database';
import type { JobKind } from '../../jobs/job-runner';
import {
  askWebhookRegistration,
  type ClaimedCob,
  type ClaimedWebhook,
  claimCob,
  claimWebhook,
  recordCobRegistered,
  recordCobRemoved,
  recordPixApiFailed,
  recordWebhookRegistered,
  releasePixApiJob,
  renewPixApiLease,
} from '../pix-api.repository';
import { type PixApi, PixApiRefused } from './api-pix-client';

/**
 * The PSP's side of the charges, as jobs of the runner: each open charge registered
 * with the API Pix (`PUT /cob/{txid}`, its "Pix Copia e Cola" shown from then on), each cancelled
 * one removed there, and the portal's webhook address registered. What the PSP refuses is given
 * up at once (the static code stays); what fails otherwise is tried again a lease later.
 */
export const pixApiJobs = (db: Db, api: PixApi, webhookUrl: string | undefined, now: () => Date, log: FastifyBaseLogger): JobKind<ClaimedCob | ClaimedWebhook> => {
  const register = async (job: ClaimedCob): Promise<void> => {
    const txid = cobTxidOf(job.id);
    const registered = await api.registerCharge({
      txid,
      amountCents: job.amountCents,
      lifetimeSeconds: cobLifetimeSeconds(job.dueDate, now()),
      payerNote: `${job.caseNumber === null ? 'Pedido' : `Pedido nº ${job.caseNumber}`} · ${chargeTitle(job)}`,
    });
    // The PSP's code is shown only when it reads as a Pix of this charge's amount.
    const read = registered.copiaECola === undefined ? undefined : parseDynamicBrCode(registered.copiaECola);
    const fits = read !== undefined && E.isRight(read) && (read.right.amountCents === undefined || read.right.amountCents === job.amountCents);
    if (registered.copiaECola !== undefined && !fits) log.warn({ chargeId: job.id }, 'the PSP’s Pix code does not read as the charge: the static code stays');
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `fits` is true only for a code the PSP sent
    await recordCobRegistered(db, job.id, txid, fits ? registered.copiaECola! : null);
  };

  return {
    name: 'pix-api',
    requestMissing: async (at) => (webhookUrl === undefined ? 0 : askWebhookRegistration(db, webhookUrl, at)),
    claim: async (at, leasedUntil) => (await claimWebhook(db, at, leasedUntil)) ?? claimCob(db, at, leasedUntil),
    renew: (job, leasedUntil) => renewPixApiLease(db, job, leasedUntil),
    giveUp: (job) => recordPixApiFailed(db, job),
    release: (job) => releasePixApiJob(db, job),
    run: async (job) => {
      try {
        if (job.kind === 'webhook') {
          await api.registerWebhook(job.id);
          await recordWebhookRegistered(db, job.id);
          log.info('Pix webhook registered with the PSP');
        } else if (job.action === 'REMOVE') {
          await api.removeCharge(cobTxidOf(job.id));
          await recordCobRemoved(db, job.id);
        } else {
          await register(job);
        }
      } catch (error) {
        if (!(error instanceof PixApiRefused)) throw error;
        log.warn({ kind: job.kind, id: job.kind === 'cob' ? job.id : undefined, reason: error.message }, 'the PSP refused a Pix request');
        await recordPixApiFailed(db, job);
      }
    },
  };
};
