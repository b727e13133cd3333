import type { FastifyBaseLogger } from 'fastify';

/** A job a runner claimed: what its kind needs to do it, and how many times it was claimed. */
export interface ClaimedJob {
  /** For logs: the job's subject (an attachment's id, a planning's). */
  readonly id: string;
  readonly attempts: number;
}

/**
 * One kind of background work, queued in a table of its own (status, attempts, lease): the
 * runner claims, renews, retries and hands back; the kind does the work and records its outcome.
 */
export interface JobKind<J extends ClaimedJob> {
  readonly name: string;
  /** Takes the oldest waiting job, or one whose lease ran out (its process died), until `leasedUntil`. */
  claim(at: Date, leasedUntil: Date): Promise<J | undefined>;
  /** Keeps a running job's claim; false when the job is no longer this run's. */
  renew(job: J, leasedUntil: Date): Promise<boolean>;
  /** Does the work and records its outcome; throws when it crashed (tried again a lease later). */
  run(job: J, stopping: AbortSignal): Promise<void>;
  /** Records that the job kept crashing. */
  giveUp(job: J): Promise<void>;
  /** The runner is stopping: the job waits for the next start. */
  release(job: J): Promise<void>;
  /** At start: asks for the work that was never asked for (records stored before the kind existed). */
  requestMissing?(at: Date): Promise<number>;
  /** The runner has stopped: what the kind holds (a build thread) goes. */
  close?(): void;
}

export interface JobRunnerOptions {
  /** How long a job is held without renewing it; a dead process's job is taken over after it. */
  readonly leaseMs?: number;
  /** Jobs that crash (not those whose input is wrong: they fail once) are tried this many times, a lease apart. */
  readonly maxAttempts?: number;
}

/**
 * The one durable job runner (scan previews, planning stages; e-mails and the PSP's requests in a quick lane of their own): one job at a time per runner,
 * from the kinds' tables. Any process may run any job; a lease renewed while the job runs hands
 * it to another process (or this one after a restart) when its runner dies, kill -9 included.
 */
export class JobRunner {
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly stopping = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** Where the next claim starts, so that one busy kind does not starve the others. */
  private turn = 0;

  constructor(
    private readonly kinds: readonly JobKind<ClaimedJob>[],
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    // Jobs left by a process that died are claimable once their lease runs out.
    this.timer = setInterval(() => this.wake(), this.leaseMs).unref();
  }

  /** Asks for the work never asked for, then runs what waits. */
  async resume(): Promise<void> {
    for (const kind of this.kinds) {
      const asked = (await kind.requestMissing?.(this.now())) ?? 0;
      if (asked > 0) this.log.info({ kind: kind.name, jobs: asked }, 'jobs requested for stored records');
    }
    this.wake();
  }

  /** Runs whatever waits; a call while a job runs is remembered, never lost. */
  wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'background jobs stopped'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops; the job under way goes back to waiting for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.stopping.abort();
    await this.running;
    for (const kind of this.kinds) kind.close?.();
  }

  private leasedUntil(): Date {
    return new Date(this.now().getTime() + this.leaseMs);
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      this.again = false;
      const next = await this.claimNext();
      if (!next) return;
      await this.runOne(next.kind, next.job);
    }
  }

  private async claimNext(): Promise<{ kind: JobKind<ClaimedJob>; job: ClaimedJob } | undefined> {
    for (let i = 0; i < this.kinds.length; i++) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the index is taken modulo the list's length
      const kind = this.kinds[(this.turn + i) % this.kinds.length]!;
      const job = await kind.claim(this.now(), this.leasedUntil());
      if (job) {
        this.turn = (this.turn + i + 1) % this.kinds.length;
        return { kind, job };
      }
    }
    return undefined;
  }

  private async runOne(kind: JobKind<ClaimedJob>, job: ClaimedJob): Promise<void> {
    if (job.attempts > this.maxAttempts) {
      await kind.giveUp(job);
      this.log.warn({ kind: kind.name, id: job.id, attempts: job.attempts - 1 }, 'job given up');
      return;
    }
    const renew = setInterval(() => void kind.renew(job, this.leasedUntil()).catch(() => undefined), this.leaseMs / 3);
    try {
      await kind.run(job, this.stopping.signal);
    } catch (error) {
      if (this.closed) {
        await kind.release(job).catch(() => undefined);
        return;
      }
      this.log.error({ err: error, kind: kind.name, id: job.id, attempt: job.attempts }, 'job crashed');
      // Otherwise the job keeps its lease, which runs out: the wait before the next try.
      if (job.attempts >= this.maxAttempts) await kind.giveUp(job);
    } finally {
      clearInterval(renew);
    }
  }
}
