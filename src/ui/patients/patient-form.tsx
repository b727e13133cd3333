import { useFormik } from 'formik';
import { formatCpf } from '../../domain/people/document';
import { type PatientForm, validatePatient } from '../../domain/people/patient';
import { SelectField } from '../widgets/select-field';
import { TextField } from '../widgets/text-field';
import { genderOptions } from '../onboarding/dentist-fields';
import { useFirstInvalidFocus } from '../widgets/first-invalid-focus';
import { textLimits } from '../../domain/shared/text-limits';

export const emptyPatientForm: PatientForm = { firstName: '', lastName: '', cpf: '', gender: '' };

/** A patient's name, CPF and gender with the domain's rules: the dentist's new patient and the staff's create and edit. */
export const PatientFormView = (p: { initial: PatientForm; submitLabel: string; cancelLabel: string; onSubmit: (form: PatientForm) => Promise<unknown>; onCancel: () => void }) => {
  const form = useFormik<PatientForm>({
    initialValues: { ...p.initial, cpf: p.initial.cpf && formatCpf(p.initial.cpf) },
    validate: validatePatient,
    onSubmit: async (values) => {
      await p.onSubmit(values);
    },
  });
  const formRef = useFirstInvalidFocus(form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <div className="form-row">
        <TextField form={form} name="firstName" label="Nome" max={textLimits.patientName} />
        <TextField form={form} name="lastName" label="Sobrenome" max={textLimits.patientName} />
      </div>
      <div className="form-row">
        <TextField form={form} name="cpf" label="CPF (opcional)" inputMode="numeric" format={formatCpf} placeholder="000.000.000-00" />
        <SelectField form={form} name="gender" label="Gênero" options={genderOptions} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={p.onCancel}>
          {p.cancelLabel}
        </button>
        <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
          {p.submitLabel}
        </button>
      </div>
    </form>
  );
};
