import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import type { Credentials } from '../../domain/people/registration';
import type { Navigator } from '../ports/gateways';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';

/** The new password, typed twice: the registration's credentials, checked by the same rules. */
export type NewPasswordForm = Credentials;

export interface RecoveryState {
  /** The sentence after asking: the same whether or not the account exists. */
  readonly sent: string | undefined;
  /** Why the link cannot set a password (used, expired, superseded): the page offers a new one. */
  readonly linkProblem: string | undefined;
}

/** Asking for a recovery e-mail, and setting a new password from its link. */
@injectable()
export class PasswordRecovery {
  private readonly subject = new BehaviorSubject<RecoveryState>({ sent: undefined, linkProblem: undefined });
  readonly state$: Observable<RecoveryState> = this.subject.asObservable();

  constructor(
    @inject(TOKENS.PasswordRecoveryGateway) private readonly gateway: PasswordRecoveryGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  async ask(username: string): Promise<boolean> {
    const answer = await this.gateway.ask(username.trim());
    if (E.isLeft(answer)) {
      this.notifications.error(answer.left.message);
      return false;
    }
    this.subject.next({ ...this.subject.value, sent: answer.right.message });
    return true;
  }

  /** Sets the new password; then the sign-in page, which says so. A link that no longer works is said on the page. */
  async reset(token: string, form: NewPasswordForm): Promise<boolean> {
    const answer = await this.gateway.reset(token, form.password);
    if (E.isLeft(answer)) {
      if (answer.left.message === passwordResetMessages.unusable) this.subject.next({ ...this.subject.value, linkProblem: answer.left.message });
      else this.notifications.error(answer.left.message);
      return false;
    }
    this.notifications.success(answer.right.message);
    this.navigator.goTo('/auth/login', { replace: true });
    return true;
  }
}
