import type { ShellServices } from './di/services';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerContext } from './di/container-context';
import { ToastHost } from './widgets/toast-host';
import { ModalHost } from './widgets/modal-host';
import { confirmDialog } from './widgets/confirm-dialog';
import { LoadingOverlayView } from './widgets/loading-overlay';

export const App = ({ services, router }: { services: ShellServices; router: ReturnType<typeof createBrowserRouter> }) => (
  <ContainerContext.Provider value={services}>
    <ModalHost shellDialogs={[confirmDialog]}>
      <RouterProvider router={router} />
    </ModalHost>
    <LoadingOverlayView />
    <ToastHost />
  </ContainerContext.Provider>
);
