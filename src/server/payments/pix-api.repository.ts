import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { CobStatus } from '../db/tables/charges.table';

// The job runner's queue of API Pix requests, kept on the charges themselves (register
// an open one, remove a cancelled one) and on the webhook addresses.

/** A charge to register with the PSP, or to remove there. */
export interface ClaimedCob {
  readonly kind: 'cob';
  readonly id: string;
  readonly attempts: number;
  readonly action: Extract<CobStatus, 'WAITING' | 'REMOVE'>;
  readonly amountCents: number;
  readonly dueDate: string;
  readonly number: number;
  readonly count: number;
  readonly caseNumber: number | null;
}

/** A webhook address to register with the PSP. */
export interface ClaimedWebhook {
  readonly kind: 'webhook';
  /** The address. */
  readonly id: string;
  readonly attempts: number;
}

export const claimWebhook = async (db: Db, at: Date, leasedUntil: Date): Promise<ClaimedWebhook | undefined> => {
  const claimed = await db
    .updateTable('pix_webhooks')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), leased_until: leasedUntil }))
    .where('url', '=', (eb) =>
      eb
        .selectFrom('pix_webhooks')
        .select('url')
        .where('status', '=', 'WAITING')
        .where((w) => w.or([w('leased_until', 'is', null), w('leased_until', '<', at)]))
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['url', 'attempts'])
    .executeTakeFirst();
  return claimed && { kind: 'webhook', id: claimed.url, attempts: claimed.attempts };
};

export const claimCob = async (db: Db, at: Date, leasedUntil: Date): Promise<ClaimedCob | undefined> => {
  const claimed = await db
    .updateTable('charges')
    .set((eb) => ({ cob_attempts: eb('cob_attempts', '+', 1), cob_leased_until: leasedUntil }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('charges')
        .select('id')
        .where((w) => w.or([w.and([w('cob_status', '=', 'WAITING'), w('paid_at', 'is', null), w('cancelled_at', 'is', null)]), w('cob_status', '=', 'REMOVE')]))
        .where((w) => w.or([w('cob_leased_until', 'is', null), w('cob_leased_until', '<', at)]))
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'order_id', 'cob_status', 'cob_attempts', 'amount_cents', sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'), 'number', 'count'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const order = await db.selectFrom('orders').select('case_number').where('id', '=', claimed.order_id).executeTakeFirst();
  return {
    kind: 'cob',
    id: claimed.id,
    attempts: claimed.cob_attempts,
    action: claimed.cob_status === 'REMOVE' ? 'REMOVE' : 'WAITING',
    amountCents: claimed.amount_cents,
    dueDate: claimed.due_date,
    number: claimed.number,
    count: claimed.count,
    caseNumber: order?.case_number ?? null,
  };
};

export const renewPixApiLease = async (db: Db, job: ClaimedCob | ClaimedWebhook, leasedUntil: Date): Promise<boolean> => {
  const renewed =
    job.kind === 'webhook'
      ? await db.updateTable('pix_webhooks').set({ leased_until: leasedUntil }).where('url', '=', job.id).where('leased_until', 'is not', null).executeTakeFirst()
      : await db.updateTable('charges').set({ cob_leased_until: leasedUntil }).where('id', '=', job.id).where('cob_leased_until', 'is not', null).executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
};

/**
 * The PSP holds the charge. Cancelled meanwhile, it stays to be removed (its lease ends now, so
 * the removal comes next).
 */
export const recordCobRegistered = async (db: Db, id: string, cobTxid: string, copiaECola: string | null): Promise<void> => {
  await db
    .updateTable('charges')
    .set({
      cob_txid: cobTxid,
      cob_copia_e_cola: copiaECola,
      cob_status: sql<CobStatus>`case when cob_status = 'WAITING' then 'ACTIVE' else cob_status end`,
      cob_attempts: 0,
      cob_leased_until: null,
    })
    .where('id', '=', id)
    .execute();
};

export const recordCobRemoved = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('charges').set({ cob_status: 'REMOVED', cob_attempts: 0, cob_leased_until: null }).where('id', '=', id).where('cob_status', '=', 'REMOVE').execute();
};

export const recordWebhookRegistered = async (db: Db, url: string): Promise<void> => {
  await db.updateTable('pix_webhooks').set({ status: 'ACTIVE', attempts: 0, leased_until: null }).where('url', '=', url).execute();
};

/** Given up (or refused by the PSP): the charge keeps its static code; the webhook is asked again at the next start. */
export const recordPixApiFailed = async (db: Db, job: ClaimedCob | ClaimedWebhook): Promise<void> => {
  if (job.kind === 'webhook') await db.updateTable('pix_webhooks').set({ status: 'FAILED', leased_until: null }).where('url', '=', job.id).execute();
  else await db.updateTable('charges').set({ cob_status: 'FAILED', cob_leased_until: null }).where('id', '=', job.id).where('cob_status', '=', job.action).execute();
};

/** Stopping: the job waits for the next start. */
export const releasePixApiJob = async (db: Db, job: ClaimedCob | ClaimedWebhook): Promise<void> => {
  if (job.kind === 'webhook') await db.updateTable('pix_webhooks').set({ leased_until: null }).where('url', '=', job.id).execute();
  else await db.updateTable('charges').set({ cob_leased_until: null }).where('id', '=', job.id).execute();
};

/** At start: the webhook's address is registered unless the PSP already holds it (a failed one is tried again). */
export const askWebhookRegistration = async (db: Db, url: string, at: Date): Promise<number> => {
  const asked = await db
    .insertInto('pix_webhooks')
    .values({ url, status: 'WAITING', created_at: at })
    .onConflict((oc) => oc.column('url').doUpdateSet({ status: 'WAITING', attempts: 0, leased_until: null }).where('pix_webhooks.status', '=', 'FAILED'))
    .executeTakeFirst();
  return Number(asked.numInsertedOrUpdatedRows ?? 0n);
};
