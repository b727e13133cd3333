import { useObservableState } from 'observable-hooks';
import { type ComponentType, lazy, Suspense } from 'react';
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
import { useService } from '../di/container-context';
import { ConfirmDialogView } from './confirm-dialog';
import { ModalIdContext } from './modal-id-context';

// Dialogs load when first opened, so pages do not carry them.
const AddBalanceDialog = lazy(() => import('../attendant/add-balance.dialog').then((m) => ({ default: m.AddBalanceDialog })));
const BalanceDialog = lazy(() => import('../order-page/balance.dialog').then((m) => ({ default: m.BalanceDialog })));
const PlanningRatingDialog = lazy(() => import('../order-page/planning-rating.dialog').then((m) => ({ default: m.PlanningRatingDialog })));
const PlanningWebViewDialog = lazy(() => import('../order-page/planning-web-view.dialog').then((m) => ({ default: m.PlanningWebViewDialog })));
const OrderQuickViewDialog = lazy(() => import('../orders/order-quick-view.dialog').then((m) => ({ default: m.OrderQuickViewDialog })));
const AccreditationDialog = lazy(() => import('../onboarding/accreditation.dialog').then((m) => ({ default: m.AccreditationDialog })));
const AddressesDialog = lazy(() => import('../onboarding/addresses.dialog').then((m) => ({ default: m.AddressesDialog })));
const AddressFormDialog = lazy(() => import('../onboarding/address-form.dialog').then((m) => ({ default: m.AddressFormDialog })));
const SelectPatientDialog = lazy(() => import('../onboarding/select-patient.dialog').then((m) => ({ default: m.SelectPatientDialog })));
const PlatformRatingDialog = lazy(() => import('../onboarding/platform-rating.dialog').then((m) => ({ default: m.PlatformRatingDialog })));
const BonusInfoDialog = lazy(() => import('../onboarding/bonus-info.dialog').then((m) => ({ default: m.BonusInfoDialog })));

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
          <Suspense fallback={null}>
            <Dialog key={current.id} props={current.props as never} close={() => queue.close(current.id)} />
          </Suspense>
        </ModalIdContext.Provider>
      </div>
    </div>
  );
};
