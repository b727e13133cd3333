import { addressesDialogs } from './addresses/addresses.dialogs';
import { attendantDialogs } from './attendant/attendant.dialogs';
import { onboardingDialogs } from './onboarding/onboarding.dialogs';
import { orderPageDialogs } from './order-page/order-page.dialogs';
import { ordersDialogs } from './orders/orders.dialogs';
import { patientsDialogs } from './patients/patients.dialogs';
import { scansDialogs } from './scans/scans.dialogs';
import { confirmDialog } from './widgets/confirm-dialog';
import type { DialogRegistration } from './widgets/dialog-registry';

/** Every dialog of the app, each registered by its feature: the one list the modal host shows from. */
export const allDialogs: readonly DialogRegistration[] = [
  confirmDialog,
  ...ordersDialogs,
  ...onboardingDialogs,
  ...addressesDialogs,
  ...patientsDialogs,
  ...orderPageDialogs,
  ...attendantDialogs,
  ...scansDialogs,
];
