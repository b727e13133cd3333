import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSubscription } from 'observable-hooks';
import { Notifications } from '../../application/widgets/notifications';
import { useService } from '../di/container-context';
import type { WaitingToast } from './toasts';

// notistack arrives with the first toast: most pages show none before someone acts.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/** Shows the view models' notifications as toasts; those raised while notistack loads wait for it. */
export const ToastHost = () => {
  const notifications = useService(Notifications);
  const next = useRef(0);
  const [waiting, setWaiting] = useState<readonly WaitingToast[]>([]);
  const [needed, setNeeded] = useState(false);
  useSubscription(notifications.notifications$, (notification) => {
    setNeeded(true);
    setWaiting((list) => [...list, { id: next.current++, notification }]);
  });
  useSubscription(notifications.withdrawn$, (withdraw) => setWaiting((list) => [...list, { id: next.current++, withdraw }]));
  const shown = useCallback((id: number) => setWaiting((list) => list.filter((t) => t.id !== id)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts waiting={waiting} shown={shown} />
    </Suspense>
  ) : null;
};
