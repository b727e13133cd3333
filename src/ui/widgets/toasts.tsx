import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { defaultToastDuration, type Notification } from '../../application/widgets/notifications';

export interface WaitingToast {
  readonly id: number;
  readonly notification: Notification;
}

const Bridge = ({ waiting, shown }: { readonly waiting: readonly WaitingToast[]; readonly shown: (id: number) => void }) => {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    for (const { id, notification } of waiting) {
      enqueueSnackbar(notification.message, { variant: notification.variant, autoHideDuration: notification.duration });
      shown(id);
    }
  }, [waiting, enqueueSnackbar, shown]);
  return null;
};

/** notistack and its toasts: loaded with the first notification (`toast-host.tsx`). */
export const Toasts = (props: { readonly waiting: readonly WaitingToast[]; readonly shown: (id: number) => void }) => (
  // The same sentence twice at once tells nothing new: repeated sign-in errors show one toast.
  <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={defaultToastDuration} maxSnack={4} preventDuplicate>
    <Bridge {...props} />
  </SnackbarProvider>
);
