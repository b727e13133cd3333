// The decorators of injectable classes record their metadata with it: before any of them.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
let router: ReturnType<typeof createBrowserRouter> | undefined;
const shell = createShell({ goTo: (path, options) => void router?.navigate(path, { replace: options?.replace ?? false }) });
router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={shell} router={router} />
  </StrictMode>,
);
