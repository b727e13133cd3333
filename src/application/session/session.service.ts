import * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import { sessionLifetimeMs } from '../../contract/auth.contract';
import type { AuthGateway, Clock, Navigator, SessionStore } from '../ports/gateways';
import { landingPath, loginPath, redirectFor } from '../navigation/paths';
import { loginReturningTo } from '../navigation/return-path';
import { Notifications } from '../widgets/notifications';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { ProfileStore } from './profile.store';
import type { HeldEdits } from './held-edits';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import type { ModalQueue } from '../widgets/modal-queue';
import { leaveMessages } from '../widgets/leave-messages';

/** What the session works with: the shell's own services and its ports. */
export interface SessionServiceDeps {
  readonly auth: AuthGateway;
  readonly store: SessionStore;
  readonly navigator: Navigator;
  readonly clock: Clock;
  /** Every 401 the API answers. */
  readonly unauthorized$: Observable<void>;
  readonly profile: ProfileStore;
  readonly notifications: Notifications;
  readonly loading: LoadingOverlay;
  readonly held: HeldEdits;
  readonly confirm: ConfirmDialogs;
  readonly modals: ModalQueue;
}

/** Signing in and out, and the one place a 401 ends the session. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {
    deps.unauthorized$.subscribe(() => this.expire());
  }

  isSignedIn(): boolean {
    return this.deps.store.isSignedIn(this.deps.clock.now());
  }

  /**
   * Signs in and goes back to `returnTo` (the page an ended session left, in the user's area),
   * or to the user's landing page; a failure shows its message and stays.
   */
  /** The sentence of the last failed sign-in, while its toast may be on screen. */
  private failure: string | undefined;

  async signIn(username: string, password: string, returnTo?: string): Promise<boolean> {
    const ok = await this.deps.loading.track(
      (async () => {
        const login = await this.deps.auth.login(username, password);
        if (E.isLeft(login)) return login;
        this.deps.store.markSignedIn(new Date(this.deps.clock.now().getTime() + sessionLifetimeMs));
        return this.deps.profile.load();
      })(),
    );
    if (E.isLeft(ok)) {
      this.failure = ok.left.message;
      this.deps.notifications.error(ok.left.message);
      return false;
    }
    // The failed try no longer holds once this one worked.
    if (this.failure !== undefined) this.deps.notifications.withdraw(this.failure);
    this.failure = undefined;
    this.deps.held.signedIn(ok.right.id);
    const role = ok.right.role;
    this.deps.navigator.goTo(returnTo === undefined ? landingPath(role) : (redirectFor(role, returnTo) ?? returnTo), { replace: true });
    return true;
  }

  /**
   * "Sair": asks first while a form holds unsaved input, since leaving drops it; the next person
   * to sign in here starts from their own landing page.
   */
  async signOut(): Promise<void> {
    if (this.deps.held.hasUnsaved() && !(await this.deps.confirm.ask(leaveMessages.title, leaveMessages.text))) return;
    await this.deps.auth.logout();
    this.end(loginPath);
  }

  /**
   * A session the API no longer takes (a day old, or ended in another tab): what the open pages
   * had not saved is kept, and the login page brings the person back to where they were.
   */
  private expire(): void {
    const here = this.deps.navigator.currentPath();
    // Calls that were under way meet the same 401 after the first has sent the page to login.
    if (here.startsWith(loginPath)) return;
    const owner = this.deps.profile.current?.id;
    if (owner !== undefined) this.deps.held.holdFor(owner);
    this.end(loginReturningTo(here));
  }

  private end(loginPage: string): void {
    // A dialog left open (an address being typed) would stay over the login page.
    this.deps.modals.closeAll();
    this.deps.store.clear();
    this.deps.profile.clear();
    this.deps.navigator.goTo(loginPage, { replace: true });
  }
}
