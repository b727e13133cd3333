import { isStrongPassword } from '../auth/password-strength';
import { cpfProblem, documentMessages } from './document';
import { setIfAny } from '../shared/errors';
import { invalidEmailMessage, isValidEmail } from './email';
import { isDentistSpecialty } from './specialties';
import { isBrazilianState } from './brazilian-states';
import { personNameProblem } from './person-name';
import { lengthErrors, textLimits } from '../shared/text-limits';
import { consentMessages } from './consent';

/** Personal data of the registration (kept locally while typed). */
export interface PersonalData {
  readonly name: string;
  readonly email: string;
  readonly cpf: string;
  readonly gender: string;
  readonly phone: string;
}

/** Professional data of the registration (kept locally while typed). */
export interface ProfessionalData {
  readonly croNumber: string;
  readonly croState: string;
  readonly specialty: string;
  readonly clinicName: string;
}

export interface Credentials {
  readonly password: string;
  readonly passwordConfirmation: string;
}

/** The terms of use and the privacy notice, accepted. */
export interface ConsentAnswer {
  readonly acceptedTerms: boolean;
}

export type RegistrationForm = PersonalData & ProfessionalData & Credentials & ConsentAnswer;
export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

export const registrationMessages = {
  required: 'Campo obrigatório',
  email: invalidEmailMessage,
  cpf: documentMessages.cpfInvalid,
  phone: 'Telefone inválido',
  specialty: 'Escolha uma especialidade da lista',
  password: 'A senha não atende aos requisitos',
  confirmation: 'As senhas não conferem',
  cro: 'CRO inválido',
} as const;

const blank = (s: string) => s.trim() === '';

export const validatePersonalData = (form: PersonalData): RegistrationErrors => {
  const errors: RegistrationErrors = {};
  if (blank(form.name)) errors.name = registrationMessages.required;
  else setIfAny(errors, 'name', personNameProblem(form.name));
  if (blank(form.email)) errors.email = registrationMessages.required;
  else if (!isValidEmail(form.email)) errors.email = registrationMessages.email;
  if (blank(form.cpf)) errors.cpf = registrationMessages.required;
  else setIfAny(errors, 'cpf', cpfProblem(form.cpf));
  if (form.gender !== 'MALE' && form.gender !== 'FEMALE') errors.gender = registrationMessages.required;
  if (blank(form.phone)) errors.phone = registrationMessages.required;
  else if (form.phone.trim().length < 15) errors.phone = registrationMessages.phone;
  return { ...errors, ...lengthErrors(form, { name: textLimits.personName, email: textLimits.email }) };
};

export const validateProfessionalData = (form: ProfessionalData): RegistrationErrors => {
  const errors: RegistrationErrors = {};
  if (blank(form.croNumber)) errors.croNumber = registrationMessages.required;
  else if (!/^\d{1,8}$/.test(form.croNumber.trim())) errors.croNumber = registrationMessages.cro;
  if (!isBrazilianState(form.croState)) errors.croState = registrationMessages.required;
  if (blank(form.specialty)) errors.specialty = registrationMessages.required;
  else if (!isDentistSpecialty(form.specialty)) errors.specialty = registrationMessages.specialty;
  return { ...errors, ...lengthErrors(form, { clinicName: textLimits.clinicName }) };
};

export const validateCredentials = (form: Credentials): RegistrationErrors => {
  const errors: RegistrationErrors = {};
  if (form.password === '') errors.password = registrationMessages.required;
  else if (!isStrongPassword(form.password)) errors.password = registrationMessages.password;
  if (form.passwordConfirmation !== form.password) errors.passwordConfirmation = registrationMessages.confirmation;
  return { ...errors, ...lengthErrors(form, { password: textLimits.password }) };
};

export const validateConsent = (form: ConsentAnswer): RegistrationErrors => (form.acceptedTerms ? {} : { acceptedTerms: consentMessages.required });

/** Every error of the registration, personal, professional, password and consent parts together. */
export const validateRegistration = (form: RegistrationForm): RegistrationErrors => ({
  ...validatePersonalData(form),
  ...validateProfessionalData(form),
  ...validateCredentials(form),
  ...validateConsent(form),
});
