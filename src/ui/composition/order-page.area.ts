import { TOKENS } from '../../application/tokens';
import { orderPageViewModels, OrderPageViewModel } from '../../application/order-page/order-page.view-model';
import { Notifications } from '../../application/widgets/notifications';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { LiveUpdates } from '../../application/live/live-updates';
import { HeldEdits } from '../../application/session/held-edits';
import { OrderPageHttpAdapter } from '../../infrastructure/http/order-page.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { orderPageDialogs } from '../order-page/order-page.dialogs';
import { signedInArea } from './signed-in.area';
import { addressesArea } from './addresses.area';
import { uploadsArea } from './uploads.area';

/** The dentist's order page. */
export const orderPageArea = area(
  'order-page',
  [signedInArea, uploadsArea, addressesArea],
  ({ bind }) => {
    bind(TOKENS.OrderPageGateway).to(OrderPageHttpAdapter).inSingletonScope();
    bindMaker(bind, orderPageViewModels, (c) => {
      const deps = {
        orders: c.get(TOKENS.OrderPageGateway),
        addresses: c.get(TOKENS.AddressesGateway),
        uploads: c.get(TOKENS.UploadsGateway),
        notifications: c.get(Notifications),
        confirm: c.get(ConfirmDialogs),
        modals: c.get(ModalQueue),
        live: c.get(LiveUpdates),
        clock: c.get(TOKENS.Clock),
        held: c.get(HeldEdits),
        clipboard: c.get(TOKENS.Clipboard),
      };
      return (orderId) => new OrderPageViewModel(orderId, deps);
    });
  },
  orderPageDialogs,
);
