import { describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import type { DraftDetail, UpdateDraftBody } from '../../contract/draft.contract';
import type { Patient } from '../../contract/patient.contract';
import type { DraftsGateway } from '../ports/drafts-gateway';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { FakeNavigator } from '../../../test/support/application/fakes';
import { stepOfSlug } from '../navigation/wizard-paths';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { type Notification, Notifications } from '../widgets/notifications';
import { NewOrderViewModel } from './new-order.view-model';
import { ModalQueue } from '../widgets/modal-queue';

const patient = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Gabriel', lastName: 'Ribeiro', cpf: null, gender: 'MALE' } as Patient;
const priceTable = [
  { code: 'ALIGNER_STEP', name: 'Etapas (ambas)', pricingKind: 'SEGMENT', unitCents: 32000 },
  { code: 'ALIGNER_STEP_SINGLE', name: 'Etapas (uma)', pricingKind: 'SEGMENT', unitCents: 19000 },
  { code: 'RETENTION_PLATE', name: 'Placa', pricingKind: 'FIXED_PRICE', unitCents: 15000 },
] as never;
const file = (name: string, type = ''): PickedFile => ({ name, size: 10, type, blob: new Blob(['x']) });

const detail = (over: Partial<DraftDetail> = {}): DraftDetail =>
  ({
    id: 'd1',
    step: 'ADDRESS',
    patient: { id: patient.id, firstName: 'Gabriel', lastName: 'Ribeiro' },
    productCategory: 'ALINHADORES',
    caseType: 'CASO_NOVO',
    caseContinuationProduct: null,
    arcadeSuperior: true,
    arcadeInferior: false,
    item: 'ALIGNER_CA_SOFT',
    thickness: null,
    contentionAdditionalInfo: '',
    modelProvideType: 'UPLOAD',
    modelUrl: '',
    attachments: [{ attachmentId: 'm', type: 'MODEL_SUPERIOR', name: 's.stl', size: 1 }],
    shippingAddressId: null,
    billingAddressId: null,
    useSameAddress: true,
    prescriptionForm: '{}',
    ...over,
  }) as DraftDetail;

const setup = (loaded: DraftDetail = detail()) => {
  const clock = { at: Date.parse('2026-11-24T12:00:00Z') };
  const saved: UpdateDraftBody[] = [];
  const uploads: string[] = [];
  const priceReads: number[] = [];
  const drafts: DraftsGateway = {
    priceTable: async () => (priceReads.push(1), E.right(priceTable)),
    create: async () => E.right({ id: 'd1' } as never),
    load: async () => E.right(loaded),
    saveStep: async (_id, body) => (saved.push(body), E.right(loaded)),
    submit: async () => E.right({ id: 'd1', caseNumber: 1234, status: 'RECEIVED' } as never),
    remove: async () => E.right(undefined),
  };
  const uploader: UploadsGateway = {
    scanPreviewUrl: (id) => `/api/attachments/${id}/preview`,
    upload: async (kind, f, onProgress) => {
      uploads.push(`${kind}:${f.name}`);
      onProgress({ sent: f.size / 2, total: f.size, reconnecting: false });
      return E.right({ id: `00000000-0000-4000-8000-00000000000${uploads.length}`, key: 'k', name: f.name, size: f.size, type: kind } as never);
    },
  };
  const notifications = new Notifications();
  const toasts: Notification[] = [];
  notifications.notifications$.subscribe((n) => toasts.push(n));
  const navigator = new FakeNavigator();
  const modals = new ModalQueue(new VirtualTimeScheduler());
  let chooser: ((p: Patient) => void) | undefined;
  const wizard = new NewOrderViewModel({
    drafts,
    uploads: uploader,
    navigator,
    notifications,
    loading: new LoadingOverlay(new VirtualTimeScheduler()),
    patients: { open: (onChosen) => (chooser = onChosen) },
    modals,
    clock: { now: () => new Date(clock.at) },
  });
  // The page visits each address the wizard goes to, as the router and `new-order.page.tsx` do.
  navigator.follow = (path) => {
    const [, draftId, slug] = /^\/orders\/new\/([^/?]+)\/([^/?]+)$/.exec(path) ?? [];
    if (draftId) void wizard.visit(draftId, stepOfSlug(slug));
  };
  const state = () => firstValueFrom(wizard.state$);
  return { wizard, drafts, uploader, clock, saved, uploads, priceReads, toasts, navigator, modals, state, choose: (p: Patient) => chooser!(p) };
};

describe('new order wizard', () => {
  it('creates the draft when the patient is chosen and names it in the address', async () => {
    const t = setup();
    await t.wizard.visit(null, null);
    t.wizard.choosePatient();
    t.choose(patient);
    // The draft is created asynchronously: wait for it, not for a tick.
    await vi.waitFor(async () => expect((await t.state()).draft.patient).toEqual({ id: patient.id, name: 'Gabriel Ribeiro' }));
    expect(t.navigator.visited).toEqual([{ path: '/orders/new/d1/paciente', replace: true }]);
  });

  it('does not advance past an incomplete step, and saves a complete one with its key and no empty values', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    expect((await t.state()).draft.step).toBe('ADDRESS');
    await t.wizard.next();
    expect((await t.state()).errors).toEqual(['Escolha o endereço de entrega.', 'Escolha o endereço de cobrança.']);
    expect(t.saved).toEqual([]);
    t.wizard.dispatch({ type: 'shippingAddressChosen', addressId: 'a1', billing: true });
    await t.wizard.next();
    expect(t.saved).toEqual([{ key: 'ADDRESS', shippingAddressId: 'a1', billingAddressId: 'a1' }]);
    expect((await t.state()).draft.step).toBe('QUIZ');
  });

  it('gives each step its own address: moving records it in the history, a step not reached is replaced by the one shown', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    expect(t.navigator.visited).toEqual([{ path: '/orders/new/d1/endereco', replace: true }]);
    t.wizard.back();
    expect((await t.state()).draft.step).toBe('ATTACHMENTS');
    expect(t.navigator.visited.at(-1)).toEqual({ path: '/orders/new/d1/anexos', replace: false });
    // Browser Forward: the address names a step already reached.
    await t.wizard.visit('d1', 'ADDRESS');
    expect((await t.state()).draft.step).toBe('ADDRESS');
    expect(t.navigator.visited).toHaveLength(2);
    // A link to a step the draft has not reached shows the step on screen instead.
    await t.wizard.visit('d1', 'QUIZ');
    expect((await t.state()).draft.step).toBe('ADDRESS');
    expect(t.navigator.visited.at(-1)).toEqual({ path: '/orders/new/d1/endereco', replace: true });
  });

  it('shows only the step its address names: a click whose address is never drawn (Back came first) leaves the step as it was', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    expect((await t.state()).draft.step).toBe('ADDRESS');
    // The router draws the click's address and the Back after it as one render, which names the step shown before.
    t.navigator.follow = () => undefined;
    t.wizard.back();
    expect(t.navigator.visited.at(-1)).toEqual({ path: '/orders/new/d1/anexos', replace: false });
    expect((await t.state()).draft.step).toBe('ADDRESS');
    // Forward again: the click's address is drawn this time.
    await t.wizard.visit('d1', 'ATTACHMENTS');
    expect((await t.state()).draft.step).toBe('ATTACHMENTS');
  });

  it('shows the step of the last address visited while the draft loaded, whichever answer comes last', async () => {
    const t = setup();
    const answers: ((d: DraftDetail) => void)[] = [];
    t.drafts.load = () => new Promise((resolve) => answers.push((d) => resolve(E.right(d))));
    const first = t.wizard.visit('d1', 'ADDRESS');
    // Back, before the draft has answered.
    const second = t.wizard.visit('d1', 'ATTACHMENTS');
    answers[1]!(detail());
    await second;
    answers[0]!(detail());
    await first;
    expect((await t.state()).draft.step).toBe('ATTACHMENTS');
    expect(t.navigator.visited).toEqual([]);
  });

  it('reloads on the step its address names, keeping the furthest step reachable', async () => {
    const t = setup();
    await t.wizard.visit('d1', 'PRODUCT');
    expect((await t.state()).draft.step).toBe('PRODUCT');
    expect((await t.state()).furthest).toBe(5);
    expect(t.navigator.visited).toEqual([]);
  });

  it('resumes a draft no further than its first incomplete step', async () => {
    const t = setup(detail({ step: 'QUIZ', item: null }));
    await t.wizard.visit('d1', null);
    expect((await t.state()).draft.step).toBe('CUSTOMIZE');
  });

  it('refuses a file the slot does not take without sending it, and adds accepted ones', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    await t.wizard.upload('FACIAL_SIDE', file('perfil.pdf', 'application/pdf'));
    expect(t.uploads).toEqual([]);
    expect(t.toasts.map((n) => n.message)).toEqual(['Foto de perfil (perfil.pdf): Tipo de arquivo não aceito. Envie um destes: JPG, JPEG, PNG.']);
    await t.wizard.upload('MODEL_SUPERIOR', file('sup.STL'));
    expect(t.uploads).toEqual(['MODEL_SUPERIOR:sup.STL']);
    expect((await t.state()).draft.attachments.map((a) => a.name)).toEqual(['sup.STL']);
    expect((await t.state()).uploads).toEqual([]);
  });

  it('keeps why a file did not go on its slot until the slot’s next try, beside the toast', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    await t.wizard.upload('FACIAL_SIDE', file('perfil.pdf', 'application/pdf'));
    expect((await t.state()).slotErrors).toEqual({ FACIAL_SIDE: 'Foto de perfil (perfil.pdf): Tipo de arquivo não aceito. Envie um destes: JPG, JPEG, PNG.' });
    // Another slot's file leaves it; the same slot’s next try clears it.
    await t.wizard.upload('MODEL_SUPERIOR', file('sup.STL'));
    expect(Object.keys((await t.state()).slotErrors)).toEqual(['FACIAL_SIDE']);
    await t.wizard.upload('FACIAL_SIDE', file('perfil.png', 'image/png'));
    expect((await t.state()).slotErrors).toEqual({});
  });

  it('shows each sent scan in 3D from its preview, and both arches together once both are sent', async () => {
    const t = setup(detail({ arcadeInferior: true, attachments: [] }));
    await t.wizard.visit('d1', null);
    await t.wizard.upload('MODEL_SUPERIOR', file('superior.stl'));
    await t.wizard.upload('OTHERS', file('foto.png', 'image/png'));
    const [upper, photo] = (await t.state()).draft.attachments;
    expect(t.wizard.scanSource(upper!)).toEqual({
      previewUrl: `/api/attachments/${upper!.attachmentId}/preview`,
      label: 'Modelo superior',
      name: 'superior.stl',
      size: 10,
      arch: 'upper',
    });
    expect(t.wizard.scanSource(photo!)).toBeUndefined();
    expect(t.wizard.archesReady).toBe(false);
    await t.wizard.upload('MODEL_INFERIOR', file('inferior.ply'));
    expect(t.wizard.archesReady).toBe(true);
    t.wizard.viewArches();
    const shown = await firstValueFrom(t.modals.state$);
    expect(shown.current?.kind).toBe('scan-viewer');
    expect((shown.current?.props as { sources: { label: string; arch: string }[] }).sources.map((s) => [s.label, s.arch])).toEqual([
      ['Modelo superior', 'upper'],
      ['Modelo inferior', 'lower'],
    ]);
  });

  it('tells each upload’s sizes, speed and time left, and pauses and goes on where it stopped', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    let report: ((p: { sent: number; total: number; reconnecting: boolean }) => void) | undefined;
    const switches: boolean[] = [];
    let finish: (() => void) | undefined;
    t.uploader.upload = (kind, f, onProgress, paused$) =>
      new Promise((resolve) => {
        report = onProgress;
        paused$?.subscribe((p) => switches.push(p));
        finish = () => resolve(E.right({ id: '00000000-0000-4000-8000-0000000000aa', key: 'k', name: f.name, size: f.size, type: kind } as never));
      });
    const mb = 1024 * 1024;
    const sending = t.wizard.upload('MODEL_SUPERIOR', { ...file('superior.stl'), size: 50 * mb });
    await vi.waitFor(() => expect(report).toBeDefined());
    report!({ sent: 0, total: 50 * mb, reconnecting: false });
    t.clock.at += 2000;
    report!({ sent: 10 * mb, total: 50 * mb, reconnecting: false });
    const [running] = (await t.state()).uploads;
    expect(running).toMatchObject({ progress: 0.2, line: '10,0 de 50,0 MB · 5,0 MB/s · cerca de 8 s restantes', paused: false, reconnecting: false });
    t.wizard.pauseUpload(running!.id);
    expect((await t.state()).uploads[0]).toMatchObject({ paused: true, line: '10,0 de 50,0 MB' });
    t.wizard.resumeUpload(running!.id);
    expect(switches).toEqual([false, true, false]);
    report!({ sent: 10 * mb, total: 50 * mb, reconnecting: true });
    expect((await t.state()).uploads[0]).toMatchObject({ reconnecting: true, line: '10,0 de 50,0 MB' });
    finish!();
    await sending;
    expect((await t.state()).uploads).toEqual([]);
  });

  it('attaches each file to the draft as soon as it is sent, and forgets a removed one at once, without leaving the step', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    await t.wizard.upload('MODEL_SUPERIOR', file('sup.stl'));
    const [added] = t.saved;
    expect(added).toMatchObject({ key: 'ATTACHMENTS', advance: false });
    expect(added!.attachments).toEqual([{ attachmentId: expect.any(String), type: 'MODEL_SUPERIOR' }]);
    t.wizard.dispatch({ type: 'attachmentRemoved', attachmentId: added!.attachments![0]!.attachmentId });
    await vi.waitFor(() => expect(t.saved).toHaveLength(2));
    expect(t.saved[1]).toEqual({ key: 'ATTACHMENTS', attachments: [], advance: false });
  });

  it('saves the files one list after another, so a slow earlier save never lands last', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    const before = (await t.state()).draft.attachments;
    let releaseFirst: () => void = () => undefined;
    const saveStep = t.drafts.saveStep.bind(t.drafts);
    let calls = 0;
    t.drafts.saveStep = async (id, body) => {
      if (++calls === 1) await new Promise<void>((release) => (releaseFirst = release));
      return saveStep(id, body);
    };
    const first = t.wizard.upload('MODEL_SUPERIOR', file('sup.stl'));
    await vi.waitFor(() => expect(calls).toBe(1));
    const second = t.wizard.upload('FACIAL_SIDE', file('perfil.jpg', 'image/jpeg'));
    // Both are sent and wait for the first save: neither is shown before the draft holds it
    // (a reload now would lose both).
    await vi.waitFor(async () => expect((await t.state()).uploads).toEqual([]));
    expect((await t.state()).draft.attachments).toEqual(before);
    releaseFirst();
    await Promise.all([first, second]);
    // Sent side by side, the one-file list would be stored after the two-file one.
    expect(t.saved.map((b) => b.attachments!.length)).toEqual([1, 2]);
    expect((await t.state()).draft.attachments.map((a) => a.name)).toEqual(['sup.stl', 'perfil.jpg']);
  });

  it('takes at most five other files', async () => {
    const t = setup();
    await t.wizard.visit('d1', null);
    for (let i = 0; i < 6; i++) await t.wizard.upload('OTHERS', file(`extra${i}.png`, 'image/png'));
    expect(t.uploads).toHaveLength(5);
    expect(t.toasts.at(-1)?.message).toBe('Você pode enviar até 5 arquivos em Outros arquivos.');
  });

  it('reads the price table once the review shows, and names the price to expect for the arches chosen', async () => {
    const t = setup(detail({ step: 'QUIZ', shippingAddressId: 'a1', billingAddressId: 'a1' } as never));
    await t.wizard.visit('d1', 'ADDRESS');
    expect(t.priceReads).toHaveLength(0);
    await t.wizard.visit('d1', 'QUIZ');
    await vi.waitFor(async () => expect((await t.state()).expectedPrice).toEqual({ kind: 'PER_STEP', unitCents: 19000, arches: 1 }));
    await t.wizard.visit('d1', 'ADDRESS');
    await t.wizard.visit('d1', 'QUIZ');
    expect(t.priceReads).toHaveLength(1);
  });

  it('sends the order from the last step and goes back to the list', async () => {
    const t = setup(detail({ step: 'QUIZ', shippingAddressId: 'a1', billingAddressId: 'a1' } as never));
    await t.wizard.visit('d1', null);
    expect((await t.state()).draft.step).toBe('QUIZ');
    await t.wizard.next();
    expect(t.toasts.map((n) => n.message)).toEqual(['Pedido enviado! Número do caso: 1234.']);
    expect(t.navigator.visited.at(-1)?.path).toBe('/orders');
  });
});
