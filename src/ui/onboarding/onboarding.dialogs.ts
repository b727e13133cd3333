import { lazy } from 'react';
import { accreditationDialogKind } from '../../application/onboarding/accreditation';
import { addressesDialogKind, addressFormDialogKind } from '../../application/onboarding/address-book';
import { bonusInfoDialogKind } from '../../application/onboarding/bonus-info';
import { selectPatientDialogKind } from '../../application/onboarding/patient-picker';
import { platformRatingDialogKind } from '../../application/onboarding/platform-survey';
import { registerDialog } from '../widgets/dialog-registry';

export const onboardingDialogs = [
  registerDialog(accreditationDialogKind, lazy(() => import('./accreditation.dialog').then((m) => ({ default: m.AccreditationDialog })))),
  registerDialog(addressesDialogKind, lazy(() => import('./addresses.dialog').then((m) => ({ default: m.AddressesDialog })))),
  registerDialog(addressFormDialogKind, lazy(() => import('./address-form.dialog').then((m) => ({ default: m.AddressFormDialog })))),
  registerDialog(selectPatientDialogKind, lazy(() => import('./select-patient.dialog').then((m) => ({ default: m.SelectPatientDialog })))),
  registerDialog(platformRatingDialogKind, lazy(() => import('./platform-rating.dialog').then((m) => ({ default: m.PlatformRatingDialog })))),
  registerDialog(bonusInfoDialogKind, lazy(() => import('./bonus-info.dialog').then((m) => ({ default: m.BonusInfoDialog })))),
];
