import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, Subject, VirtualTimeScheduler } from 'rxjs';
import type { UserProfile } from '../../contract/profile.contract';
import type { ApiResult } from '../ports/api-error';
import type { AuthGateway, ProfileGateway } from '../ports/gateways';
import { FakeNavigator, FakeSessionStore, aProfile } from '../../../test/support/application/fakes';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { type Notification, Notifications } from '../widgets/notifications';
import { headerUserOf, ProfileStore } from './profile.store';
import { SessionService } from './session.service';

const setup = (profile: UserProfile, loginOutcome: 'ok' | 'wrong' = 'ok') => {
  const calls: string[] = [];
  const auth: AuthGateway = {
    login: async (): ApiResult<void> => {
      calls.push('login');
      return loginOutcome === 'ok' ? E.right(undefined) : E.left({ _tag: 'BadStatus', status: 401, message: 'Usuário ou senha inválidos.' });
    },
    logout: async () => {
      calls.push('logout');
      return E.right(undefined);
    },
  };
  const profiles: ProfileGateway = { load: async () => E.right(profile), exportUrl: () => '' };
  const store = new FakeSessionStore();
  const navigator = new FakeNavigator();
  const unauthorized = new Subject<void>();
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  const profileStore = new ProfileStore(profiles);
  const now = new Date('2026-11-21T12:00:00Z');
  const session = new SessionService(auth, store, navigator, { now: () => now }, unauthorized, profileStore, notifications, new LoadingOverlay(new VirtualTimeScheduler()));
  return { session, store, navigator, unauthorized, toasts, profileStore, calls };
};

describe('session', () => {
  it('signs a dentist in, loads the profile and lands on /orders', async () => {
    const s = setup(aProfile());
    expect(s.session.isSignedIn()).toBe(false);
    expect(await s.session.signIn('dentista@demo.com.br', 'x')).toBe(true);
    expect(s.session.isSignedIn()).toBe(true);
    expect(s.navigator.visited).toEqual([{ path: '/orders', replace: true }]);
    expect(headerUserOf((await firstValueFrom(s.profileStore.profile$))!).displayName).toBe('Dra. Ana Beatriz Souza');
  });

  it('lands staff on /attendant/orders', async () => {
    const s = setup(aProfile({ role: 'EMPLOYEE', gender: 'FEMALE', name: 'Juliana Rocha' }));
    await s.session.signIn('atendente@demo.com.br', 'x');
    expect(s.navigator.visited).toEqual([{ path: '/attendant/orders', replace: true }]);
    expect(headerUserOf(s.profileStore.current!).displayName).toBe('Juliana Rocha');
  });

  it('shows the server message as an error toast and stays on login when the password is wrong', async () => {
    const s = setup(aProfile(), 'wrong');
    expect(await s.session.signIn('dentista@demo.com.br', 'errada')).toBe(false);
    expect(s.toasts).toEqual([{ variant: 'error', message: 'Usuário ou senha inválidos.', duration: 5000 }]);
    expect(s.navigator.visited).toEqual([]);
    expect(s.session.isSignedIn()).toBe(false);
  });

  it('on any 401 forgets the session and the profile and goes to login', async () => {
    const s = setup(aProfile());
    await s.session.signIn('dentista@demo.com.br', 'x');
    s.unauthorized.next();
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.profileStore.current).toBeNull();
    expect(s.navigator.visited.at(-1)).toEqual({ path: '/auth/login', replace: true });
  });

  it('signs out on the server too', async () => {
    const s = setup(aProfile());
    await s.session.signIn('dentista@demo.com.br', 'x');
    await s.session.signOut();
    expect(s.calls).toEqual(['login', 'logout']);
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.navigator.visited.at(-1)).toEqual({ path: '/auth/login', replace: true });
  });
});
