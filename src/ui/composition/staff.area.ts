import { TOKENS } from '../../application/tokens';
import { staffOrderViewModels, StaffOrderViewModel } from '../../application/staff/staff-order.view-model';
import { AddressBookViewModel } from '../../application/addresses/address-book.view-model';
import { Notifications } from '../../application/widgets/notifications';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { LiveUpdates } from '../../application/live/live-updates';
import { HeldEdits } from '../../application/session/held-edits';
import { StaffHttpAdapter } from '../../infrastructure/http/staff.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
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
    bindMaker(bind, staffOrderViewModels, (c) => {
      const deps = {
        staff: c.get(TOKENS.StaffGateway),
        uploads: c.get(TOKENS.UploadsGateway),
        notifications: c.get(Notifications),
        confirm: c.get(ConfirmDialogs),
        modals: c.get(ModalQueue),
        addressBook: c.get(AddressBookViewModel),
        live: c.get(LiveUpdates),
        clock: c.get(TOKENS.Clock),
        held: c.get(HeldEdits),
      };
      return (orderId) => new StaffOrderViewModel(orderId, deps);
    });
  },
  staffDialogs,
);
