import { lazy } from 'react';
import { orderQuickViewKind } from '../../application/orders/order-quick-view';
import { registerDialog } from '../widgets/dialog-registry';

export const ordersDialogs = [
  registerDialog(
    orderQuickViewKind,
    lazy(() => import('./order-quick-view.dialog').then((m) => ({ default: m.OrderQuickViewDialog }))),
  ),
];
