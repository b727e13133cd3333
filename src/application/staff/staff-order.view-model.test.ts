import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import type { StaffOrderDetail, StaffOrderPatchBody } from '../../contract/staff-order.contract';
import type { Patient, PatientBody } from '../../contract/patient.contract';
import type { StaffGateway } from '../ports/staff-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { ModalQueue } from '../widgets/modal-queue';
import { StaffOrderViewModel } from './staff-order.view-model';
import { type StaffEditForm, staffEditFormOf } from './staff-edit-form';
import { editsBackMessage } from '../session/held-edits';
import { orderDetail } from '../../../test/support/application/order-fixtures';
import { aTab } from '../../../test/support/application/fakes';
import type { AddressBookViewModel } from '../addresses/address-book.view-model';

const order = (version: number, over: Partial<StaffOrderDetail> = {}): StaffOrderDetail => ({
  ...orderDetail({ caseNumber: 1050, status: 'ANALYSIS', plannings: [] }),
  version,
  caseContinuationNumber: null,
  responsableId: null,
  relationshipConsultantId: null,
  acquisitionConsultantId: null,
  forecastApprovalDate: null,
  forecastComment: null,
  nextStatuses: ['WAITING_NEW_FILE', 'WAITING_NEW_MODEL', 'WAITING_VIRTUAL_PLANNING'],
  planningEditable: false,
  dentistOnyxCode: null,
  planningFiles: [],
  audit: [],
  ...over,
});

/** The server's order: an edit from an older version is refused, as the API does. */
const fakeStaff = () => {
  let current = order(4);
  const edits: StaffOrderPatchBody[] = [];
  const empty = { items: [], total: 0, page: 1, limit: 999 };
  const patients: Patient[] = [];
  const patientCalls: string[] = [];
  const gateway = {
    load: async () => E.right(current),
    statuses: async () => E.right({ items: [{ code: 'WAITING_VIRTUAL_PLANNING', label: 'Aguardando planejamento virtual' }], total: 21, page: 1, limit: 20 }),
    employees: async () => E.right([]),
    consultants: async () => E.right([]),
    products: async () => E.right([]),
    messages: async () => E.right(empty),
    dentistPatients: async () => E.right({ ...empty, items: [...patients] }),
    createDentistPatient: async (dentistId: string, body: PatientBody) => {
      patientCalls.push(`create ${dentistId}`);
      if (patients.some((p) => p.cpf === body.cpf)) return E.left({ _tag: 'BadStatus', status: 409, message: 'Este dentista já tem um paciente com este CPF.' });
      const created = { id: `p${patients.length + 1}`, firstName: body.firstName, lastName: body.lastName, cpf: body.cpf, gender: body.gender } as Patient;
      patients.push(created);
      return E.right(created);
    },
    updatePatient: async (id: string, body: PatientBody) => {
      patientCalls.push(`update ${id}`);
      const i = patients.findIndex((p) => p.id === id);
      patients[i] = { ...patients[i]!, firstName: body.firstName };
      return E.right(patients[i]);
    },
    dentistAddresses: async () => E.right(empty),
    edit: async (_id: string, body: StaffOrderPatchBody) => {
      edits.push(body);
      if (body.version !== current.version)
        return E.left({ _tag: 'BadStatus', status: 409, message: 'Outra pessoa alterou este pedido enquanto você editava. Recarregamos os dados: confira e salve de novo.' });
      current = order(current.version + 1, { forecastComment: body.forecastComment ?? null });
      return E.right(current);
    },
  } as unknown as StaffGateway;
  return { gateway, edits, patientCalls, bumpElsewhere: () => (current = order(current.version + 1, { forecastComment: 'De outra pessoa' })) };
};

const setup = (uploads = {} as UploadsGateway, tab?: ReturnType<typeof aTab>) => {
  const staff = fakeStaff();
  const modals = new ModalQueue(new VirtualTimeScheduler());
  const { notifications, toasts: shown, held } = tab ?? aTab();
  const vm = new StaffOrderViewModel('o1', {
    staff: staff.gateway,
    addressBook: {} as AddressBookViewModel,
    uploads,
    notifications,
    confirm: new ConfirmDialogs(modals),
    modals,
    ...(tab ? { held } : {}),
  });
  return { vm, staff, shown };
};

describe('attendant order view model', () => {
  it('labels the next statuses from the status list and the domain, and sends edits with the loaded version', async () => {
    const t = setup();
    await t.vm.load();
    const state = await firstValueFrom(t.vm.state$);
    expect(state.nextStatuses.map((s) => s.label)).toEqual(['Aguardando novo arquivo', 'Aguardando novo modelo', 'Aguardando planejamento virtual']);
    expect(state.canCancel).toBe(true);
    expect(await t.vm.save({ ...staffEditFormOf(state.order!), forecastComment: 'Previsão' })).toBe(true);
    expect(t.staff.edits[0]?.version).toBe(4);
    expect(t.shown.map((n) => n.message)).toEqual(['Pedido atualizado']);
    expect((await firstValueFrom(t.vm.state$)).order?.version).toBe(5);
  });

  it('on a conflict says so and shows the order as the other person left it', async () => {
    const t = setup();
    await t.vm.load();
    const loaded = (await firstValueFrom(t.vm.state$)).order!;
    t.staff.bumpElsewhere();
    expect(await t.vm.save({ ...staffEditFormOf(loaded), forecastComment: 'Minha previsão' })).toBe(false);
    expect(t.shown.at(-1)?.message).toContain('Outra pessoa alterou este pedido');
    const after = (await firstValueFrom(t.vm.state$)).order!;
    expect(after.forecastComment).toBe('De outra pessoa');
    expect(after.version).toBe(5);
  });

  it('creates a patient for the order’s dentist and edits one, and the swap list follows at once', async () => {
    const t = setup();
    await t.vm.load();
    const form = { firstName: 'Renata', lastName: 'Prado', cpf: '52998224725', gender: 'FEMALE' };
    expect(await t.vm.patients.save(form)).toBe(true);
    const dentistId = (await firstValueFrom(t.vm.state$)).order!.dentist.id;
    expect(t.staff.patientCalls).toEqual([`create ${dentistId}`]);
    expect((await firstValueFrom(t.vm.state$)).patients.map((p) => p.firstName)).toEqual(['Renata']);
    expect(t.shown.at(-1)?.message).toBe('Paciente cadastrado. Para usá-lo neste pedido, escolha-o em Trocar paciente.');
    // The same CPF again: the server's sentence, and the list unchanged.
    expect(await t.vm.patients.save(form)).toBe(false);
    expect(t.shown.at(-1)?.message).toBe('Este dentista já tem um paciente com este CPF.');
    expect((await firstValueFrom(t.vm.state$)).patients).toHaveLength(1);
    expect(await t.vm.patients.save({ ...form, firstName: 'Renata Maria' }, 'p1')).toBe(true);
    expect(t.staff.patientCalls.at(-1)).toBe('update p1');
    expect((await firstValueFrom(t.vm.state$)).patients.map((p) => p.firstName)).toEqual(['Renata Maria']);
    expect(t.shown.at(-1)?.message).toBe('Dados do paciente atualizados.');
  });

  it('refuses a planning file that is not a PDF by its slot and name, and sends nothing', async () => {
    const sent: string[] = [];
    const uploads = { upload: async (kind: string, file: { name: string }) => (sent.push(`${kind} ${file.name}`), E.right({ id: 'a1' })) } as unknown as UploadsGateway;
    const t = setup(uploads);
    await t.vm.load();
    await t.vm.plannings.uploadFile({
      name: 'planejamento.docx',
      size: 10,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      blob: new Blob(['x']),
    });
    expect(sent).toEqual([]);
    expect(t.shown.at(-1)?.message).toMatch(/^Arquivo do planejamento \(planejamento\.docx\): /);
  });

  describe('a session that ends while the form is edited', () => {
    /** Her session ends, she signs in again and opens the order once more (on a fake of its own, which `meanwhile` may move on). */
    const reopenAfterSessionEnd = async (tab: ReturnType<typeof aTab>, meanwhile: (t: ReturnType<typeof setup>) => void = () => undefined) => {
      tab.held.holdFor('juliana');
      tab.held.signedIn('juliana');
      const again = setup({} as UploadsGateway, tab);
      meanwhile(again);
      await again.vm.load();
      return again;
    };

    /** The attendant types, then her session ends and she comes back to the order. */
    const endAndReopen = async (typed: (form: StaffEditForm) => StaffEditForm, meanwhile?: (t: ReturnType<typeof setup>) => void) => {
      const tab = aTab();
      const first = setup({} as UploadsGateway, tab);
      await first.vm.load();
      const values = typed(staffEditFormOf((await firstValueFrom(first.vm.state$)).order!));
      first.vm.editInput.keep(() => values);
      const again = await reopenAfterSessionEnd(tab, meanwhile);
      tab.toasts.length = 0;
      return { again, values, back: again.vm.editInput.takeBack() };
    };

    it('gives the unsaved input back once, and it saves on the version it was typed on', async () => {
      const { again, values, back } = await endAndReopen((f) => ({ ...f, forecastComment: 'Previsão para março' }));
      expect(back).toEqual(values);
      expect(again.vm.editInput.takeBack()).toBeUndefined();
      expect(again.shown.map((n) => n.message)).toEqual([editsBackMessage]);
      expect(await again.vm.save(back!)).toBe(true);
      expect(again.staff.edits.at(-1)).toMatchObject({ version: 4, forecastComment: 'Previsão para março' });
    });

    it('when someone saved the order meanwhile, says it changed and refuses to save over it until reloaded', async () => {
      let changed: string | undefined;
      const { again, back } = await endAndReopen(
        (f) => ({ ...f, forecastComment: 'Minha previsão' }),
        (t) => t.staff.bumpElsewhere(),
      );
      again.vm.live.changedWhileEditing$.subscribe((c) => (changed = c));
      expect(changed).toBe('Este pedido foi alterado enquanto você editava.');
      expect(await again.vm.save(back!)).toBe(false);
      expect(again.staff.edits.at(-1)?.version).toBe(4);
      expect((await firstValueFrom(again.vm.state$)).order?.forecastComment).toBe('De outra pessoa');
    });

    it('keeps nothing when the form was not changed, and a message not sent comes back on its own', async () => {
      const tab = aTab();
      const first = setup({} as UploadsGateway, tab);
      await first.vm.load();
      first.vm.editInput.keep(() => undefined);
      const again = await reopenAfterSessionEnd(tab);
      expect(again.vm.editInput.takeBack()).toBeUndefined();
      expect(again.shown).toEqual([]);

      const draft = { messageTypeId: 't1', message: 'Os modelos chegam amanhã.' };
      again.vm.messages.input.keep(() => draft);
      const third = await reopenAfterSessionEnd(tab);
      expect(third.vm.editInput.takeBack()).toBeUndefined();
      expect(third.vm.messages.input.takeBack()).toEqual(draft);
      expect(third.shown.map((n) => n.message)).toEqual([editsBackMessage]);
    });
  });

  it('keeps why a file did not go on its slot, past the toast, until the slot’s next try', async () => {
    const t = setup();
    await t.vm.load();
    await t.vm.files.send('MODEL_SUPERIOR', { name: 'arcada.pdf', size: 10, type: 'application/pdf', blob: new Blob(['x']) });
    const refused = (await firstValueFrom(t.vm.state$)).slotErrors.MODEL_SUPERIOR;
    expect(refused).toMatch(/^Modelo superior \(arcada.pdf\): Tipo de arquivo não aceito/);
    expect(t.shown.map((n) => n.message)).toContain(refused);
    await t.vm.files.send('MODEL_SUPERIOR', { name: 'arcada.docx', size: 10, type: '', blob: new Blob(['x']) });
    expect((await firstValueFrom(t.vm.state$)).slotErrors.MODEL_SUPERIOR).toMatch(/^Modelo superior \(arcada.docx\)/);
  });
});
