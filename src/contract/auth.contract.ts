import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { textLimits } from '../domain/shared/text-limits';

export const LoginRequest = t.type({ username: text('Usuário', textLimits.username), password: text('Senha', textLimits.password) }, 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

export const LoginResponse = t.type({ access_token: t.string }, 'LoginResponse');
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** "Esqueci minha senha": the e-mail or CPF/CNPJ, as at sign-in. */
export const PasswordResetRequest = t.type({ username: text('E-mail, CPF ou CNPJ', textLimits.username) }, 'PasswordResetRequest');

/** A new password through the e-mail's link. */
export const PasswordResetConfirm = t.type({ token: text('Link de recuperação', 200), password: text('Nova senha', textLimits.password) }, 'PasswordResetConfirm');

/** The one sentence the recovery calls answer. */
export const PasswordResetAnswer = t.type({ message: t.string }, 'PasswordResetAnswer');

export const authMessages = {
  invalidCredentials: 'Usuário ou senha inválidos.',
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  notSignedIn: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
} as const;

/** The session cookie lives one day (spec §9); the browser keeps the same horizon. */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
