// Build time only (vite.config.ts's landingPages): never part of the browser's bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from './app';
import { createShell } from './container';
import type { LandingRoute } from '../contract/landing-pages.contract';
import { routes } from './routes';
import { loginScreen } from './pages/login.page';
import { pageTitle } from './widgets/page-title';
import { loginPath } from '../application/navigation/paths';

/**
 * The sign-in page's markup as the browser's first render makes it, for login.html: its
 * largest paint waits for no script, and `main.tsx` hydrates it (issue 20).
 */
export const prerenderLoginPage = (): string => {
  const nothingStored = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const shell = createShell({ goTo: () => undefined, currentPath: () => loginPath }, nothingStored);
  const router = createMemoryRouter(routes, { initialEntries: [loginPath] });
  return renderToString(
    <StrictMode>
      <App services={shell} router={router} />
    </StrictMode>,
  );
};

/** The tab's title of the sign-in page, for login.html (pages set theirs when they mount). */
export const loginPageTitle = pageTitle(loginScreen);

const landingRouteOf = (route: RouteObject): LandingRoute => {
  const landing = (route.handle as { landing?: string } | undefined)?.landing;
  return {
    ...(route.path === undefined ? {} : { path: route.path }),
    ...(route.index ? { index: true } : {}),
    ...(landing ? { landing } : {}),
    ...(route.children ? { children: route.children.map(landingRouteOf) } : {}),
  };
};

/** The route table without its elements, for the server to match paths as the router does; a route that names no page starts from index.html. */
export const landingRoutes = (): LandingRoute[] => routes.map(landingRouteOf);
