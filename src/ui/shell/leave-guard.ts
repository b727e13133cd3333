import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { leaveMessages } from '../../application/widgets/leave-messages';
import { loginPath } from '../../application/navigation/paths';
import { useService } from '../di/container-context';

/** The function of the last render, for handlers that outlive it. */
const useLatest = (isDirty: () => boolean) => {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  return latest;
};

/**
 * A reload or a closed tab gets the browser's own prompt while `isDirty()` holds. It is asked
 * at that moment, not at the last render, so a save followed at once by a navigation passes.
 */
const useUnloadGuard = (isDirty: () => boolean): void => {
  const latest = useLatest(isDirty);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [latest]);
};

/**
 * While a page holds unsaved edits, leaving it asks first: a link or Back through the router
 * asks in the portal's dialog; a reload or a closed tab gets the browser's own prompt. Going to
 * the login page asks nothing: the session is already over, and `HeldEdits` keeps the edits.
 */
export const useLeaveGuard = (isDirty: () => boolean): void => {
  const confirm = useService(ConfirmDialogs);
  const latest = useLatest(isDirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== loginPath && latest.current());
  // One question per blocked leave: the blocker re-renders while the answer fades out.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm.ask(leaveMessages.title, leaveMessages.text).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);
  useUnloadGuard(isDirty);
};
