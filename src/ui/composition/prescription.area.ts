import { TOKENS } from '../../application/tokens';
import { prescriptionFormViewModels, PrescriptionFormViewModel } from '../../application/prescription/prescription-form.view-model';
import { Notifications } from '../../application/widgets/notifications';
import { HeldEdits } from '../../application/session/held-edits';
import { PrescriptionPrint } from '../../application/prescription/prescription-print';
import { PrescriptionHttpAdapter } from '../../infrastructure/http/drafts.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { draftsArea } from './drafts.area';
import { signedInArea } from './signed-in.area';
import { clinicalPreferencesArea } from './clinical-preferences.area';

/** The clinical prescription: the form and its printable sheet. */
export const prescriptionArea = area('prescription', [signedInArea, draftsArea, clinicalPreferencesArea], ({ bind }) => {
  bind(TOKENS.PrescriptionGateway).to(PrescriptionHttpAdapter).inSingletonScope();
  bind(PrescriptionPrint).toSelf().inSingletonScope();
  bindMaker(bind, prescriptionFormViewModels, (c) => {
    const deps = {
      drafts: c.get(TOKENS.DraftsGateway),
      prescriptions: c.get(TOKENS.PrescriptionGateway),
      navigator: c.get(TOKENS.Navigator),
      notifications: c.get(Notifications),
      scheduler: c.get(TOKENS.Scheduler),
      held: c.get(HeldEdits),
      preferences: c.get(TOKENS.ClinicalPreferencesGateway),
    };
    return (draftId) => new PrescriptionFormViewModel(draftId, deps);
  });
});
