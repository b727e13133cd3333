import { lazy } from 'react';
import { addBalanceDialogKind } from '../../application/staff/staff-balances';
import { registerDialog } from '../widgets/dialog-registry';

export const staffDialogs = [
  registerDialog(
    addBalanceDialogKind,
    lazy(() => import('./add-balance.dialog').then((m) => ({ default: m.AddBalanceDialog }))),
  ),
];
