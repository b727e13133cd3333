import { useObservableState } from 'observable-hooks';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { Notifications } from '../../application/widgets/notifications';
import { fallbackErrorMessage } from '../../application/ports/api-error';
import { LoadFailureBoundary } from './load-failure-boundary';
import { useService } from '../di/container-context';
import { useLoadedDialogs } from '../di/area-dialogs';
import type { DialogRegistration } from './dialog-registry';
import { ModalIdContext } from './modal-id-context';
import { dialogTitleId } from './dialog-title';

/**
 * Renders the page, and the one dialog at the head of the queue over a 60% black overlay: the
 * shell's, or one of a loaded area. While a dialog is open the page behind it is inert (neither
 * Tab nor a screen reader reaches it), the dialog holds the focus, Escape waves it away when a
 * click on the overlay would, and once the last dialog closes the focus goes back where it was.
 */
export const ModalHost = ({ shellDialogs, children }: { readonly shellDialogs: readonly DialogRegistration[]; readonly children?: ReactNode }) => {
  const queue = useService(ModalQueue);
  const notifications = useService(Notifications);
  const areaDialogs = useLoadedDialogs();
  const views = useMemo(() => new Map([...shellDialogs, ...areaDialogs].map((d) => [d.kind, d.View])), [shellDialogs, areaDialogs]);
  const { current } = useObservableState(queue.state$, { current: undefined, waiting: 0 });
  const Dialog = current ? views.get(current.kind) : undefined;
  const shownId = Dialog ? current?.id : undefined;
  const frame = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);

  const open = shownId !== undefined;
  // Read while rendering: by the time effects run, the dialog (or a field's autoFocus) has the focus.
  if (open && returnTo.current === null) returnTo.current = document.activeElement;
  useLayoutEffect(() => {
    if (shownId !== undefined && !frame.current?.contains(document.activeElement)) frame.current?.focus();
  }, [shownId]);
  useLayoutEffect(() => {
    if (open) return;
    const back = returnTo.current;
    returnTo.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') queue.dismiss();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open, queue]);

  return (
    <>
      <div className="page-behind-dialogs" inert={open}>
        {children}
      </div>
      {current && Dialog && (
        <div className={current.closing ? 'modal-overlay modal-overlay--closing' : 'modal-overlay'} onClick={() => queue.dismiss()}>
          <div ref={frame} className="modal" role="dialog" aria-modal="true" aria-labelledby={dialogTitleId(current.id)} tabIndex={-1} onClick={(e) => e.stopPropagation()}>
            <ModalIdContext.Provider value={current.id}>
              <LoadFailureBoundary key={current.id} onFailure={() => (notifications.error(fallbackErrorMessage), queue.close(current.id))}>
                <Suspense fallback={null}>
                  <Dialog props={current.props as never} close={() => queue.close(current.id)} />
                </Suspense>
              </LoadFailureBoundary>
            </ModalIdContext.Provider>
          </div>
        </div>
      )}
    </>
  );
};
