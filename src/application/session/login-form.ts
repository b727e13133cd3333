import { lengthErrors, textLimits } from '../../domain/shared/text-limits';
export interface LoginForm {
  readonly username: string;
  readonly password: string;
}

export const requiredMessage = 'Campo obrigatório';

/** Both fields are required before the form is sent. */
export const validateLoginForm = (form: LoginForm): Partial<Record<keyof LoginForm, string>> => ({
  ...(form.username.trim() === '' ? { username: requiredMessage } : {}),
  ...(form.password === '' ? { password: requiredMessage } : {}),
  ...lengthErrors(form, { username: textLimits.username, password: textLimits.password }),
});
