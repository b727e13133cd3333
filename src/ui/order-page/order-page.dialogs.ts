import { lazy } from 'react';
import { balanceDialogKind } from '../../application/order/balance-dialog.view-model';
import { planningRatingKind, planningWebViewKind } from '../../application/order-page/planning-dialogs';
import { registerDialog } from '../widgets/dialog-registry';

/** The balance dialog serves the staff's order page too. */
export const orderPageDialogs = [
  registerDialog(
    balanceDialogKind,
    lazy(() => import('./balance.dialog').then((m) => ({ default: m.BalanceDialog }))),
  ),
  registerDialog(
    planningRatingKind,
    lazy(() => import('./planning-rating.dialog').then((m) => ({ default: m.PlanningRatingDialog }))),
  ),
  registerDialog(
    planningWebViewKind,
    lazy(() => import('./planning-web-view.dialog').then((m) => ({ default: m.PlanningWebViewDialog }))),
  ),
];
