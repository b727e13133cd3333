import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createContainer } from './container';
import { App } from './app';
import { routes } from './routes';
import './styles/app.css';
import './styles/forms.css';
import './styles/prescription.css';
import './styles/order-page.css';
import './styles/scan-viewer.css';

// Composition root of the browser: the router and the container know each other here only.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const container = createContainer({ goTo: (path, options) => void router?.navigate(path, { replace: options?.replace ?? false }) });
router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App container={container} router={router} />
  </StrictMode>,
);
