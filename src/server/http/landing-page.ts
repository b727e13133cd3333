import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LandingRoute } from '../../contract/landing-pages.contract';

/**
 * The built page a path of the single-page app starts from: landing-pages.json, written by the
 * build, is the app's route table without its elements, naming for some routes a page that
 * preloads their code (or, for sign-in, holds it prerendered). The path is matched as the
 * browser's router matches it, with React Router's own `matchRoutes`; every other path, and every
 * path of a build without that list, starts from index.html.
 */
export const landingPages = (staticDir: string): ((path: string) => string) => {
  const listed = join(staticDir, 'landing-pages.json');
  const routes = existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as LandingRoute[]) : [];
  const built = new Set<string>();
  const collect = (list: readonly LandingRoute[]): void =>
    list.forEach((route) => {
      if (route.landing && existsSync(join(staticDir, route.landing))) built.add(route.landing);
      collect(route.children ?? []);
    });
  collect(routes);
  return (path) => {
    const { landing } = (matchRoutes(routes as RouteObject[], path)?.at(-1)?.route ?? {}) as LandingRoute;
    return landing && built.has(landing) ? landing : 'index.html';
  };
};
