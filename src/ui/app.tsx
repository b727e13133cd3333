import type { Container } from 'inversify';
import { SnackbarProvider } from 'notistack';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { defaultToastDuration } from '../application/widgets/notifications';
import { ContainerContext } from './di/container-context';
import { ToastBridge } from './widgets/toast-bridge';
import { ModalHost } from './widgets/modal-host';
import { allDialogs } from './dialogs';
import { LoadingOverlayView } from './widgets/loading-overlay';

export const App = ({ container, router }: { container: Container; router: ReturnType<typeof createBrowserRouter> }) => (
  <ContainerContext.Provider value={container}>
    {/* The same sentence twice at once tells nothing new: repeated sign-in errors show one toast. */}
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={defaultToastDuration} maxSnack={4} preventDuplicate>
      <ToastBridge />
      <RouterProvider router={router} />
      <ModalHost dialogs={allDialogs} />
      <LoadingOverlayView />
    </SnackbarProvider>
  </ContainerContext.Provider>
);
