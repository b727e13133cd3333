import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import { FakeNavigator } from '../../../test/support/application/fakes';
import type { ApiError } from '../ports/api-error';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';
import { Notifications } from '../widgets/notifications';
import { PasswordRecovery } from './password-recovery';

const refusal = (message: string): ApiError => ({ _tag: 'BadStatus', status: 400, message });

const recoveryWith = (gateway: PasswordRecoveryGateway) => {
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  const navigator = new FakeNavigator();
  return { recovery: new PasswordRecovery(gateway, navigator, notifications), said, navigator };
};

describe('"Esqueci minha senha" in the browser', () => {
  it('shows the server’s one sentence once asked, and a refusal (too many tries) as a toast', async () => {
    const { recovery } = recoveryWith({ ask: async () => E.right({ message: passwordResetMessages.asked }), reset: async () => E.right({ message: '' }) });
    expect(await recovery.ask('  dentista@demo.com.br ')).toBe(true);
    expect((await firstValueFrom(recovery.state$)).sent).toBe(passwordResetMessages.asked);
    const busy = recoveryWith({ ask: async () => E.left(refusal('Muitas tentativas de acesso.')), reset: async () => E.right({ message: '' }) });
    expect(await busy.recovery.ask('x@y.com')).toBe(false);
    expect(busy.said).toEqual(['Muitas tentativas de acesso.']);
  });

  it('says on the page when the link no longer works, and signs in anew after a new password', async () => {
    const used = recoveryWith({ ask: async () => E.right({ message: '' }), reset: async () => E.left(refusal(passwordResetMessages.unusable)) });
    expect(await used.recovery.reset('t', { password: 'Nova@Senha9', passwordConfirmation: 'Nova@Senha9' })).toBe(false);
    expect((await firstValueFrom(used.recovery.state$)).linkProblem).toBe(passwordResetMessages.unusable);
    expect(used.said).toEqual([]);
    const done = recoveryWith({ ask: async () => E.right({ message: '' }), reset: async () => E.right({ message: passwordResetMessages.done }) });
    expect(await done.recovery.reset('t', { password: 'Nova@Senha9', passwordConfirmation: 'Nova@Senha9' })).toBe(true);
    expect(done.said).toEqual([passwordResetMessages.done]);
    expect(done.navigator.visited.at(-1)).toEqual({ path: '/auth/login', replace: true });
  });
});
