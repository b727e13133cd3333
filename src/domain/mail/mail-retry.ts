// An e-mail the mail server refused or could not take is sent again later, each wait
// longer than the last, up to an hour; after a day's worth of tries it is given up.

export const mailRetry = {
  firstDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  /** Tries before giving up: 1 + 2 + 4 + … + 32 minutes, then hourly, about a day in all. */
  maxTries: 30,
} as const;

/** How long to wait after the `tries`-th failed send (1, 2, …) before the next. */
export const mailRetryDelayMs = (tries: number): number => Math.min(mailRetry.maxDelayMs, mailRetry.firstDelayMs * 2 ** Math.max(tries - 1, 0));

/** Whether the `tries`-th failure is the last: the message is given up. */
export const mailGivenUp = (tries: number): boolean => tries >= mailRetry.maxTries;
