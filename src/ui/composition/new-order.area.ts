import { TOKENS } from '../../application/tokens';
import { PatientPicker } from '../../application/patients/patient-picker';
import { PatientsHttpAdapter } from '../../infrastructure/http/patients.http-adapter';
import { area } from '../di/area';
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
  },
  patientsDialogs,
);
