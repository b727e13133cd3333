import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ordersLists = /^\/(attendant\/)?orders(\/completed|\/physical-delivery)?\/?$/;

/**
 * The built page a path of the single-page app starts from (vite.config.ts's landingPages):
 * the sign-in page prerendered, the orders lists with their chunks preloaded (where a signed-in
 * person lands, `/` included), index.html for the rest or when a build has no landing pages.
 */
export const landingPages = (staticDir: string): ((path: string) => string) => {
  const built = (file: string) => (existsSync(join(staticDir, file)) ? file : 'index.html');
  const [login, orders] = [built('login.html'), built('orders.html')];
  return (path) => (path === '/auth/login' ? login : path === '/' || ordersLists.test(path) ? orders : 'index.html');
};
