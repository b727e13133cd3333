/** The session cookie lives one day (spec §9); the browser keeps the same horizon. */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
