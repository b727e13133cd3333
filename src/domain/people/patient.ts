import { cpfProblem, documentMessages, formatCpf } from './document';
import { setIfAny } from '../shared/errors';
import { personNameProblem } from './person-name';
import { lengthProblem, textLimits } from '../shared/text-limits';

export interface PatientForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly cpf: string;
  readonly gender: string;
}

export const patientMessages = { required: 'Campo obrigatório', cpf: documentMessages.cpfInvalid } as const;
export const notInformed = 'Não informado';

/** First and last name, as lists and dialogs show a patient. */
export const patientFullName = (p: { readonly firstName: string; readonly lastName: string }): string => `${p.firstName.trim()} ${p.lastName.trim()}`.trim();

/** A patient's CPF formatted, or 'Não informado' when there is none (spec §3). */
export const patientCpfDisplay = (cpf: string | null | undefined): string => (cpf && cpf.trim() !== '' ? formatCpf(cpf) : notInformed);

/** Names and gender are required; the CPF is optional but must be valid when given. */
export const validatePatient = (form: PatientForm): Partial<Record<keyof PatientForm, string>> => {
  const errors: Partial<Record<keyof PatientForm, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (form[field].trim() === '') errors[field] = patientMessages.required;
    else setIfAny(errors, field, lengthProblem(form[field], textLimits.patientName) ?? personNameProblem(form[field]));
  }
  if (form.cpf.trim() !== '') setIfAny(errors, 'cpf', cpfProblem(form.cpf));
  if (form.gender !== 'MALE' && form.gender !== 'FEMALE') errors.gender = patientMessages.required;
  return errors;
};
