/** Routes anyone may call, as `METHOD /url`: signing in and out, registering, and the upload protocol's announcement. */
export const publicRoutes: readonly string[] = ['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/dentist', 'OPTIONS /api/uploads'];
