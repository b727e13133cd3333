import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import { sessionLifetimeMs } from './session-lifetime';
import type { AuthGateway, Clock, Navigator, SessionStore } from '../ports/gateways';
import { TOKENS } from '../tokens';
import { landingPath, loginPath } from '../navigation/paths';
import { Notifications } from '../widgets/notifications';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { ProfileStore } from './profile.store';

/** Signing in and out, and the one place a 401 ends the session. */
@injectable()
export class SessionService {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Unauthorized) unauthorized$: Observable<void>,
    @inject(ProfileStore) private readonly profile: ProfileStore,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(LoadingOverlay) private readonly loading: LoadingOverlay,
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
