import type { FormikProps } from 'formik';
import { formatPhone } from '../../domain/format/mask';
import { formatCpf } from '../../domain/people/document';
import { brazilianStates, stateCodes } from '../../domain/people/brazilian-states';
import { genderLabels } from '../../domain/people/person';
import { dentistSpecialties } from '../../domain/people/specialties';
import type { PersonalData, ProfessionalData } from '../../domain/people/registration';
import { SelectField } from '../widgets/select-field';
import { TextField } from '../widgets/text-field';
import { textLimits } from '../../domain/shared/text-limits';

export const genderOptions = (['FEMALE', 'MALE'] as const).map((g) => ({ value: g, label: genderLabels[g] }));
export const stateOptions = stateCodes.map((code) => ({ value: code, label: `${code} – ${brazilianStates[code]}` }));

/** Name, CPF, gender and phone; the e-mail only when it can still be chosen. */
export function PersonalFields<V extends PersonalData>({ form, withEmail }: { form: FormikProps<V>; withEmail: boolean }) {
  return (
    <fieldset className="form-section">
      <legend>Dados pessoais</legend>
      <TextField form={form} name="name" label="Nome completo" autoComplete="name" max={textLimits.personName} />
      {withEmail && <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" max={textLimits.email} />}
      <div className="form-row">
        <TextField form={form} name="cpf" label="CPF" inputMode="numeric" format={formatCpf} placeholder="000.000.000-00" />
        <SelectField form={form} name="gender" label="Gênero" options={genderOptions} />
      </div>
      <TextField form={form} name="phone" label="Celular" type="tel" inputMode="tel" autoComplete="tel" format={formatPhone} placeholder="(00) 00000-0000" />
    </fieldset>
  );
}

/** CRO, its state, specialty and clinic. */
export function ProfessionalFields<V extends ProfessionalData>({ form }: { form: FormikProps<V> }) {
  return (
    <fieldset className="form-section">
      <legend>Dados profissionais</legend>
      <div className="form-row">
        <TextField form={form} name="croNumber" label="Número do CRO" inputMode="numeric" format={(s) => s.replace(/\D/g, '').slice(0, 8)} />
        <SelectField form={form} name="croState" label="UF do CRO" options={stateOptions} />
      </div>
      <SelectField form={form} name="specialty" label="Especialidade" options={dentistSpecialties.map((s) => ({ value: s, label: s }))} />
      <TextField form={form} name="clinicName" label="Clínica (opcional)" autoComplete="organization" max={textLimits.clinicName} />
    </fieldset>
  );
}
