/** How many failed sign-ins a username may have inside the window before it waits. */
export const loginThrottle = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Whether a sign-in for a username must wait, given the instants (ms) of its recent
 * failures: after `maxFailures` inside the window, until the oldest of them leaves it.
 */
export const isLoginThrottled = (failuresAt: readonly number[], now: number): boolean =>
  failuresAt.filter((at) => at <= now && now - at < loginThrottle.windowMs).length >= loginThrottle.maxFailures;
