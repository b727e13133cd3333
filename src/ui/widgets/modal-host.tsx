import { useObservableState } from 'observable-hooks';
import type { ComponentType } from 'react';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { confirmDialogKind } from '../../application/widgets/confirm-dialog';
import { orderQuickViewKind } from '../../application/orders/order-quick-view';
import { accreditationDialogKind } from '../../application/onboarding/accreditation';
import { addressesDialogKind, addressFormDialogKind } from '../../application/onboarding/address-book';
import { selectPatientDialogKind } from '../../application/onboarding/patient-picker';
import { platformRatingDialogKind } from '../../application/onboarding/platform-survey';
import { bonusInfoDialogKind } from '../../application/onboarding/bonus-info';
import { balanceDialogKind } from '../../application/order-page/balance-dialog';
import { planningRatingKind, planningWebViewKind } from '../../application/order-page/order-page.view-model';
import { addBalanceDialogKind } from '../../application/attendant/attendant-order.view-model';
import { AddBalanceDialog } from '../attendant/add-balance.dialog';
import { useService } from '../di/container-context';
import { BalanceDialog } from '../order-page/balance.dialog';
import { PlanningRatingDialog } from '../order-page/planning-rating.dialog';
import { PlanningWebViewDialog } from '../order-page/planning-web-view.dialog';
import { ConfirmDialogView } from './confirm-dialog';
import { ModalIdContext } from './modal-id-context';
import { OrderQuickViewDialog } from '../orders/order-quick-view.dialog';
import { AccreditationDialog } from '../onboarding/accreditation.dialog';
import { AddressesDialog } from '../onboarding/addresses.dialog';
import { AddressFormDialog } from '../onboarding/address-form.dialog';
import { SelectPatientDialog } from '../onboarding/select-patient.dialog';
import { PlatformRatingDialog } from '../onboarding/platform-rating.dialog';
import { BonusInfoDialog } from '../onboarding/bonus-info.dialog';

type DialogView = ComponentType<{ props: never; close: () => void }>;

// Every kind of dialog the queue can hold, by name.
const dialogs: Record<string, DialogView> = {
  [confirmDialogKind]: ConfirmDialogView as DialogView,
  [orderQuickViewKind]: OrderQuickViewDialog as DialogView,
  [accreditationDialogKind]: AccreditationDialog as DialogView,
  [addressesDialogKind]: AddressesDialog as DialogView,
  [addressFormDialogKind]: AddressFormDialog as DialogView,
  [selectPatientDialogKind]: SelectPatientDialog as DialogView,
  [platformRatingDialogKind]: PlatformRatingDialog as DialogView,
  [bonusInfoDialogKind]: BonusInfoDialog as DialogView,
  [balanceDialogKind]: BalanceDialog as DialogView,
  [planningRatingKind]: PlanningRatingDialog as DialogView,
  [planningWebViewKind]: PlanningWebViewDialog as DialogView,
  [addBalanceDialogKind]: AddBalanceDialog as DialogView,
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
        <ModalIdContext.Provider value={current.id}>
          <Dialog key={current.id} props={current.props as never} close={() => queue.close(current.id)} />
        </ModalIdContext.Provider>
      </div>
    </div>
  );
};
