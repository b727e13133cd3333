import { inject, injectable } from 'inversify';
import { ModalQueue } from '../widgets/modal-queue';
import type { OrderRow } from './order-row';

export const orderQuickViewKind = 'order-quick-view';

/** A dialog with an order's summary, opened from the Ações column. */
@injectable()
export class OrderQuickView {
  constructor(@inject(ModalQueue) private readonly modals: ModalQueue) {}

  show(row: OrderRow, showDentist: boolean): void {
    this.modals.open(orderQuickViewKind, { row, showDentist });
  }
}
