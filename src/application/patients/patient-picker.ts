import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { SchedulerLike } from 'rxjs';
import type { PatientForm } from '../../domain/people/patient';
import type { Patient } from '../../contract/patient.contract';
import type { PatientsGateway } from '../ports/patients-gateway';
import { TOKENS } from '../tokens';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';
import { PatientPickerViewModel } from './patient-picker.view-model';

export const selectPatientDialogKind = dialogKind<SelectPatientProps>('select-patient');

export const patientPickerMessages = { created: 'Paciente cadastrado com sucesso!' } as const;

export interface SelectPatientProps {
  readonly vm: PatientPickerViewModel;
  readonly choose: (patient: Patient) => void;
  readonly create: (form: PatientForm) => Promise<boolean>;
}

/** Opens the select-patient dialog; the chosen (or newly created) patient goes to `onChosen`. */
@injectable()
export class PatientPicker {
  constructor(
    @inject(TOKENS.PatientsGateway) private readonly patients: PatientsGateway,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  open(onChosen: (patient: Patient) => void): void {
    const vm = new PatientPickerViewModel(this.patients, this.notifications, this.scheduler);
    let chosen: Patient | undefined;
    const id = this.modals.open(
      selectPatientDialogKind,
      {
        vm,
        choose: (patient) => {
          chosen = patient;
          this.modals.close(id);
        },
        create: async (form) => {
          const result = await this.patients.create(form);
          if (E.isLeft(result)) {
            this.notifications.error(result.left.message);
            return false;
          }
          this.notifications.success(patientPickerMessages.created);
          chosen = result.right;
          this.modals.close(id);
          return true;
        },
      } satisfies SelectPatientProps,
      {
        onClosed: () => {
          vm.dispose();
          if (chosen) onChosen(chosen);
        },
      },
    );
  }
}
