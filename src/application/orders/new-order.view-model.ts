import { type TrackedUpload, UploadTracker } from '../uploads/upload-tracker';
import type { Clock } from '../ports/gateways';
import { archSourcesOf, openArches, openScan, scanSourceOf } from '../scans/scan-dialogs';
import type { ScanSource } from '../scans/scan-viewer.view-model';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { type AttachmentKind, roomForOtherFile, tooManyOthersMessage } from '../../domain/attachments/file-acceptance';
import { compactPayload } from '../../domain/format/compact-payload';
import { type DraftAction, type DraftAttachment, type DraftOrder, emptyDraft, reduceDraft, resumeStep, stepErrors, stepFields, submitErrors } from '../../domain/order/draft-order';
import { type DraftStep, draftSteps } from '../../domain/order/draft-steps';
import { patientFullName } from '../../domain/people/patient';
import { draftFromDetail } from '../../contract/draft-mapping';
import type { UpdateDraftBody } from '../../contract/draft.contract';
import type { Patient } from '../../contract/patient.contract';
import type { Navigator } from '../ports/gateways';
import type { DraftsGateway } from '../ports/drafts-gateway';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { devAutofillActions } from './dev-autofill';
import { wizardPath } from '../navigation/wizard-paths';
import type { PriceTable } from '../../contract/draft.contract';
import { type ExpectedPrice, expectedPrice } from '../../domain/order/expected-price';
import { photoSlotsFor } from '../../domain/attachments/photo-slots';
import { hasImagePreview } from '../../domain/attachments/scan-preview';
import { type SlotErrors, withSlotError } from '../uploads/slot-errors';
import { ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { PatientPicker } from '../patients/patient-picker';
import { makerId } from '../view-model-maker';

/** An upload on its way in a slot of the attachments step. */
export type UploadInProgress = TrackedUpload;

export interface WizardState {
  readonly loading: boolean;
  readonly draftId: string | null;
  readonly draft: DraftOrder;
  /** The furthest step the dentist may jump back and forth to. */
  readonly furthest: number;
  /** What is missing in the current step, shown after 'Avançar'. */
  readonly errors: readonly string[];
  readonly saving: boolean;
  readonly uploads: readonly UploadInProgress[];
  /** Why a slot's last file did not go, shown on the slot until its next try (a toast alone leaves in 5 s). */
  readonly slotErrors: SlotErrors;
  /** The price table, read once the review is reached. */
  readonly priceTable: PriceTable | null;
  /** What the dentist can expect to pay for the product and arches chosen, once the table is read. */
  readonly expectedPrice: ExpectedPrice | undefined;
}

export interface WizardDeps {
  readonly drafts: DraftsGateway;
  readonly uploads: UploadsGateway;
  readonly navigator: Navigator;
  readonly notifications: Notifications;
  readonly loading: LoadingOverlay;
  /** Opens the patient picker; the patient chosen comes back to `onChosen`. */
  readonly patients: Pick<PatientPicker, 'open'>;
  readonly modals: ModalQueue;
  readonly clock: Clock;
}

/** How the page gets one: its area binds the maker. */
export const newOrderViewModels = makerId<[], NewOrderViewModel>('NewOrderViewModel');

export const wizardMessages = {
  submitted: (caseNumber: number) => `Pedido enviado! Número do caso: ${caseNumber}.`,
  noPhotoSlot: (names: readonly string[]) =>
    names.length === 1
      ? `Todas as fotos já têm arquivo: ${names[0]} não foi enviada. Remova ou troque uma foto para enviá-la.`
      : `Todas as fotos já têm arquivo: ${names.length} fotos não foram enviadas (${names.join(', ')}). Remova ou troque uma foto para enviá-las.`,
} as const;

const indexOf = (step: DraftStep) => draftSteps.indexOf(step);

/** The seven-step order wizard: local draft state, saved at each step, resumed where it stopped. */
export class NewOrderViewModel {
  private readonly subject = new BehaviorSubject<WizardState>({
    loading: true,
    draftId: null,
    draft: emptyDraft,
    furthest: 0,
    errors: [],
    saving: false,
    uploads: [],
    slotErrors: {},
    priceTable: null,
    expectedPrice: undefined,
  });
  readonly state$: Observable<WizardState> = this.subject.asObservable();

  private readonly tracker: UploadTracker;
  /** Addresses visited so far: a draft that answers after a later address changed is not shown. */
  private visits = 0;

  constructor(private readonly deps: WizardDeps) {
    this.tracker = new UploadTracker(deps, (uploads) => this.set({ uploads }));
  }

  private get state(): WizardState {
    return this.subject.value;
  }

  private set(change: Partial<WizardState>): void {
    const next = { ...this.state, ...change };
    this.subject.next({ ...next, expectedPrice: next.priceTable ? expectedPrice(next.draft, next.priceTable) : undefined });
  }

  /** The review names a price from the table: read once, when the review is first shown. */
  private async readPrices(): Promise<void> {
    if (this.state.priceTable) return;
    const table = await this.deps.drafts.priceTable();
    // Without it the review leaves the price out; the planning will name it.
    if (E.isRight(table)) this.set({ priceTable: table.right });
  }

  /**
   * The address changed (first visit, Back, Forward, a link): opens a new order, loads the
   * draft it names, or shows the step it names. A step not reached yet shows the furthest one.
   */
  async visit(draftId: string | null, step: DraftStep | null): Promise<void> {
    const visit = ++this.visits;
    if (!this.state.loading && draftId === this.state.draftId) {
      this.show(step ?? this.state.draft.step);
      return;
    }
    await this.start(draftId, step, visit);
  }

  private async start(draftId: string | null, step: DraftStep | null, visit: number): Promise<void> {
    if (!draftId) {
      this.set({ loading: false, draftId: null, draft: emptyDraft, furthest: 0 });
      return;
    }
    this.set({ loading: true });
    const result = await this.deps.drafts.load(draftId);
    if (visit !== this.visits) return;
    if (E.isLeft(result)) {
      this.deps.notifications.error(result.left.message);
      this.deps.navigator.goTo('/orders', { replace: true });
      return;
    }
    const loaded = draftFromDetail(result.right);
    const resumed = resumeStep(loaded);
    this.set({ loading: false, draftId, draft: { ...loaded, step: resumed }, furthest: indexOf(resumed) });
    if (step) this.show(step);
    else this.deps.navigator.goTo(wizardPath(draftId, resumed), { replace: true });
  }

  /** Shows a reached step; any other is replaced in the address by the step on screen. */
  private show(step: DraftStep): void {
    const { draftId, furthest, draft } = this.state;
    const shown = indexOf(step) <= furthest ? step : draft.step;
    if (shown !== draft.step) this.set({ draft: reduceDraft(draft, { type: 'stepReached', step: shown }), errors: [] });
    if (draftId && shown !== step) this.deps.navigator.goTo(wizardPath(draftId, shown), { replace: true });
    if (shown === 'QUIZ') void this.readPrices();
  }

  /**
   * Moves to a step through its address, recorded in the browser's history: the step shows when
   * the page visits that address. The router draws its updates as transitions, so a click and a
   * Back right after it may be drawn as one render that never names the step clicked to; had
   * the wizard moved on by itself, it would then show a step the address does not name.
   */
  private moveTo(step: DraftStep): void {
    const { draftId } = this.state;
    this.set({ errors: [], furthest: Math.max(this.state.furthest, indexOf(step)) });
    if (draftId) this.deps.navigator.goTo(wizardPath(draftId, step));
  }

  dispatch(action: DraftAction): void {
    this.set({ draft: reduceDraft(this.state.draft, action), errors: [] });
    if (action.type === 'attachmentRemoved') void this.attachNow();
  }

  /**
   * The draft's files, saved at once (not on "Avançar"), so a reload or Back loses none. The
   * whole list is sent, empty included: it is the step's state. Saves go one after another,
   * each with the list as it is when it leaves, so an earlier list never lands last. A new file
   * joins the list on screen once the draft holds it: what is shown survives a reload.
   */
  private attachments: Promise<void> = Promise.resolve();
  private attachNow(added?: DraftAction): Promise<void> {
    this.attachments = this.attachments.then(async () => {
      const { draftId, draft } = this.state;
      if (!draftId) return;
      const next = added ? reduceDraft(draft, added) : draft;
      const saved = await this.deps.drafts.saveStep(draftId, { key: 'ATTACHMENTS', ...stepFields(next, 'ATTACHMENTS'), advance: false });
      if (E.isLeft(saved)) this.deps.notifications.error(saved.left.message);
      else if (added) this.set({ draft: reduceDraft(this.state.draft, added), errors: [] });
    });
    return this.attachments;
  }

  /** Non-production builds only: fills the current step (spec §2). */
  autofill(delivery: { readonly id: string; readonly isBilling: boolean } | undefined): void {
    for (const action of devAutofillActions(this.state.draft, delivery)) this.dispatch(action);
  }

  choosePatient(): void {
    this.deps.patients.open((patient) => void this.patientChosen(patient));
  }

  private async patientChosen(patient: Patient): Promise<void> {
    const created = this.state.draftId === null;
    if (created) {
      const draft = await this.deps.loading.track(this.deps.drafts.create(patient.id));
      if (E.isLeft(draft)) {
        this.deps.notifications.error(draft.left.message);
        return;
      }
      this.set({ draftId: draft.right.id });
    }
    this.dispatch({ type: 'patientChosen', patient: { id: patient.id, name: patientFullName(patient) } });
    // The address now names the draft, so a reload resumes it; the wizard knows the draft before the address changes.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `created` means the draft was just saved with its id
    if (created) this.deps.navigator.goTo(wizardPath(this.state.draftId!, 'PATIENT'), { replace: true });
  }

  /** Checks the step, saves it, and moves on; the last step sends the order. */
  async next(): Promise<void> {
    const { draft, draftId } = this.state;
    const errors = stepErrors(draft, draft.step);
    if (errors.length > 0 || !draftId) {
      this.set({ errors });
      return;
    }
    this.set({ saving: true });
    const body = { key: draft.step, ...compactPayload(stepFields(draft, draft.step)) } as UpdateDraftBody;
    const saved = await this.deps.drafts.saveStep(draftId, body);
    this.set({ saving: false });
    if (E.isLeft(saved)) {
      this.deps.notifications.error(saved.left.message);
      return;
    }
    if (draft.step === 'QUIZ') {
      await this.submit();
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the review step has no next step and returns above
    this.moveTo(draftSteps[indexOf(draft.step) + 1]!);
  }

  back(): void {
    const i = indexOf(this.state.draft.step);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i > 0
    if (i > 0) this.goTo(draftSteps[i - 1]!);
  }

  /** Jumps to a step already reached. */
  goTo(step: DraftStep): void {
    if (step !== this.state.draft.step && indexOf(step) <= this.state.furthest) this.moveTo(step);
  }

  /** Sends a file for a slot, refusing at once what the slot does not accept. */
  async upload(kind: AttachmentKind, file: PickedFile): Promise<void> {
    if (
      kind === 'OTHERS' &&
      !roomForOtherFile(this.state.draft.attachments.filter((a) => a.type === 'OTHERS').length + this.state.uploads.filter((u) => u.kind === 'OTHERS').length)
    ) {
      this.deps.notifications.error(tooManyOthersMessage);
      return;
    }
    this.slotError(kind, undefined);
    const result = await this.tracker.send(kind, file);
    if (E.isLeft(result)) {
      this.deps.notifications.error(result.left);
      this.slotError(kind, result.left);
      return;
    }
    await this.attachNow({ type: 'attachmentAdded', attachment: { attachmentId: result.right.id, type: kind, name: result.right.name, size: result.right.size } });
  }

  /**
   * Photos dropped or picked together: each goes to the next empty photo slot, in the wizard's
   * order; those beyond the empty slots are named and not sent.
   */
  async uploadPhotos(files: readonly PickedFile[]): Promise<void> {
    const occupied = [...this.state.draft.attachments.map((a) => a.type), ...this.state.uploads.map((u) => u.kind)];
    const slots = photoSlotsFor(occupied, files.length);
    const left = files.slice(slots.length);
    if (left.length > 0) this.deps.notifications.error(wizardMessages.noPhotoSlot(left.map((f) => f.name)));
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one slot per file, zipped by index
    await Promise.all(slots.map((kind, i) => this.upload(kind, files[i]!)));
  }

  /** A photo moved to another photo slot (the one there takes its place), saved at once. */
  async movePhoto(attachmentId: string, to: AttachmentKind): Promise<void> {
    await this.attachNow({ type: 'attachmentMoved', attachmentId, to });
  }

  /** A picture's thumbnail (the same preview address as a scan's); undefined for files without one. */
  thumbnailUrl(attachment: DraftAttachment): string | undefined {
    return hasImagePreview(attachment.type, attachment.name) ? this.deps.uploads.scanPreviewUrl(attachment.attachmentId) : undefined;
  }

  private slotError(kind: AttachmentKind, message: string | undefined): void {
    this.set({ slotErrors: withSlotError(this.state.slotErrors, kind, message) });
  }

  /** Stops an upload where it is; `resumeUpload` goes on from there. */
  pauseUpload(id: number): void {
    this.tracker.pause(id);
  }

  resumeUpload(id: number): void {
    this.tracker.resume(id);
  }

  /** A scan sent in this draft, for the viewer shown in its slot; undefined for files not shown in 3D. */
  scanSource(attachment: DraftAttachment): ScanSource | undefined {
    return scanSourceOf(this.fileOf(attachment), this.previewUrl);
  }

  /** Both arches are sent: "Ver arcadas" shows them together. */
  get archesReady(): boolean {
    return archSourcesOf(this.state.draft.attachments.map(this.fileOf), this.previewUrl).length > 0;
  }

  viewScan(attachment: DraftAttachment): void {
    openScan(this.deps.modals, this.fileOf(attachment), this.previewUrl);
  }

  viewArches(): void {
    openArches(this.deps.modals, this.state.draft.attachments.map(this.fileOf), this.previewUrl);
  }

  // The dentist has the files at hand: the wizard offers no download.
  private readonly previewUrl = { previewUrlOf: (attachmentId: string) => this.deps.uploads.scanPreviewUrl(attachmentId) };
  private readonly fileOf = (a: DraftAttachment) => ({ id: a.attachmentId, type: a.type, name: a.name, size: a.size });

  private async submit(): Promise<void> {
    const { draft, draftId } = this.state;
    const errors = submitErrors(draft);
    if (errors.length > 0 || !draftId) {
      this.set({ errors });
      return;
    }
    const result = await this.deps.loading.track(this.deps.drafts.submit(draftId));
    if (E.isLeft(result)) {
      this.deps.notifications.error(result.left.message);
      return;
    }
    this.deps.notifications.success(wizardMessages.submitted(result.right.caseNumber));
    this.deps.navigator.goTo('/orders');
  }
}
