import { useObservableState } from 'observable-hooks';
import { Suspense, useMemo } from 'react';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { useService } from '../di/container-context';
import { useLoadedDialogs } from '../di/area-dialogs';
import type { DialogRegistration } from './dialog-registry';
import { ModalIdContext } from './modal-id-context';

/** Renders the one dialog at the head of the queue over a 60% black overlay: the shell's, or one of a loaded area. */
export const ModalHost = ({ shellDialogs }: { readonly shellDialogs: readonly DialogRegistration[] }) => {
  const queue = useService(ModalQueue);
  const areaDialogs = useLoadedDialogs();
  const views = useMemo(() => new Map([...shellDialogs, ...areaDialogs].map((d) => [d.kind, d.View])), [shellDialogs, areaDialogs]);
  const { current } = useObservableState(queue.state$, { current: undefined, waiting: 0 });
  if (!current) return null;
  const Dialog = views.get(current.kind);
  if (!Dialog) return null;
  return (
    <div className={current.closing ? 'modal-overlay modal-overlay--closing' : 'modal-overlay'} onClick={() => queue.overlayClicked()}>
      <div className="modal" role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <ModalIdContext.Provider value={current.id}>
          <Suspense fallback={null}>
            <Dialog key={current.id} props={current.props as never} close={() => queue.close(current.id)} />
          </Suspense>
        </ModalIdContext.Provider>
      </div>
    </div>
  );
};
