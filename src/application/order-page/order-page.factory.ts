import type { Clock } from '../ports/gateways';
import { inject, injectable } from 'inversify';
import type { AddressesGateway } from '../ports/addresses-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import type { OrderPageGateway } from '../ports/order-page-gateway';
import { TOKENS } from '../tokens';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';
import { OrderPageViewModel } from './order-page.view-model';
import { LiveUpdates } from '../live/live-updates';
import { HeldEdits } from '../session/held-edits';
import type { Clipboard } from '../ports/clipboard';

/** One order page view model per visit of /orders/{id}. */
@injectable()
export class OrderPageFactory {
  constructor(
    @inject(TOKENS.OrderPageGateway) private readonly orders: OrderPageGateway,
    @inject(TOKENS.AddressesGateway) private readonly addresses: AddressesGateway,
    @inject(TOKENS.UploadsGateway) private readonly uploads: UploadsGateway,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(ConfirmDialogs) private readonly confirm: ConfirmDialogs,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(LiveUpdates) private readonly live: LiveUpdates,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(HeldEdits) private readonly held: HeldEdits,
    @inject(TOKENS.Clipboard) private readonly clipboard: Clipboard,
  ) {}

  create(orderId: string): OrderPageViewModel {
    return new OrderPageViewModel(orderId, {
      orders: this.orders,
      addresses: this.addresses,
      uploads: this.uploads,
      notifications: this.notifications,
      confirm: this.confirm,
      modals: this.modals,
      live: this.live,
      clock: this.clock,
      held: this.held,
      clipboard: this.clipboard,
    });
  }
}
