import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type ClaimedJob, type JobKind, JobRunner } from './job-runner';

// The runner over kinds kept in memory, each queued as the tables queue theirs: a job is
// claimable when it waits, or when its lease ran out; the clock is the test's.

interface Queued {
  readonly id: string;
  attempts: number;
  leasedUntil: number | undefined;
  done: boolean;
}

const log = pino({ level: 'silent' });

const memoryKind = (name: string, ids: readonly string[], run: (job: ClaimedJob, stopping: AbortSignal) => Promise<void> = async () => undefined) => {
  const queue: Queued[] = ids.map((id) => ({ id, attempts: 0, leasedUntil: undefined, done: false }));
  const ran: string[] = [];
  const givenUp: string[] = [];
  const released: string[] = [];
  const kind: JobKind<ClaimedJob> = {
    name,
    claim: async (at, leasedUntil) => {
      const next = queue.find((q) => !q.done && (q.leasedUntil === undefined || q.leasedUntil < at.getTime()));
      if (!next) return undefined;
      next.attempts += 1;
      next.leasedUntil = leasedUntil.getTime();
      return { id: next.id, attempts: next.attempts };
    },
    renew: async (job, leasedUntil) => {
      const held = queue.find((q) => q.id === job.id && q.attempts === job.attempts && !q.done);
      if (held) held.leasedUntil = leasedUntil.getTime();
      return held !== undefined;
    },
    run: async (job, stopping) => {
      ran.push(`${name}:${job.id}`);
      await run(job, stopping);
      const done = queue.find((q) => q.id === job.id);
      if (done) done.done = true;
    },
    giveUp: async (job) => {
      givenUp.push(job.id);
      const gone = queue.find((q) => q.id === job.id);
      if (gone) gone.done = true;
    },
    release: async (job) => {
      released.push(job.id);
      const back = queue.find((q) => q.id === job.id);
      if (back) back.leasedUntil = undefined;
    },
  };
  return { kind, queue, ran, givenUp, released, add: (id: string) => queue.push({ id, attempts: 0, leasedUntil: undefined, done: false }) };
};

const runnerOf = (kinds: readonly JobKind<ClaimedJob>[], clock: { now: number }, leaseMs = 60_000) =>
  new JobRunner(kinds, () => new Date(clock.now), log, { leaseMs, maxAttempts: 3 });

describe('the job runner', () => {
  it('takes the kinds in turn, so a busy kind never holds the others back', async () => {
    const clock = { now: Date.parse('2026-12-07T12:00:00Z') };
    const order: string[] = [];
    const previews = memoryKind('previews', ['p1', 'p2', 'p3'], async (job) => void order.push(job.id));
    const mail = memoryKind('mail', ['m1', 'm2'], async (job) => void order.push(job.id));
    const runner = runnerOf([previews.kind, mail.kind], clock);
    runner.wake();
    await vi.waitFor(() => expect(order).toHaveLength(5));
    expect(order).toEqual(['p1', 'm1', 'p2', 'm2', 'p3']);
    await runner.close();
  });

  it('tries a crashing job again once its lease runs out, and gives it up after the last try', async () => {
    const clock = { now: Date.parse('2026-12-07T12:00:00Z') };
    const crashing = memoryKind('stages', ['s1'], async () => {
      throw new Error('the build thread died');
    });
    const runner = runnerOf([crashing.kind], clock, 1_000);
    runner.wake();
    await vi.waitFor(() => expect(crashing.ran).toEqual(['stages:s1']));
    // Within its lease the job is not taken again, however often the runner wakes.
    runner.wake();
    await vi.waitFor(() => expect(crashing.queue[0]?.attempts).toBe(1));
    expect(crashing.ran).toHaveLength(1);
    for (const tries of [2, 3]) {
      clock.now += 1_001;
      runner.wake();
      await vi.waitFor(() => expect(crashing.ran).toHaveLength(tries));
    }
    await vi.waitFor(() => expect(crashing.givenUp).toEqual(['s1']));
    clock.now += 1_001;
    runner.wake();
    await runner.close();
    expect(crashing.ran).toHaveLength(3);
  });

  it('gives up, without running it, a job claimed more times than it may be tried (its processes kept dying)', async () => {
    const clock = { now: Date.parse('2026-12-07T12:00:00Z') };
    const kind = memoryKind('previews', ['p1']);
    const job = kind.queue[0];
    if (job) job.attempts = 3;
    const runner = runnerOf([kind.kind], clock);
    runner.wake();
    await vi.waitFor(() => expect(kind.givenUp).toEqual(['p1']));
    expect(kind.ran).toEqual([]);
    await runner.close();
  });

  it('remembers a wake that comes while a job runs: the job queued meanwhile runs next', async () => {
    const clock = { now: Date.parse('2026-12-07T12:00:00Z') };
    let finish: () => void = () => undefined;
    const firstRuns = new Promise<void>((resolve) => (finish = resolve));
    const mail = memoryKind('mail', ['m1'], async (job) => {
      if (job.id === 'm1') await firstRuns;
    });
    const runner = runnerOf([mail.kind], clock);
    runner.wake();
    await vi.waitFor(() => expect(mail.ran).toEqual(['mail:m1']));
    mail.add('m2');
    runner.wake();
    finish();
    await vi.waitFor(() => expect(mail.ran).toEqual(['mail:m1', 'mail:m2']));
    await runner.close();
  });

  it('hands the running job back when it stops, and claims nothing after', async () => {
    const clock = { now: Date.parse('2026-12-07T12:00:00Z') };
    const stages = memoryKind(
      'stages',
      ['s1', 's2'],
      (_job, stopping) => new Promise((_resolve, reject) => stopping.addEventListener('abort', () => reject(new Error('stopped')))),
    );
    const runner = runnerOf([stages.kind], clock);
    runner.wake();
    await vi.waitFor(() => expect(stages.ran).toEqual(['stages:s1']));
    await runner.close();
    expect(stages.released).toEqual(['s1']);
    expect(stages.givenUp).toEqual([]);
    runner.wake();
    expect(stages.ran).toEqual(['stages:s1']);
    expect(stages.queue.map((q) => q.done)).toEqual([false, false]);
  });
});
