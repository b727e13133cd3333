import type { TrackedUpload } from '../uploads/upload-tracker';
import type { Address } from '../../contract/address.contract';
import type { OrderCharges } from '../../contract/charges.contract';
import type { OrderDetail, PaymentOptions } from '../../contract/order-detail.contract';
import type { MessageView } from '../order/order-messages';
import type { OrderPageView } from '../order/order.view';
import type { SlotErrors } from '../uploads/slot-errors';

export interface OrderPageState {
  readonly phase: 'loading' | 'ready' | 'not-found';
  readonly order: OrderDetail | undefined;
  readonly view: OrderPageView | undefined;
  readonly messages: readonly MessageView[];
  readonly payment: PaymentOptions | undefined;
  readonly addresses: readonly Address[];
  readonly charges: OrderCharges | undefined;
  /** An action is on its way: buttons wait. */
  readonly busy: boolean;
  /** Upload progress of new files, by attachment slot. */
  readonly uploads: readonly TrackedUpload[];
  readonly slotErrors: SlotErrors;
}

/** The page once its order has loaded: what every section below the band reads. */
export type LoadedOrderPage = OrderPageState & { readonly order: OrderDetail; readonly view: OrderPageView };

export const isLoadedOrderPage = (s: OrderPageState): s is LoadedOrderPage => s.order !== undefined && s.view !== undefined;

export const initialOrderPageState: OrderPageState = {
  phase: 'loading',
  order: undefined,
  view: undefined,
  messages: [],
  payment: undefined,
  addresses: [],
  charges: undefined,
  busy: false,
  uploads: [],
  slotErrors: {},
};
