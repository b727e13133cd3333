import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { type LiveSessions, OrderEventHub } from './order-event-hub';

/** A session check whose first answer the test gives when it chooses; every later one answers at once. */
const heldSessionCheck = (live: ReadonlySet<string>) => {
  const asked: (readonly string[])[] = [];
  const waiters = new Set<() => void>();
  let release: () => void = () => undefined;
  const firstAnswer = new Promise<void>((resolve) => {
    release = resolve;
  });
  const check: LiveSessions = async (hashes) => {
    asked.push(hashes);
    for (const wake of [...waiters]) wake();
    if (asked.length === 1) await firstAnswer;
    return new Set(hashes.filter((h) => live.has(h)));
  };
  const askedFor = (matches: (hashes: readonly string[]) => boolean) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        if (asked.some(matches)) {
          waiters.delete(wake);
          resolve();
        }
      };
      waiters.add(wake);
      wake();
    });
  return { check, release, askedFor, asked };
};

const stream = (sessionHash: string) => {
  const state = { ended: false };
  return { state, live: { viewer: { id: sessionHash, role: 'DENTIST' as const }, sessionHash, send: () => undefined, end: () => (state.ended = true) } };
};

describe.each(testDatabaseTargets())('the event hub’s session check on $name', (target) => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('ends only the streams it asked about: one opened while the check ran stays open until its own session ends', async () => {
    const { db, close } = await target.open(new Date('2026-11-25T10:00:00Z'));
    closing.push(close);
    const sessions = heldSessionCheck(new Set(['before', 'during']));
    const hub = await OrderEventHub.start(db, () => new Date('2026-11-25T10:00:00Z'), 5, sessions.check);
    closing.unshift(() => hub.close());
    const before = stream('before');
    hub.add(before.live);
    await sessions.askedFor((hashes) => hashes.includes('before'));
    // The first check is waiting for the database; these open meanwhile.
    const during = stream('during');
    const revokedDuring = stream('revoked');
    hub.add(during.live);
    hub.add(revokedDuring.live);
    sessions.release();
    // Checks run one at a time once released: when the second after it asks, the first one's
    // answer and the next one's (which ends the revoked session) have both been handled.
    const released = sessions.asked.length;
    await sessions.askedFor(() => sessions.asked.length >= released + 2);
    expect(revokedDuring.state.ended).toBe(true);
    expect(before.state.ended).toBe(false);
    expect(during.state.ended).toBe(false);
    expect(hub.size).toBe(2);
  });
});
