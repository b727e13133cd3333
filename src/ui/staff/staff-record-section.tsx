import { useFormik } from 'formik';
import { useState } from 'react';
import { PatientFormView, emptyPatientForm } from '../patients/patient-form';
import type { LoadedStaffOrder } from '../../application/staff/staff-order.state';
import type { StaffOrderViewModel } from '../../application/staff/staff-order.view-model';
import { onyxCodeErrors } from '../../application/staff/planning-forms';
import { TextField } from '../widgets/text-field';
import { DentistPreferences } from './dentist-preferences';
import type { DentistClinicalPreferences } from '../../application/prescription/clinical-preferences.view-model';
import { textLimits } from '../../domain/shared/text-limits';

/** The order's patient and the dentist's Onyx code. */
export const StaffRecordSection = ({ vm, state, preferences }: { vm: StaffOrderViewModel; state: LoadedStaffOrder; preferences: DentistClinicalPreferences }) => {
  const order = state.order;
  const onyx = useFormik({
    initialValues: { onyxCode: order.dentistOnyxCode ?? '' },
    enableReinitialize: true,
    validate: onyxCodeErrors,
    onSubmit: async (v) => {
      await vm.setOnyxCode(v.onyxCode);
    },
  });
  const others = state.patients.filter((p) => p.id !== order.patient.id);
  // Which patient form is open: none, a new patient of the dentist, or the order's patient.
  const [patientForm, setPatientForm] = useState<'none' | 'new' | 'current'>('none');
  const current = state.patients.find((p) => p.id === order.patient.id);
  return (
    <section className="card order-section" aria-label="Paciente e dentista">
      <h2>Paciente e dentista</h2>
      <p>
        <strong>
          {order.patient.firstName} {order.patient.lastName}
        </strong>
      </p>
      {patientForm === 'none' ? (
        <div className="staff-inline">
          {current && (
            <button type="button" className="button button--small" disabled={state.busy} onClick={() => setPatientForm('current')}>
              Editar paciente
            </button>
          )}
          <button type="button" className="button button--small" disabled={state.busy} onClick={() => setPatientForm('new')}>
            Cadastrar paciente
          </button>
        </div>
      ) : (
        <div className="staff-patient-form" role="group" aria-label={patientForm === 'new' ? 'Novo paciente do dentista' : 'Dados do paciente'}>
          <h3>{patientForm === 'new' ? 'Novo paciente do dentista' : 'Dados do paciente'}</h3>
          <PatientFormView
            initial={
              patientForm === 'current' && current
                ? { firstName: current.firstName, lastName: current.lastName, cpf: current.cpf ?? '', gender: current.gender ?? '' }
                : emptyPatientForm
            }
            submitLabel={patientForm === 'new' ? 'Cadastrar paciente' : 'Salvar paciente'}
            cancelLabel="Cancelar"
            onSubmit={async (form) => {
              if (await vm.patients.save(form, patientForm === 'current' ? order.patient.id : undefined)) setPatientForm('none');
            }}
            onCancel={() => setPatientForm('none')}
          />
        </div>
      )}
      {others.length > 0 && (
        <label className="field">
          <span className="field__label">Trocar paciente</span>
          <select value="" disabled={state.busy} onChange={(e) => e.target.value && void vm.patients.change(e.target.value)}>
            <option value="">Escolha outro paciente do dentista…</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.firstName} {p.lastName}
              </option>
            ))}
          </select>
        </label>
      )}
      <p>
        Dentista: <strong>{order.dentist.name}</strong>
        <br />
        <span className="muted">{order.dentist.email}</span>
        <br />
        <button type="button" className="link-button" disabled={state.busy} onClick={() => void vm.sendPasswordReset()}>
          Enviar e-mail para criar nova senha
        </button>
      </p>
      <DentistPreferences dentistId={order.dentist.id} preferences={preferences} />
      <form className="staff-inline" onSubmit={onyx.handleSubmit} noValidate>
        <TextField form={onyx} name="onyxCode" label="Código do Onyx" max={textLimits.onyxCode} showError={onyx.submitCount > 0} />
        <button type="submit" className="button" disabled={state.busy || !onyx.dirty}>
          Salvar código
        </button>
      </form>
    </section>
  );
};
