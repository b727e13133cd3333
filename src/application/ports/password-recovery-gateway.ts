import type { ApiResult } from './api-error';

/** "Esqueci minha senha": asking for the e-mail, and setting the new password through its link. */
export interface PasswordRecoveryGateway {
  ask(username: string): ApiResult<{ readonly message: string }>;
  reset(token: string, password: string): ApiResult<{ readonly message: string }>;
}
