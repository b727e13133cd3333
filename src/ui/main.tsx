import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createShell } from './container';
import { App } from './app';
import { routes } from './routes';
import './styles/app.css';
import './styles/forms.css';
import './styles/prescription.css';
import './styles/order-page.css';
import './styles/scan-viewer.css';

// Composition root of the browser: the router and the container know each other here only.
const router = createBrowserRouter(routes);
const shell = createShell(
  { goTo: (path, options) => void router.navigate(path, { replace: options?.replace ?? false }), currentPath: () => window.location.pathname + window.location.search },
  window.localStorage,
);

const app = (
  <StrictMode>
    <App services={shell} router={router} />
  </StrictMode>
);
// login.html carries the sign-in page's markup, prerendered at build time (prerender.tsx): React
// takes it over. In a transition, the first render yields to the browser every few milliseconds
// instead of holding the main thread until done: a phone can answer a tap meanwhile.
// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- index.html has the root
const root = document.getElementById('root')!;
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
