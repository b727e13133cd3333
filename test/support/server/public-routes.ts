/**
 * Routes anyone may call, as `METHOD /url`: signing in and out, asking for and using a password-recovery link, registering, the upload
 * protocol's announcement, what a patient's link to a plan opens, and the PSP's
 * webhook, which proves itself with the token in its path, and an e-mail's
 * unsubscribe link, which a mail program follows without a session.
 */
export const publicRoutes: readonly string[] = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/dentist',
  'OPTIONS /api/uploads',
  'GET /api/shared/:token',
  'GET /api/shared/:token/stages/:arch/:stage',
  'POST /api/payments/pix/webhook/:token/pix',
  'GET /api/mail/unsubscribe/:token',
  'POST /api/mail/unsubscribe/:token',
];
