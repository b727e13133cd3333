import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import type { ApiResult } from '../ports/api-error';
import type { DentistGateway } from '../ports/dentist-gateway';
import { FakeNavigator, aProfile } from '../../../test/support/application/fakes';
import { ProfileStore } from '../session/profile.store';
import { ModalQueue } from '../widgets/modal-queue';
import { type Notification, Notifications } from '../widgets/notifications';
import { Accreditation, type AccreditationDialogProps, accreditationMessages } from './accreditation.view-model';

const demo = '12345678876543211234567112345678901234567890';

const setup = (answer: 'valid' | 'invalid' | 'failure') => {
  const scheduler = new VirtualTimeScheduler();
  const modals = new ModalQueue(scheduler);
  const navigator = new FakeNavigator();
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  let profileLoads = 0;
  const profile = new ProfileStore({ load: async () => (profileLoads++, E.right(aProfile({ accredited: true }))), exportUrl: () => '', loadedWithPage: () => null });
  const codes: string[] = [];
  const dentists: DentistGateway = {
    register: async () => E.right(undefined),
    completeRegistration: async () => E.right(undefined),
    balances: async () => E.right({ wallet: { aligners: 0, retentions: 0 }, kol: null }),
    verify: async (code): ApiResult<boolean> => {
      codes.push(code);
      return answer === 'failure' ? E.left({ _tag: 'NetworkError', message: 'x' }) : E.right(answer === 'valid');
    },
  };
  const accreditation = new Accreditation(dentists, navigator, profile, modals, notifications);
  const dialog = async () => (await firstValueFrom(modals.state$)).current;
  return { accreditation, modals, dialog, navigator, toasts, codes, scheduler, profileLoads: () => profileLoads };
};

const typeCode = async (props: AccreditationDialogProps, digits: string) => {
  props.vm.edit(0, digits);
  return firstValueFrom(props.vm.state$);
};

describe('accreditation dialog', () => {
  it('submits only from 43 digits, joined by dots, and on success reloads the user, thanks, closes and goes to the new order', async () => {
    const t = setup('valid');
    t.accreditation.open('orders');
    const props = (await t.dialog())!.props as AccreditationDialogProps;
    expect((await typeCode(props, demo.slice(0, 42))).canSubmit).toBe(false);
    await props.vm.submit();
    expect(t.codes).toEqual([]);
    expect((await typeCode(props, demo)).canSubmit).toBe(true);
    await props.vm.submit();
    expect(t.codes).toEqual(['12345678.87654321.1234567.1.12345678901234567890']);
    expect(t.profileLoads()).toBe(1);
    expect(t.toasts.map((n) => [n.variant, n.message])).toEqual([['success', accreditationMessages.success]]);
    t.scheduler.flush();
    expect(await t.dialog()).toBeUndefined();
    expect(t.navigator.visited.at(-1)?.path).toBe('/orders/new');
  });

  it('keeps the dialog with the message of spec §8 when the code is not valid, or the call fails', async () => {
    for (const [answer, message] of [
      ['invalid', accreditationMessages.invalid],
      ['failure', accreditationMessages.failure],
    ] as const) {
      const t = setup(answer);
      t.accreditation.open('orders');
      const props = (await t.dialog())!.props as AccreditationDialogProps;
      await typeCode(props, demo);
      await props.vm.submit();
      t.scheduler.flush();
      expect(t.toasts.map((n) => [n.variant, n.message])).toEqual([['error', message]]);
      expect((await t.dialog())?.kind).toBe('accreditation');
      expect(t.navigator.visited).toEqual([]);
    }
  });

  it('cannot be dismissed on the new order page, where closing goes back to the list', async () => {
    const t = setup('invalid');
    t.accreditation.open('new-order');
    const entry = (await t.dialog())!;
    expect(entry.dismissible).toBe(false);
    t.accreditation.open('new-order');
    expect((await firstValueFrom(t.modals.state$)).waiting).toBe(0);
    (entry.props as AccreditationDialogProps).vm.close();
    expect(t.navigator.visited.at(-1)?.path).toBe('/orders');
  });
});
