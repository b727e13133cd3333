import { TOKENS } from '../../application/tokens';
import { PrescriptionPrint } from '../../application/prescription/prescription-print';
import { PrescriptionHttpAdapter } from '../../infrastructure/http/drafts.http-adapter';
import { area } from '../di/area';
import { draftsArea } from './drafts.area';
import { signedInArea } from './signed-in.area';
import { clinicalPreferencesArea } from './clinical-preferences.area';

/** The clinical prescription: the form and its printable sheet. */
export const prescriptionArea = area('prescription', [signedInArea, draftsArea, clinicalPreferencesArea], ({ bind }) => {
  bind(TOKENS.PrescriptionGateway).to(PrescriptionHttpAdapter).inSingletonScope();
  bind(PrescriptionPrint).toSelf().inSingletonScope();
});
