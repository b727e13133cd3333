import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { useService } from '../di/container-context';

export const leaveMessages = {
  title: 'Sair sem salvar?',
  text: 'As alterações feitas nesta página ainda não foram salvas e serão perdidas.',
} as const;

/**
 * While a form holds unsaved edits, leaving the page asks first: a link or Back through the
 * router asks in the portal's dialog; a reload or a closed tab gets the browser's own prompt.
 */
export const useLeaveGuard = (dirty: boolean): void => {
  const confirm = useService(ConfirmDialogs);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm.ask(leaveMessages.title, leaveMessages.text).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};
