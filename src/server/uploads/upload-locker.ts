import { sql } from 'kysely';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { type AdvisoryLocks, advisoryLocksOf, type Db, listenerOf } from '../db/database';

/** Where processes ask each other to give an upload back, and say that they did. */
export const uploadLocksChannel = 'upload_locks';
/** How long a request waits for an upload another request holds (tus's own default). */
const acquireTimeoutMs = 30_000;
/** Between tries when no notice comes: a process killed while holding a lock sends none. */
const retryMs = 200;

const lockName = (id: string): string => `upload:${id}`;

/**
 * tus's locker for several API processes on one database: an upload's PATCH, HEAD
 * and DELETE hold a PostgreSQL advisory lock on its id, so two processes never write one
 * upload at once. A request that finds the lock taken asks its holder, in any process, to let
 * go (NOTIFY): the holder is usually a connection the browser already gave up on.
 */
export class UploadLocker implements Locker {
  private readonly holders = new Map<string, RequestRelease>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly locks: AdvisoryLocks = advisoryLocksOf(db),
  ) {}

  newLock(id: string): Lock {
    return { lock: (signal, requestRelease) => this.acquire(id, signal, requestRelease), unlock: () => this.release(id) };
  }

  async close(): Promise<void> {
    const stop = this.listening;
    this.listening = undefined;
    if (stop) await (await stop)();
    await this.locks.close();
  }

  private async acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.listen();
    const deadline = Date.now() + acquireTimeoutMs;
    while (!signal.aborted && Date.now() < deadline) {
      const holder = this.holders.get(id);
      if (holder) {
        await holder();
      } else {
        this.holders.set(id, requestRelease);
        const locked = await this.locks.tryLock(lockName(id)).catch((error: unknown) => {
          this.holders.delete(id);
          throw error;
        });
        if (locked) return;
        this.holders.delete(id);
        await this.notify(`release:${id}`);
      }
      await this.freedOrLater(id, signal);
    }
    // tus answers a thrown error by its status_code and body.
    throw Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);
  }

  private async release(id: string): Promise<void> {
    if (!this.holders.delete(id)) throw new Error('Releasing an unlocked lock!');
    await this.locks.unlock(lockName(id));
    await this.notify(`free:${id}`);
  }

  private notify(payload: string): Promise<unknown> {
    return sql`select pg_notify(${uploadLocksChannel}, ${payload})`.execute(this.db);
  }

  private listen(): Promise<unknown> {
    this.listening ??= listenerOf(this.db)(
      uploadLocksChannel,
      (payload) => {
        const [what, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
        if (what === 'release') void this.holders.get(id)?.();
        if (what === 'free') for (const wake of this.waiters.get(id) ?? []) wake();
      },
      () => undefined,
    );
    return this.listening;
  }

  private freedOrLater(id: string, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const waiting = this.waiters.get(id) ?? new Set<() => void>();
      this.waiters.set(id, waiting);
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        waiting.delete(done);
        if (waiting.size === 0) this.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, retryMs);
      signal.addEventListener('abort', done);
      waiting.add(done);
    });
  }
}
