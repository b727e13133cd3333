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
import { planReviewTexts } from '../application/plan-review/plan-review.texts';

/** The app's first render at `path`, with nothing stored, as the browser's first render makes it. */
const renderAt = (path: string): string => {
  const nothingStored = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const shell = createShell({ goTo: () => undefined, currentPath: () => path }, nothingStored);
  return renderToString(
    <StrictMode>
      <App services={shell} router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </StrictMode>,
  );
};

/**
 * The sign-in page's markup as the browser's first render makes it, for login.html: its
 * largest paint waits for no script, and `main.tsx` hydrates it.
 */
export const prerenderLoginPage = (): string => renderAt(loginPath);

/** The tab's title of the sign-in page, for login.html (pages set theirs when they mount). */
export const loginPageTitle = pageTitle(loginScreen);

/**
 * The patient's shared plan page as its first render draws it before the plan comes,
 * for shared-plan.html: the page loads lazily, so it is rendered once to start loading it and
 * again once loaded; the browser keeps this markup until its own code has come and takes it over.
 */
export const prerenderSharedPlanPage = async (): Promise<string> => {
  const path = `/p/${'A'.repeat(43)}`;
  renderAt(path);
  await import('./plan-review/shared-plan.page');
  // React's lazy settles a turn after the module it waits for.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderAt(path);
  if (!html.includes(planReviewTexts.patientIntro)) throw new Error('the shared plan page was prerendered without its content');
  return html;
};

/** The tab's title of the patient's shared plan page, for shared-plan.html: the one the page sets. */
export const sharedPlanPageTitle = pageTitle(planReviewTexts.patientTitle);

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
