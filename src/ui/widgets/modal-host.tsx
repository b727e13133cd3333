import { useObservableState } from 'observable-hooks';
import type { ComponentType } from 'react';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { confirmDialogKind, type ConfirmDialogProps } from '../../application/widgets/confirm-dialog';
import { orderQuickViewKind } from '../../application/orders/order-quick-view';
import { useService } from '../di/container-context';
import { ConfirmDialogView } from './confirm-dialog';
import { OrderQuickViewDialog } from '../orders/order-quick-view.dialog';

// Every kind of dialog the queue can hold, by name.
const dialogs: Record<string, ComponentType<{ props: never; close: () => void }>> = {
  [confirmDialogKind]: ConfirmDialogView as ComponentType<{ props: ConfirmDialogProps; close: () => void }> as never,
  [orderQuickViewKind]: OrderQuickViewDialog as never,
};

/** Renders the one dialog at the head of the queue over a 60% black overlay. */
export const ModalHost = () => {
  const queue = useService(ModalQueue);
  const { current } = useObservableState(queue.state$, { current: undefined, waiting: 0 });
  if (!current) return null;
  const Dialog = dialogs[current.kind];
  if (!Dialog) return null;
  return (
    <div className={current.closing ? 'modal-overlay modal-overlay--closing' : 'modal-overlay'} onClick={() => queue.overlayClicked()}>
      <div className="modal" role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <Dialog props={current.props as never} close={() => queue.close(current.id)} />
      </div>
    </div>
  );
};
