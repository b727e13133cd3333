export const sessionCookieName = 'session';
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
