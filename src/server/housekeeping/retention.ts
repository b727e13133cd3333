/** How long an idempotency key is honoured; the housekeeping job removes older ones (docs/security.md). */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** How long order events (live updates, notifications) are kept; the housekeeping job removes older ones (docs/security.md). */
export const orderEventRetentionMs = 90 * 24 * 60 * 60 * 1000;
