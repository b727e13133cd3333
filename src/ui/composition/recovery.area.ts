import { TOKENS } from '../../application/tokens';
import { PasswordRecovery } from '../../application/session/password-recovery';
import { PasswordRecoveryHttpAdapter } from '../../infrastructure/http/password-recovery.http-adapter';
import { area } from '../di/area';

/** "Esqueci minha senha" and the page its e-mail links to. */
export const recoveryArea = area('recovery', [], ({ bind }) => {
  bind(TOKENS.PasswordRecoveryGateway).to(PasswordRecoveryHttpAdapter).inSingletonScope();
  bind(PasswordRecovery).toSelf().inSingletonScope();
});
