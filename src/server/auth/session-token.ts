export const sessionCookieName = 'session';
