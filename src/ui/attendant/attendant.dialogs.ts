import { lazy } from 'react';
import { addBalanceDialogKind } from '../../application/attendant/staff-balances';
import { registerDialog } from '../widgets/dialog-registry';

export const attendantDialogs = [
  registerDialog(
    addBalanceDialogKind,
    lazy(() => import('./add-balance.dialog').then((m) => ({ default: m.AddBalanceDialog }))),
  ),
];
