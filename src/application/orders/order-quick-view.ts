import { inject, injectable } from 'inversify';
import type { Navigator, OrdersGateway } from '../ports/gateways';
import { TOKENS } from '../tokens';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import type { OrderListLine } from './order-list-line';

export const orderQuickViewKind = dialogKind<OrderQuickViewProps>('order-quick-view');

export interface OrderQuickViewProps {
  readonly row: OrderListLine;
  readonly showDentist: boolean;
  /** Opens the print mode of the prescription; aligner orders only. */
  readonly openPrescription: (() => void) | undefined;
  /** Opens the order page (the dentist's, or staff's under /attendant); sent orders only. */
  readonly openOrder: (() => void) | undefined;
}

/** A dialog with an order's summary, opened from the Ações column. */
@injectable()
export class OrderQuickView {
  constructor(
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.OrdersGateway) private readonly orders: OrdersGateway,
  ) {}

  show(row: OrderListLine, showDentist: boolean): void {
    // The person is about to open it: its page's first reads start now.
    if (row.status !== 'DRAFT') this.orders.warmOrder(showDentist ? 'all' : 'own', row.id);
    const id = this.modals.open(orderQuickViewKind, {
      row,
      showDentist,
      openPrescription:
        row.product === 'Alinhador'
          ? () => {
              this.modals.close(id);
              this.navigator.goTo(`${showDentist ? '/attendant' : ''}/orders/${row.id}/prescription`);
            }
          : undefined,
      openOrder:
        row.status !== 'DRAFT'
          ? () => {
              this.modals.close(id);
              this.navigator.goTo(`${showDentist ? '/attendant' : ''}/orders/${row.id}`);
            }
          : undefined,
    } satisfies OrderQuickViewProps);
  }
}
