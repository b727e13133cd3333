import { lazy } from 'react';
import { accreditationDialogKind } from '../../application/onboarding/accreditation.view-model';
import { bonusInfoDialogKind } from '../../application/onboarding/bonus-info.view-model';
import { platformRatingDialogKind } from '../../application/onboarding/platform-survey';
import { registerDialog } from '../widgets/dialog-registry';

export const onboardingDialogs = [
  registerDialog(
    accreditationDialogKind,
    lazy(() => import('./accreditation.dialog').then((m) => ({ default: m.AccreditationDialog }))),
  ),
  registerDialog(
    platformRatingDialogKind,
    lazy(() => import('./platform-rating.dialog').then((m) => ({ default: m.PlatformRatingDialog }))),
  ),
  registerDialog(
    bonusInfoDialogKind,
    lazy(() => import('./bonus-info.dialog').then((m) => ({ default: m.BonusInfoDialog }))),
  ),
];
