import { TOKENS } from '../../application/tokens';
import { newOrderViewModels, NewOrderViewModel } from '../../application/orders/new-order.view-model';
import { Notifications } from '../../application/widgets/notifications';
import { LoadingOverlay } from '../../application/widgets/loading-overlay';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { PatientPicker } from '../../application/patients/patient-picker';
import { PatientsHttpAdapter } from '../../infrastructure/http/patients.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { patientsDialogs } from '../patients/patients.dialogs';
import { draftsArea } from './drafts.area';
import { signedInArea } from './signed-in.area';
import { addressesArea } from './addresses.area';
import { uploadsArea } from './uploads.area';

/** The new order wizard: patient, product, files, addresses. */
export const newOrderArea = area(
  'new-order',
  [signedInArea, draftsArea, uploadsArea, addressesArea],
  ({ bind }) => {
    bind(TOKENS.PatientsGateway).to(PatientsHttpAdapter).inSingletonScope();
    bind(PatientPicker).toSelf().inSingletonScope();
    bindMaker(bind, newOrderViewModels, (c) => {
      const deps = {
        drafts: c.get(TOKENS.DraftsGateway),
        uploads: c.get(TOKENS.UploadsGateway),
        navigator: c.get(TOKENS.Navigator),
        notifications: c.get(Notifications),
        loading: c.get(LoadingOverlay),
        patients: c.get(PatientPicker),
        modals: c.get(ModalQueue),
        clock: c.get(TOKENS.Clock),
      };
      return () => new NewOrderViewModel(deps);
    });
  },
  patientsDialogs,
);
