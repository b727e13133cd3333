import { useEffect, useRef } from 'react';
import { type SnackbarKey, SnackbarProvider, useSnackbar } from 'notistack';
import { defaultToastDuration, type Notification } from '../../application/widgets/notifications';
import { ToastRepeats } from '../../application/widgets/toast-repeats';

/** A toast to show, or the sentence of one to take off the screen, in the order they came. */
export type WaitingToast = { readonly id: number; readonly notification: Notification } | { readonly id: number; readonly withdraw: string };

const Bridge = ({ waiting, shown }: { readonly waiting: readonly WaitingToast[]; readonly shown: (id: number) => void }) => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const repeats = useRef(new ToastRepeats<SnackbarKey>());
  const show = useRef((notification: Notification): void => {
    const { message } = notification;
    enqueueSnackbar(message, {
      variant: notification.variant,
      autoHideDuration: notification.duration,
      // Not called while the toast waits for room; closing one still arriving closes it once in.
      onEnter: (_node, _appearing, key) => repeats.current.shown(message, key),
      onExited: () => {
        const again = repeats.current.gone(message);
        if (again) show.current(again);
      },
    });
  });
  useEffect(() => {
    for (const toast of waiting) {
      if ('withdraw' in toast) {
        const key = repeats.current.withdraw(toast.withdraw);
        if (key !== undefined) closeSnackbar(key);
      } else {
        const arrival = repeats.current.arrive(toast.notification);
        if (arrival === 'show') show.current(toast.notification);
        else if (arrival !== 'none') closeSnackbar(arrival.close);
      }
      shown(toast.id);
    }
  }, [waiting, closeSnackbar, shown]);
  return null;
};

/** notistack and its toasts: loaded with the first notification (`toast-host.tsx`). */
export const Toasts = (props: { readonly waiting: readonly WaitingToast[]; readonly shown: (id: number) => void }) => (
  <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={defaultToastDuration} maxSnack={4}>
    <Bridge {...props} />
  </SnackbarProvider>
);
