import { lazy } from 'react';
import { addressesDialogKind, addressFormDialogKind } from '../../application/addresses/address-book.view-model';
import { registerDialog } from '../widgets/dialog-registry';

export const addressesDialogs = [
  registerDialog(
    addressesDialogKind,
    lazy(() => import('./addresses.dialog').then((m) => ({ default: m.AddressesDialog }))),
  ),
  registerDialog(
    addressFormDialogKind,
    lazy(() => import('./address-form.dialog').then((m) => ({ default: m.AddressFormDialog }))),
  ),
];
