import { inject, injectable } from 'inversify';
import { sessionEndpoints as on } from '../../contract/routes/session.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { PasswordRecoveryGateway } from '../../application/ports/password-recovery-gateway';
import { ApiClient } from './api-client';

@injectable()
export class PasswordRecoveryHttpAdapter implements PasswordRecoveryGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  ask(username: string): ApiResult<{ readonly message: string }> {
    return this.api.call(on.passwordReset, { body: { username } });
  }
  reset(token: string, password: string): ApiResult<{ readonly message: string }> {
    return this.api.call(on.passwordResetConfirm, { body: { token, password } });
  }
}
