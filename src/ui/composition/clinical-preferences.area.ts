import { TOKENS } from '../../application/tokens';
import { ClinicalPreferencesViewModel, DentistClinicalPreferences } from '../../application/prescription/clinical-preferences.view-model';
import { ClinicalPreferencesHttpAdapter } from '../../infrastructure/http/clinical-preferences.http-adapter';
import { area } from '../di/area';

/** A dentist's clinical preferences: their page, the new Ficha that starts from them, the staff's view. */
export const clinicalPreferencesArea = area('clinical-preferences', [], ({ bind }) => {
  bind(TOKENS.ClinicalPreferencesGateway).to(ClinicalPreferencesHttpAdapter).inSingletonScope();
  bind(ClinicalPreferencesViewModel).toSelf().inSingletonScope();
  bind(DentistClinicalPreferences).toSelf().inSingletonScope();
});
