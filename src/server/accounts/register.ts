import type { RegisterFeature } from '../feature';
import { authRoutes } from './auth.routes';
import { passwordRecoveryRoutes } from './password-recovery.routes';
import { staffDentistRecoveryRoutes } from './staff-dentist-recovery.routes';
import { profileRoutes } from './session-profile.routes';
import { dentistRoutes } from './dentist.routes';
import { addressesRoutes } from './addresses.routes';
import { cepRoutes } from './cep.routes';
import { patientsRoutes } from './patients.routes';
import { clinicalPreferencesRoutes } from './clinical-preferences.routes';

/** The accounts feature serves sign-in, sessions, password recovery, profile, registration and accreditation, patients, addresses and clinical preferences. */
export const register: RegisterFeature = (app, deps) => {
  authRoutes(app, deps, deps.hub, deps.sessions);
  passwordRecoveryRoutes(app, deps, () => deps.lanes.quick.wake());
  staffDentistRecoveryRoutes(app, deps, () => deps.lanes.quick.wake());
  profileRoutes(app, deps);
  dentistRoutes(app, deps, deps.sessions);
  addressesRoutes(app, deps);
  cepRoutes(app, deps);
  patientsRoutes(app, deps);
  clinicalPreferencesRoutes(app, deps);
};
