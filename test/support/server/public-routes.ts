/** Routes anyone may call, as `METHOD /url`: signing in and out, and registering. */
export const publicRoutes: readonly string[] = ['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/dentist'];
