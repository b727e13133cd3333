import type { Address } from '../../contract/address.contract';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { PageStore } from '../widgets/page-store';
import { orderPageMessages } from './order.texts';

type AddressKind = 'shipping' | 'billing';

/**
 * The order's shipping and billing addresses as a section of either order page, on the page's
 * store: one of the addresses listed becomes the order's. Staff confirm first (`askFirst`): the
 * order's address is the dentist's commitment too.
 */
export class OrderAddressesSection {
  constructor(
    private readonly orderId: string,
    private readonly store: Pick<PageStore<{ readonly busy: boolean; readonly addresses: readonly Address[] }>, 'state' | 'run'>,
    private readonly deps: {
      readonly gateway: OrderSectionsGateway;
      readonly askFirst?: (kind: AddressKind, address: Address) => Promise<boolean>;
    },
  ) {}

  async change(kind: AddressKind, addressId: string): Promise<void> {
    const address = this.store.state.addresses.find((a) => a.id === addressId);
    if (!address) return;
    if (this.deps.askFirst && !(await this.deps.askFirst(kind, address))) return;
    await this.store.run(
      () => this.deps.gateway.changeAddress(this.orderId, kind === 'shipping' ? { shippingAddressId: addressId } : { billingAddressId: addressId }),
      kind === 'shipping' ? orderPageMessages.shippingUpdated : orderPageMessages.billingUpdated,
    );
  }
}
