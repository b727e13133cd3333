import { useSubscription } from 'observable-hooks';
import { useSnackbar } from 'notistack';
import { Notifications } from '../../application/widgets/notifications';
import { useService } from '../di/container-context';

/** Shows the view models' notifications as notistack toasts. */
export const ToastBridge = () => {
  const notifications = useService(Notifications);
  const { enqueueSnackbar } = useSnackbar();
  useSubscription(notifications.notifications$, (n) => {
    enqueueSnackbar(n.message, { variant: n.variant, autoHideDuration: n.duration });
  });
  return null;
};
