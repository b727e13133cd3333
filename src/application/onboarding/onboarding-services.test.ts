import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, filter, Subject, VirtualTimeScheduler } from 'rxjs';
import type { Patient, PatientPage } from '../../contract/patient.contract';
import type { ApiResult } from '../ports/api-error';
import type { AddressesGateway, PostalCodeLookup } from '../ports/addresses-gateway';
import type { PatientsGateway } from '../ports/patients-gateway';
import type { RegistrationDraftStore } from '../ports/dentist-gateway';
import type { SurveyGateway } from '../ports/survey-gateway';
import { FakeNavigator, FakeSessionStore, aProfile } from '../../../test/support/application/fakes';
import { ProfileStore } from '../session/profile.store';
import { SessionService } from '../session/session.service';
import { HeldEdits } from '../session/held-edits';
import { ConfirmDialogs, type ConfirmDialogProps } from '../widgets/confirm-dialog';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { ModalQueue } from '../widgets/modal-queue';
import { type Notification, Notifications } from '../widgets/notifications';
import { AddressBookViewModel } from '../addresses/address-book.view-model';
import { PatientPickerViewModel, patientSearchDebounceMs } from '../patients/patient-picker.view-model';
import { PlatformSurvey, type PlatformRatingProps, surveyThanks } from './platform-survey';
import { emptyRegistration, RegistrationService } from './registration.service';

const collectToasts = (notifications: Notifications) => {
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  return toasts;
};

describe('address book', () => {
  const setup = (lookup: PostalCodeLookup['lookup']) => {
    const scheduler = new VirtualTimeScheduler();
    const modals = new ModalQueue(scheduler);
    const notifications = new Notifications();
    const toasts = collectToasts(notifications);
    const removed: string[] = [];
    const gateway: AddressesGateway = {
      list: async () => E.right({ items: [], total: 0, page: 1, limit: 999 }),
      create: async () => E.left({ _tag: 'BadStatus', status: 400, message: 'x' }),
      update: async () => E.left({ _tag: 'BadStatus', status: 400, message: 'x' }),
      remove: async (id) => (removed.push(id), E.right(undefined)),
    };
    const book = new AddressBookViewModel(gateway, { lookup }, modals, new ConfirmDialogs(modals), notifications);
    return { book, modals, scheduler, toasts, removed };
  };

  it('fills street, neighbourhood, city and state from a found CEP, by its digits', async () => {
    const asked: string[] = [];
    const t = setup(async (cep) => (asked.push(cep), E.right({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' })));
    expect(await t.book.lookupCep('01310-100')).toEqual({ street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    expect(asked).toEqual(['01310100']);
  });

  it('shows the lookup failure as a toast and fills nothing', async () => {
    const t = setup(async () => E.left({ _tag: 'BadStatus', status: 404, message: 'CEP não encontrado. Preencha o endereço manualmente.' }));
    expect(await t.book.lookupCep('00000-000')).toBeUndefined();
    expect(t.toasts.map((n) => n.message)).toEqual(['CEP não encontrado. Preencha o endereço manualmente.']);
  });

  it('deletes only after the question is confirmed, then brings the grid back', async () => {
    const t = setup(async () => E.left({ _tag: 'NetworkError', message: 'x' }));
    const answer = async (yes: boolean) => {
      const current = (await firstValueFrom(t.modals.state$.pipe(filter((s) => s.current?.kind === 'confirm')))).current!;
      const props = current.props as ConfirmDialogProps;
      if (yes) props.confirm('');
      else props.cancel();
      t.scheduler.flush();
    };
    const first = t.book.remove(undefined, 'a1');
    await answer(false);
    await first;
    expect(t.removed).toEqual([]);
    const second = t.book.remove(undefined, 'a1');
    await answer(true);
    await second;
    expect(t.removed).toEqual(['a1']);
    expect(t.toasts.map((n) => n.message)).toEqual(['Endereço excluído.']);
  });
});

describe('patient picker', () => {
  const patients = Array.from({ length: 10 }, (_, i) => ({
    id: `p${i}`,
    firstName: i === 3 ? 'Ângela' : `Paciente${i}`,
    lastName: 'Silva',
    cpf: i === 0 ? '52998224725' : null,
    gender: 'FEMALE',
  })) as unknown as Patient[];
  const gateway = (asked: { page: number; limit: number; filter: string }[]): PatientsGateway => ({
    list: async (page, limit, filter): ApiResult<PatientPage> => {
      asked.push({ page, limit, filter });
      const found = patients.filter((p) => p.firstName.toLowerCase().includes(filter.toLowerCase()));
      return E.right({ items: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit });
    },
    create: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
  });

  it('shows 4 rows a page, with Não informado for a missing CPF', async () => {
    const asked: { page: number; limit: number; filter: string }[] = [];
    const vm = new PatientPickerViewModel(gateway(asked), new Notifications(), new VirtualTimeScheduler());
    const state = await firstValueFrom(vm.state$.pipe(filter((s) => !s.loading)));
    expect(state.rows.map((r) => r.name)).toEqual(['Paciente0 Silva', 'Paciente1 Silva', 'Paciente2 Silva', 'Ângela Silva']);
    expect(state.rows.map((r) => r.cpf)).toEqual(['529.982.247-25', 'Não informado', 'Não informado', 'Não informado']);
    expect(state.hasNext).toBe(true);
    vm.goToPage(3);
    const last = await firstValueFrom(vm.state$.pipe(filter((s) => !s.loading && s.page === 3)));
    expect(last.rows).toHaveLength(2);
    expect(last.hasNext).toBe(false);
  });

  it('searches 750 ms after the last keystroke, from page one', async () => {
    const asked: { page: number; limit: number; filter: string }[] = [];
    const scheduler = new VirtualTimeScheduler();
    const vm = new PatientPickerViewModel(gateway(asked), new Notifications(), scheduler);
    const states: { rows: number }[] = [];
    vm.state$.subscribe((s) => states.push({ rows: s.rows.length }));
    vm.goToPage(2);
    vm.typeSearch('Â');
    vm.typeSearch('Âng');
    scheduler.maxFrames = patientSearchDebounceMs - 1;
    scheduler.flush();
    expect(asked.map((a) => a.filter)).toEqual(['', '']);
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    await firstValueFrom(vm.state$.pipe(filter((s) => !s.loading)));
    expect(asked.at(-1)).toEqual({ page: 1, limit: 4, filter: 'Âng' });
    vm.dispose();
  });
});

describe('platform survey', () => {
  const setup = (pending: boolean, postponed: boolean) => {
    const scheduler = new VirtualTimeScheduler();
    const modals = new ModalQueue(scheduler);
    const notifications = new Notifications();
    const toasts = collectToasts(notifications);
    const calls: string[] = [];
    let isPostponed = postponed;
    const surveys: SurveyGateway = {
      submit: async (s) => (calls.push(`submit:${s.answers.map((a) => a.score).join(',')}`), E.right(undefined)),
      dismiss: async () => (calls.push('dismiss'), E.right(undefined)),
    };
    const survey = new PlatformSurvey(
      surveys,
      { isPostponed: () => isPostponed, postpone: () => ((isPostponed = true), calls.push('postpone')) },
      new ProfileStore({ load: async () => E.right(aProfile({ platformSurveyPending: false })), exportUrl: () => '', loadedWithPage: () => null }),
      modals,
      notifications,
    );
    const profile = aProfile({ platformSurveyPending: pending });
    const current = async () => (await firstValueFrom(modals.state$)).current;
    return { survey, profile, current, calls, toasts, scheduler };
  };

  it('is offered only when pending and not put off', async () => {
    for (const [pending, postponed, shown] of [
      [true, false, true],
      [false, false, false],
      [true, true, false],
    ] as const) {
      const t = setup(pending, postponed);
      t.survey.offer(t.profile);
      expect((await t.current())?.kind === 'platform-rating').toBe(shown);
    }
  });

  it('sends both scores, thanks, and closes; later postpones; not interested dismisses', async () => {
    const t = setup(true, false);
    t.survey.offer(t.profile);
    const props = (await t.current())!.props as PlatformRatingProps;
    expect(await props.send({ recommendationScore: 9, recommendationOpinion: ' ok ', confidenceScore: 7, confidenceOpinion: '' })).toBe(true);
    expect(t.toasts.map((n) => n.message)).toEqual([surveyThanks]);
    t.scheduler.flush();
    expect(await t.current()).toBeUndefined();

    const later = setup(true, false);
    later.survey.offer(later.profile);
    ((await later.current())!.props as PlatformRatingProps).later();
    later.scheduler.flush();
    later.survey.offer(later.profile);
    expect(await later.current()).toBeUndefined();

    const no = setup(true, false);
    no.survey.offer(no.profile);
    await ((await no.current())!.props as PlatformRatingProps).notInterested();
    expect([...t.calls, ...later.calls, ...no.calls]).toEqual(['submit:9,7', 'postpone', 'dismiss']);
  });
});

describe('registration', () => {
  const memoryStore = (): RegistrationDraftStore & { saved: unknown } => {
    const store = {
      saved: undefined as unknown,
      load: () => (store.saved as ReturnType<RegistrationDraftStore['load']>) ?? { personal: {}, professional: {} },
      save: (personal: object, professional: object) => {
        store.saved = { personal, professional };
      },
      clear: () => {
        store.saved = undefined;
      },
    };
    return store;
  };

  it('keeps what was typed, never the password, and forgets it after registering and signing in', async () => {
    const store = memoryStore();
    const navigator = new FakeNavigator();
    const notifications = new Notifications();
    const toasts = collectToasts(notifications);
    const overlay = new LoadingOverlay(new VirtualTimeScheduler());
    const profile = new ProfileStore({ load: async () => E.right(aProfile({ accredited: false })), exportUrl: () => '', loadedWithPage: () => null });
    const logins: string[] = [];
    const session = new SessionService({
      auth: { login: async (u) => (logins.push(u), E.right(undefined)), logout: async () => E.right(undefined) },
      store: new FakeSessionStore(),
      navigator,
      clock: { now: () => new Date('2026-11-21T12:00:00Z') },
      unauthorized$: new Subject<void>(),
      profile,
      notifications,
      loading: overlay,
      held: new HeldEdits(notifications),
      confirm: new ConfirmDialogs(new ModalQueue(new VirtualTimeScheduler())),
      modals: new ModalQueue(new VirtualTimeScheduler()),
    });
    const registered: unknown[] = [];
    const service = new RegistrationService(
      {
        register: async (r) => (registered.push(r), E.right(undefined)),
        completeRegistration: async () => E.right(undefined),
        verify: async () => E.right(false),
        balances: async () => E.right({ wallet: { aligners: 0, retentions: 0 }, kol: null }),
      },
      store,
      navigator,
      session,
      profile,
      notifications,
      overlay,
    );
    const values = { ...emptyRegistration, name: 'Helena', email: 'h@c.com.br', password: 'Sorriso#2026', passwordConfirmation: 'Sorriso#2026' };
    service.remember(values);
    expect(JSON.stringify(store.saved)).not.toContain('Sorriso');
    expect(service.initialValues()).toMatchObject({ name: 'Helena', email: 'h@c.com.br', password: '' });
    expect(await service.register(values)).toBe(true);
    expect(registered).toEqual([{ ...values, passwordConfirmation: undefined }].map(({ passwordConfirmation: _p, ...r }) => r));
    expect(store.saved).toBeUndefined();
    expect(logins).toEqual(['h@c.com.br']);
    expect(toasts[0]?.variant).toBe('success');
    expect(navigator.visited.at(-1)?.path).toBe('/orders');
  });
});
