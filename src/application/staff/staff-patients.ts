import * as E from 'fp-ts/Either';
import { type PatientForm, patientFullName } from '../../domain/people/patient';
import type { StaffGateway } from '../ports/staff-gateway';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import { staffOrderTexts } from './staff-order.texts';
import type { StaffSectionHost } from './staff-order.state';

/** The order's patient: swapped for another of the dentist's (picked, then confirmed), created or edited (spec §1). */
export class StaffPatients {
  constructor(
    private readonly host: StaffSectionHost,
    private readonly deps: { readonly staff: StaffGateway; readonly confirm: ConfirmDialogs },
  ) {}

  async change(patientId: string): Promise<void> {
    const { order, patients } = this.host.store.state;
    const patient = patients.find((p) => p.id === patientId);
    if (!order || !patient) return;
    const text = staffOrderTexts.patientText(patientFullName(order.patient), patientFullName(patient));
    if (!(await this.deps.confirm.ask(staffOrderTexts.patientTitle, text))) return;
    await this.host.store.run(() => this.deps.staff.changePatient(this.host.orderId, patientId), staffOrderTexts.patientChanged);
  }

  /** A new patient of the order's dentist, or an edit of one; the swap list follows at once. */
  async save(form: PatientForm, patientId?: string): Promise<boolean> {
    const order = this.host.store.state.order;
    if (!order) return false;
    const call = () => (patientId ? this.deps.staff.updatePatient(patientId, form) : this.deps.staff.createDentistPatient(order.dentist.id, form));
    const saved = await this.host.store.run(call, patientId ? staffOrderTexts.patientUpdated : staffOrderTexts.patientCreated);
    if (saved) {
      const patients = await this.deps.staff.dentistPatients(order.dentist.id);
      if (E.isRight(patients)) this.host.store.patch({ patients: patients.right.items });
    }
    return saved;
  }
}
