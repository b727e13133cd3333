import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { filter, firstValueFrom, Subject, VirtualTimeScheduler } from 'rxjs';
import type { UserProfile } from '../../contract/profile.contract';
import type { ApiResult } from '../ports/api-error';
import type { AuthGateway, ProfileGateway } from '../ports/gateways';
import { FakeNavigator, FakeSessionStore, aProfile } from '../../../test/support/application/fakes';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { ConfirmDialogs, type ConfirmDialogProps } from '../widgets/confirm-dialog';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import { leaveMessages } from '../widgets/leave-messages';
import { type Notification, Notifications } from '../widgets/notifications';
import { headerUserOf, ProfileStore } from './profile.store';
import { HeldEdits } from './held-edits';
import { SessionService } from './session.service';

const setup = (profile: UserProfile, loginOutcome: 'ok' | 'wrong' = 'ok', here = '/orders') => {
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
  const profiles: ProfileGateway = { load: async () => E.right(profile), exportUrl: () => '', loadedWithPage: () => null };
  const store = new FakeSessionStore();
  const navigator = new FakeNavigator(here);
  const unauthorized = new Subject<void>();
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  let current = profile;
  const profileStore = new ProfileStore({ ...profiles, load: async () => E.right(current) });
  const held = new HeldEdits(notifications);
  const fades = new VirtualTimeScheduler();
  const modals = new ModalQueue(fades);
  const question = async () => (await firstValueFrom(modals.state$.pipe(filter((m) => m.current !== undefined)))).current!.props as ConfirmDialogProps;
  const now = new Date('2026-11-21T12:00:00Z');
  const session = new SessionService({
    auth,
    store,
    navigator,
    clock: { now: () => now },
    unauthorized$: unauthorized,
    profile: profileStore,
    notifications,
    loading: new LoadingOverlay(new VirtualTimeScheduler()),
    held,
    confirm: new ConfirmDialogs(modals),
    modals,
  });
  const signInAs = (who: UserProfile) => {
    current = who;
    return session.signIn('x@demo.com.br', 'x');
  };
  return { session, store, navigator, unauthorized, toasts, profileStore, calls, held, signInAs, question, fades, modals, notifications, succeedNext: () => (loginOutcome = 'ok') };
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

  it('lands staff on their dashboard, /attendant/painel', async () => {
    const s = setup(aProfile({ role: 'EMPLOYEE', gender: 'FEMALE', name: 'Juliana Rocha' }));
    await s.session.signIn('atendente@demo.com.br', 'x');
    expect(s.navigator.visited).toEqual([{ path: '/attendant/painel', replace: true }]);
    expect(headerUserOf(s.profileStore.current!).displayName).toBe('Juliana Rocha');
  });

  it('shows the server message as an error toast and stays on login when the password is wrong', async () => {
    const s = setup(aProfile(), 'wrong');
    expect(await s.session.signIn('dentista@demo.com.br', 'errada')).toBe(false);
    expect(s.toasts).toEqual([{ variant: 'error', message: 'Usuário ou senha inválidos.', duration: 5000 }]);
    expect(s.navigator.visited).toEqual([]);
    expect(s.session.isSignedIn()).toBe(false);
  });

  it('takes the failed try’s toast off the screen once the next sign-in works', async () => {
    const s = setup(aProfile(), 'wrong');
    const withdrawn: string[] = [];
    s.notifications.withdrawn$.subscribe((m) => withdrawn.push(m));
    await s.session.signIn('dentista@demo.com.br', 'errada');
    expect(withdrawn).toEqual([]);
    s.succeedNext();
    expect(await s.session.signIn('dentista@demo.com.br', 'certa')).toBe(true);
    expect(withdrawn).toEqual(['Usuário ou senha inválidos.']);
  });

  it('on any 401 forgets the session and the profile and goes to login, remembering the page', async () => {
    const s = setup(aProfile());
    await s.session.signIn('dentista@demo.com.br', 'x');
    s.navigator.goTo('/orders/new/prescription?draft=d-1');
    s.unauthorized.next();
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.profileStore.current).toBeNull();
    expect(s.navigator.visited.at(-1)).toEqual({ path: '/auth/login?next=%2Forders%2Fnew%2Fprescription%3Fdraft%3Dd-1', replace: true });
    // Calls under way meet the same 401 once the page is already at login: it stays as it is.
    s.unauthorized.next();
    expect(s.navigator.visited.at(-1)?.path).toBe('/auth/login?next=%2Forders%2Fnew%2Fprescription%3Fdraft%3Dd-1');
    expect(s.navigator.visited).toHaveLength(3);
  });

  it('closes every dialog when the session ends, so none stays over the login page', async () => {
    const s = setup(aProfile());
    await s.session.signIn('dentista@demo.com.br', 'x');
    const kind = dialogKind<object>('any');
    // A form that hands back to the dialog it came from when it closes (the address grid).
    s.modals.open(kind, {}, { onClosed: () => s.modals.open(kind, {}) });
    s.modals.open(kind, {});
    expect((await firstValueFrom(s.modals.state$)).waiting).toBe(1);
    s.unauthorized.next();
    expect(await firstValueFrom(s.modals.state$)).toEqual({ current: undefined, waiting: 0 });
  });

  it('sends a lead whose session ends while completing the registration to login', async () => {
    const s = setup(aProfile({ isLead: true }), 'ok', '/auth/register/complete/u-1');
    await s.session.signIn('lead@demo.com.br', 'x');
    s.navigator.goTo('/auth/register/complete/u-1');
    s.unauthorized.next();
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.navigator.visited.at(-1)).toEqual({ path: '/auth/login', replace: true });
  });

  it('signs out on the server too, and the next sign-in starts from the landing page', async () => {
    const s = setup(aProfile());
    await s.session.signIn('dentista@demo.com.br', 'x');
    s.navigator.goTo('/orders/42');
    await s.session.signOut();
    expect(s.calls).toEqual(['login', 'logout']);
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.navigator.visited.at(-1)).toEqual({ path: '/auth/login', replace: true });
  });

  it('asks before "Sair" drops input a form has not saved, and keeps none of it when told to go', async () => {
    const s = setup(aProfile());
    await s.signInAs(s.profileStore.current ?? aProfile());
    let unsaved: string | undefined = 'queixa pela metade';
    s.held.track('form', () => unsaved);
    const staying = s.session.signOut();
    const asked = await s.question();
    expect([asked.title, asked.message]).toEqual([leaveMessages.title, leaveMessages.text]);
    asked.cancel();
    s.fades.flush();
    await staying;
    expect(s.calls).toEqual(['login']);
    expect(s.session.isSignedIn()).toBe(true);

    const leaving = s.session.signOut();
    (await s.question()).confirm('');
    s.fades.flush();
    await leaving;
    expect(s.calls).toEqual(['login', 'logout']);
    expect(s.session.isSignedIn()).toBe(false);
    await s.signInAs(aProfile());
    expect(s.held.takeBack('form', (v): v is string => typeof v === 'string')).toBeUndefined();

    unsaved = undefined;
    await s.session.signOut();
    expect(s.calls).toEqual(['login', 'logout', 'login', 'logout']);
  });

  it('goes back to the page asked for, in the area of whoever signs in', async () => {
    const dentist = setup(aProfile());
    await dentist.session.signIn('dentista@demo.com.br', 'x', '/orders/42');
    expect(dentist.navigator.visited.at(-1)).toEqual({ path: '/orders/42', replace: true });
    const staff = setup(aProfile({ role: 'EMPLOYEE' }));
    await staff.session.signIn('atendente@demo.com.br', 'x', '/orders/42');
    expect(staff.navigator.visited.at(-1)).toEqual({ path: '/attendant/orders/42', replace: true });
    const dentistOnStaffLink = setup(aProfile());
    await dentistOnStaffLink.session.signIn('dentista@demo.com.br', 'x', '/attendant/orders/42');
    expect(dentistOnStaffLink.navigator.visited.at(-1)).toEqual({ path: '/orders/42', replace: true });
  });

  it('keeps what open pages had not saved for the same person only', async () => {
    const ana = aProfile();
    const bia = aProfile({ name: 'Beatriz Lima' });
    const isText = (v: unknown): v is string => typeof v === 'string';
    const s = setup(ana);
    await s.signInAs(ana);
    s.held.track('form', () => 'half typed');
    s.unauthorized.next();
    await s.signInAs(ana);
    expect(s.held.takeBack('form', isText)).toBe('half typed');
    expect(s.held.takeBack('form', isText)).toBeUndefined();

    s.unauthorized.next();
    await s.signInAs(bia);
    expect(s.held.takeBack('form', isText)).toBeUndefined();
  });
});
