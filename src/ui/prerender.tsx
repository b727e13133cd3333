// Build time only (vite.config.ts's landingPages): never part of the browser's bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app';
import { createShell } from './container';
import { ordersListPaths, routes } from './routes';

/**
 * The sign-in page's markup as the browser's first render makes it, for login.html: its
 * largest paint waits for no script, and `main.tsx` hydrates it (issue 20).
 */
export const prerenderLoginPage = (): string => {
  const nothingStored = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const shell = createShell({ goTo: () => undefined }, nothingStored);
  const router = createMemoryRouter(routes, { initialEntries: ['/auth/login'] });
  return renderToString(
    <StrictMode>
      <App services={shell} router={router} />
    </StrictMode>,
  );
};

/** Which built page each path starts from, for the server (landing-pages.json); the rest start from index.html. */
export const landingPagePaths = (): Record<'login.html' | 'orders.html', readonly string[]> => ({
  'login.html': ['/auth/login'],
  // `/` sends a signed-in person to the orders list.
  'orders.html': ['/', ...ordersListPaths],
});
