import { TOKENS } from '../../application/tokens';
import { OrderPageHttpAdapter } from '../../infrastructure/http/order-page.http-adapter';
import { area } from '../di/area';
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
  },
  orderPageDialogs,
);
