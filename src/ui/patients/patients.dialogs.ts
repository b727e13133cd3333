import { lazy } from 'react';
import { selectPatientDialogKind } from '../../application/patients/patient-picker';
import { registerDialog } from '../widgets/dialog-registry';

export const patientsDialogs = [
  registerDialog(
    selectPatientDialogKind,
    lazy(() => import('./select-patient.dialog').then((m) => ({ default: m.SelectPatientDialog }))),
  ),
];
