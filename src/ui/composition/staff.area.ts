import { TOKENS } from '../../application/tokens';
import { StaffHttpAdapter } from '../../infrastructure/http/staff.http-adapter';
import { area } from '../di/area';
import { staffDialogs } from '../staff/staff.dialogs';
import { signedInArea } from './signed-in.area';
import { addressesArea } from './addresses.area';
import { uploadsArea } from './uploads.area';
import { clinicalPreferencesArea } from './clinical-preferences.area';

/** The staff's order page. */
export const staffArea = area(
  'staff',
  [signedInArea, uploadsArea, addressesArea, clinicalPreferencesArea],
  ({ bind }) => {
    bind(TOKENS.StaffGateway).to(StaffHttpAdapter).inSingletonScope();
  },
  staffDialogs,
);
