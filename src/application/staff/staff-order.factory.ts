import type { Clock } from '../ports/gateways';
import { inject, injectable } from 'inversify';
import type { StaffGateway } from '../ports/staff-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import { TOKENS } from '../tokens';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';
import { StaffOrderViewModel } from './staff-order.view-model';
import { AddressBookViewModel } from '../addresses/address-book.view-model';
import { LiveUpdates } from '../live/live-updates';
import { HeldEdits } from '../session/held-edits';

/** One staff order page view model per visit of /attendant/orders/{id}. */
@injectable()
export class StaffOrderFactory {
  constructor(
    @inject(TOKENS.StaffGateway) private readonly staff: StaffGateway,
    @inject(TOKENS.UploadsGateway) private readonly uploads: UploadsGateway,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(ConfirmDialogs) private readonly confirm: ConfirmDialogs,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(AddressBookViewModel) private readonly addressBook: AddressBookViewModel,
    @inject(LiveUpdates) private readonly live: LiveUpdates,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(HeldEdits) private readonly held: HeldEdits,
  ) {}

  create(orderId: string): StaffOrderViewModel {
    return new StaffOrderViewModel(orderId, {
      staff: this.staff,
      addressBook: this.addressBook,
      uploads: this.uploads,
      notifications: this.notifications,
      confirm: this.confirm,
      modals: this.modals,
      live: this.live,
      clock: this.clock,
      held: this.held,
    });
  }
}
