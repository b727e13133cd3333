import * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import { sessionLifetimeMs } from './session-lifetime';
import type { AuthGateway, Clock, Navigator, SessionStore } from '../ports/gateways';
import { landingPath, loginPath } from '../navigation/paths';
import { Notifications } from '../widgets/notifications';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { ProfileStore } from './profile.store';

/** Signing in and out, and the one place a 401 ends the session. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class SessionService {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    unauthorized$: Observable<void>,
    private readonly profile: ProfileStore,
    private readonly notifications: Notifications,
    private readonly loading: LoadingOverlay,
  ) {
    unauthorized$.subscribe(() => this.expire());
  }

  isSignedIn(): boolean {
    return this.store.isSignedIn(this.clock.now());
  }

  /** Signs in and goes to the user's landing page; a failure shows its message and stays. */
  async signIn(username: string, password: string): Promise<boolean> {
    const ok = await this.loading.track(
      (async () => {
        const login = await this.auth.login(username, password);
        if (E.isLeft(login)) return login;
        this.store.markSignedIn(new Date(this.clock.now().getTime() + sessionLifetimeMs));
        return this.profile.load();
      })(),
    );
    if (E.isLeft(ok)) {
      this.notifications.error(ok.left.message);
      return false;
    }
    this.navigator.goTo(landingPath(ok.right.role), { replace: true });
    return true;
  }

  async signOut(): Promise<void> {
    await this.auth.logout();
    this.expire();
  }

  /** Forgets the session here and goes to the login page. */
  expire(): void {
    this.store.clear();
    this.profile.clear();
    this.navigator.goTo(loginPath, { replace: true });
  }
}
