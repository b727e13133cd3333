import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type AttemptBudget, chargeFailure, recoveryMailLimits, refundFailure, sendRecoveryMail, signInWait, throttleLimits, waitForBudget } from './login-throttle';

const { windowMs, perAccountAndAddress, perAddress, delayFrom, firstDelayMs } = throttleLimits;
const start = 1_800_000_000_000;

/** A budget built only by charging failures at the given instants, in order. */
const charged = (times: readonly number[]): AttemptBudget | undefined =>
  [...times].sort((a, b) => a - b).reduce<AttemptBudget | undefined>((b, at) => chargeFailure(b, at), undefined);
const instants = (max: number) => fc.array(fc.integer({ min: start, max: start + 3 * windowMs }), { maxLength: max });

/** Simulates an attacker who tries whenever allowed, at instants of their choosing, always failing. */
const attack = (tries: readonly number[], address: AttemptBudget | undefined = undefined) => {
  let pair: AttemptBudget | undefined;
  let addr = address;
  const admitted: number[] = [];
  for (const at of [...tries].sort((a, b) => a - b)) {
    if (signInWait(pair, addr, at) > 0) continue;
    pair = chargeFailure(pair, at);
    addr = chargeFailure(addr, at);
    admitted.push(at);
  }
  return admitted;
};

describe('sign-in throttling', () => {
  it('never admits more than the limit of password checks for an account at an address inside any window', () => {
    fc.assert(
      fc.property(instants(200), (tries) => {
        const admitted = attack(tries);
        for (const at of admitted) expect(admitted.filter((x) => x >= at && x < at + windowMs).length).toBeLessThanOrEqual(perAccountAndAddress);
      }),
    );
  });

  it('waits growing delays between the third and the fifth failure', () => {
    let b: AttemptBudget | undefined;
    for (let i = 0; i < delayFrom; i++) {
      expect(signInWait(b, undefined, start)).toBe(0);
      b = chargeFailure(b, start);
    }
    expect(signInWait(b, undefined, start)).toBe(firstDelayMs);
    b = chargeFailure(b, start + firstDelayMs);
    expect(signInWait(b, undefined, start + firstDelayMs)).toBe(2 * firstDelayMs);
    b = chargeFailure(b, start + 3 * firstDelayMs);
    // The fifth failure waits a whole window after it.
    expect(signInWait(b, undefined, start + 3 * firstDelayMs)).toBe(windowMs);
  });

  it('lets the owner in from an address with no failures, however many failures others made', () => {
    fc.assert(
      fc.property(instants(60), fc.integer({ min: start, max: start + 3 * windowMs }), (others, now) => {
        const othersAtOwnAddress = undefined;
        const someoneElsesAddress = charged(others.filter((t) => t <= now));
        // The other address's budget is not the owner's: only the owner's own pair and address count.
        expect(signInWait(othersAtOwnAddress, undefined, now)).toBe(0);
        expect(signInWait(undefined, someoneElsesAddress, now)).toBe(waitForBudget(someoneElsesAddress, perAddress, now));
      }),
    );
  });

  it('stops an address that tries many accounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: perAddress, max: 60 }), (n) => {
        const address = charged(Array.from({ length: n }, (_, i) => start + i));
        expect(signInWait(undefined, address, start + n)).toBeGreaterThan(0);
        expect(signInWait(undefined, address, start + n - 1 + windowMs)).toBe(0);
      }),
    );
  });

  it('forgets a window that has passed, and never waits longer than a window', () => {
    fc.assert(
      fc.property(instants(30), instants(30), fc.integer({ min: 0, max: 4 * windowMs }), (pairTimes, addressTimes, later) => {
        const pair = charged(pairTimes);
        const address = charged(addressTimes);
        const now = Math.max(start, ...pairTimes, ...addressTimes) + later;
        const wait = signInWait(pair, address, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(windowMs);
        expect(signInWait(pair, address, now + windowMs)).toBe(0);
      }),
    );
  });

  it('is monotone: one more failure never shortens a wait', () => {
    fc.assert(
      fc.property(instants(12), fc.integer({ min: 0, max: windowMs }), (times, offset) => {
        const pair = charged(times);
        const now = Math.max(start, ...times) + offset;
        expect(signInWait(chargeFailure(pair, now), undefined, now)).toBeGreaterThanOrEqual(signInWait(pair, undefined, now));
      }),
    );
  });

  it('gives back exactly one charge', () => {
    fc.assert(
      fc.property(instants(30), fc.integer({ min: 0, max: windowMs }), (times, offset) => {
        const now = Math.max(start, ...times) + offset;
        const before = charged(times);
        const after = refundFailure(chargeFailure(before, now), now);
        const liveBefore = waitForBudget(before, 1, now) > 0 ? before!.failures : 0;
        expect(after?.failures ?? 0).toBe(liveBefore);
      }),
    );
  });

  it('limits lookups per address to the window', () => {
    const b = charged(Array.from({ length: throttleLimits.lookupsPerAddress }, () => start));
    expect(waitForBudget(b, throttleLimits.lookupsPerAddress, start)).toBe(windowMs);
    expect(waitForBudget(charged([start]), throttleLimits.lookupsPerAddress, start)).toBe(0);
  });

  it('forgets a budget whose only charge is given back, and gives nothing back from a budget already forgotten', () => {
    expect(refundFailure(undefined, start)).toBeUndefined();
    expect(refundFailure(chargeFailure(undefined, start), start)).toBeUndefined();
    const old = charged([start, start, start]);
    expect(refundFailure(old, start + windowMs)).toBeUndefined();
    expect(refundFailure(old, start + windowMs - 1)).toEqual({ ...old, failures: 2 });
  });

  it('sends no more than three recovery e-mails to an account in any hour, however the asks are spread', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 60 * 60 * 1000 }), { maxLength: 40 }), (offsets) => {
        const asks = [...offsets].sort((a, b) => a - b);
        let sent: AttemptBudget | undefined;
        const sentAt: number[] = [];
        for (const at of asks) {
          const next = sendRecoveryMail(sent, at);
          if (next === undefined) continue;
          sent = next;
          sentAt.push(at);
        }
        for (const start of sentAt) expect(sentAt.filter((s) => s >= start && s < start + recoveryMailLimits.windowMs).length).toBeLessThanOrEqual(recoveryMailLimits.perAccount);
        // An ask after a whole quiet hour is always sent.
        const last = sentAt.at(-1);
        if (last !== undefined) expect(sendRecoveryMail(sent, last + recoveryMailLimits.windowMs)).toEqual({ failures: 1, lastFailureMs: last + recoveryMailLimits.windowMs });
      }),
    );
    let sent: AttemptBudget | undefined;
    for (let i = 0; i < 3; i++) sent = sendRecoveryMail(sent, i * 1000);
    expect(sent).toEqual({ failures: 3, lastFailureMs: 2000 });
    expect(sendRecoveryMail(sent, 3000)).toBeUndefined();
    expect(sendRecoveryMail(sent, 2000 + recoveryMailLimits.windowMs - 1)).toBeUndefined();
  });
});
