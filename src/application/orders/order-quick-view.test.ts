import { describe, expect, it } from 'vitest';
import { VirtualTimeScheduler } from 'rxjs';
import { FakeNavigator, FakeOrders } from '../../../test/support/application/fakes';
import { ModalQueue } from '../widgets/modal-queue';
import { OrderQuickView } from './order-quick-view';
import type { OrderListLine } from './order-list-line';

const row = (status: string): OrderListLine => ({ id: `o-${status}`, status, product: 'Alinhador' }) as unknown as OrderListLine;

describe('the order summary', () => {
  it('starts reading the order the person is about to open, as the dentist or the staff read it; a draft has no page to read', () => {
    const orders = new FakeOrders([]);
    const view = new OrderQuickView(new ModalQueue(new VirtualTimeScheduler()), new FakeNavigator(), orders);
    view.show(row('WAITING_FOR_APPROVAL'), false);
    view.show(row('PRODUCTION'), true);
    view.show(row('DRAFT'), false);
    expect(orders.warmed).toEqual([
      { scope: 'own', orderId: 'o-WAITING_FOR_APPROVAL' },
      { scope: 'all', orderId: 'o-PRODUCTION' },
    ]);
  });
});
