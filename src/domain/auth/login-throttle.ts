// ---- model ----

/**
 * Failed attempts counted against one budget (instants in ms). A budget is forgotten only
 * after a whole window without failures: so no window of that length ever holds more tries
 * than the limit (a fixed window would let twice as many straddle its edge).
 */
export interface AttemptBudget {
  readonly failures: number;
  readonly lastFailureMs: number;
}

/**
 * OWASP's authentication cheat sheet: throttle per account and per address, with growing
 * delays. An account's budget is kept per client address, so someone else's failures never
 * lock the owner out from an address of theirs with no failures.
 */
export const throttleLimits = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one address before it waits for the window to pass. */
  perAccountAndAddress: 5,
  /** Failures from one address across every account. */
  perAddress: 20,
  /** From this many failures on, each further try waits a delay that doubles. */
  delayFrom: 3,
  firstDelayMs: 5_000,
  /** Registrations and accreditation checks tried from one address: their answers reveal which e-mails, CPFs and codes exist. */
  lookupsPerAddress: 10,
} as const;

// ---- rules ----

/** The budget as it stands at `now`: after a window with no failure it counts nothing. */
const live = (b: AttemptBudget | undefined, now: number): AttemptBudget | undefined => (b !== undefined && now - b.lastFailureMs < throttleLimits.windowMs ? b : undefined);

const untilWindowEnds = (b: AttemptBudget, now: number): number => Math.max(0, b.lastFailureMs + throttleLimits.windowMs - now);

/** How long (ms) a budget with `limit` failures waits before another try; 0 when it may try now. */
export const waitForBudget = (budget: AttemptBudget | undefined, limit: number, now: number): number => {
  const b = live(budget, now);
  return b !== undefined && b.failures >= limit ? untilWindowEnds(b, now) : 0;
};

/**
 * How long (ms) a sign-in must wait, given the budget of the account at this address and
 * the address's own budget: growing delays after a few failures, then the rest of the window (15 minutes).
 */
export const signInWait = (accountAtAddress: AttemptBudget | undefined, address: AttemptBudget | undefined, now: number): number => {
  const byAddress = waitForBudget(address, throttleLimits.perAddress, now);
  const pair = live(accountAtAddress, now);
  if (pair === undefined) return byAddress;
  if (pair.failures >= throttleLimits.perAccountAndAddress) return Math.max(byAddress, untilWindowEnds(pair, now));
  if (pair.failures < throttleLimits.delayFrom) return byAddress;
  const delay = throttleLimits.firstDelayMs * 2 ** (pair.failures - throttleLimits.delayFrom);
  return Math.max(byAddress, pair.lastFailureMs + delay - now, 0);
};

/** The budget after one more failure at `now` (a forgotten budget starts anew). */
export const chargeFailure = (budget: AttemptBudget | undefined, now: number): AttemptBudget => ({
  failures: (live(budget, now)?.failures ?? 0) + 1,
  lastFailureMs: Math.max(now, budget?.lastFailureMs ?? now),
});

/** The budget with one charge given back: a try charged up front that turned out right. */
export const refundFailure = (budget: AttemptBudget | undefined, now: number): AttemptBudget | undefined => {
  const b = live(budget, now);
  return b === undefined || b.failures <= 1 ? undefined : { ...b, failures: b.failures - 1 };
};

/** Recovery e-mails to one account: a few an hour, so nobody can flood a mailbox by asking from many addresses. */
export const recoveryMailLimits = { perAccount: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * The account's recovery e-mails after one more may go at `now`, or undefined when it must not:
 * its count is forgotten after a whole hour with none sent, so no hour ever holds more than the limit.
 */
export const sendRecoveryMail = (sent: AttemptBudget | undefined, now: number): AttemptBudget | undefined => {
  const counted = sent !== undefined && now - sent.lastFailureMs < recoveryMailLimits.windowMs ? sent.failures : 0;
  return counted >= recoveryMailLimits.perAccount ? undefined : { failures: counted + 1, lastFailureMs: Math.max(now, sent?.lastFailureMs ?? now) };
};
