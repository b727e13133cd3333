import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built page a path of the single-page app starts from: landing-pages.json, written by the
 * build from the app's routes (vite.config.ts's landingPages), names the paths of the sign-in
 * page prerendered and of the orders lists with their chunks preloaded; index.html serves the
 * rest, and every path when a build has no landing pages.
 */
export const landingPages = (staticDir: string): ((path: string) => string) => {
  const listed = join(staticDir, 'landing-pages.json');
  const pages = existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as Record<string, readonly string[]>) : {};
  const byPath = new Map(
    Object.entries(pages)
      .filter(([file]) => existsSync(join(staticDir, file)))
      .flatMap(([file, paths]) => paths.map((path) => [path, file] as const)),
  );
  // The router takes `/orders/` for `/orders`.
  return (path) => byPath.get(path.length > 1 ? path.replace(/\/$/, '') : path) ?? 'index.html';
};
