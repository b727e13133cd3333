import type { Arch } from '../../domain/order/arch';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable, type SchedulerLike, type Subscription, timer } from 'rxjs';
import { patientFullName } from '../../domain/people/patient';
import { type Characteristic, emptyPrescription, PrescriptionForm } from '../../domain/prescription/prescription';
import {
  applyContinuationProduct,
  chartsEnabled,
  continuationRules,
  type ContinuationRules,
  type PrescriptionErrors,
  setDiastemas,
  setExtraction,
  setMidline,
  type KeepOrArches,
  setArch,
  setKeep,
  toggleCharacteristic,
  toggleChartItem,
  validatePrescription,
  withPrevious,
} from '../../domain/prescription/prescription-rules';
import { isPair, isTooth } from '../../domain/prescription/tooth-chart';
import type { Navigator } from '../ports/gateways';
import { wizardPath } from '../navigation/wizard-paths';
import type { DraftsGateway, PrescriptionGateway } from '../ports/drafts-gateway';
import type { HeldInput } from '../session/held-edits';
import { HeldEdits } from '../session/held-edits';
import { Notifications } from '../widgets/notifications';
import { makerId } from '../view-model-maker';
import type { ChartField, ChoiceField, ClinicalAnswersEditor } from './clinical-answers-editor';
import type { ClinicalPreferencesGateway } from '../ports/clinical-preferences-gateway';
import { withClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import { draftSheet, type PrescriptionSheet } from './prescription-sheet';

/** Spec §4: on prefill, the chart answers are applied again after 350 ms. */
export const chartPrefillDelayMs = 350;

export const prescriptionUiMessages = { review: 'Revise os campos destacados na ficha.', saved: 'Ficha de prescrição salva.' } as const;

export interface PrescriptionState {
  readonly loading: boolean;
  readonly draftId: string;
  readonly patientName: string;
  readonly form: PrescriptionForm;
  /** Shown once the dentist tried to go on. */
  readonly errors: PrescriptionErrors;
  readonly rules: ContinuationRules;
  readonly charts: ReturnType<typeof chartsEnabled>;
  readonly saving: boolean;
  /** Asks the screen to bring the additional information into view (continuation with KEEP). */
  readonly focusAdditionalInformation: boolean;
  /** A new case's Ficha started from the dentist's clinical preferences, said above the form. */
  readonly fromPreferences: boolean;
  /** The Ficha as it prints (the order's print mode, from what is filled so far). */
  readonly sheet: PrescriptionSheet;
}

export interface PrescriptionDeps {
  readonly drafts: DraftsGateway;
  readonly prescriptions: PrescriptionGateway;
  readonly navigator: Navigator;
  readonly notifications: Notifications;
  readonly scheduler: SchedulerLike;
  readonly held: HeldEdits;
  readonly preferences: ClinicalPreferencesGateway;
}

/** How the page gets one: its area binds the maker. */
export const prescriptionFormViewModels = makerId<[draftId: string], PrescriptionFormViewModel>('PrescriptionFormViewModel');

const noOrderYet = { productCategory: null, item: null, caseType: null, arcadeSuperior: false, arcadeInferior: false } as const;

const chartFields: readonly ChartField[] = ['nonMovingTeeth', 'midlineTeeth', 'diastemasAndSpacesTeeth', 'extractionTeeth'];

/** The Ficha de prescrição of a draft: its answers, the rules between them, and the save. */
export class PrescriptionFormViewModel implements ClinicalAnswersEditor {
  private readonly subject: BehaviorSubject<PrescriptionState>;
  readonly state$: Observable<PrescriptionState>;
  private continuationProduct: string | null = null;
  private order: Parameters<typeof draftSheet>[0] = noOrderYet;
  private patientId = '';
  private previous: PrescriptionForm | undefined;
  private showErrors = false;
  /** Edits made since the page opened or was last saved. */
  private unsaved = false;
  /** Chart answers of a prefill waiting for their 350 ms. */
  private pendingCharts: { values: Partial<PrescriptionForm>; timer: Subscription } | undefined;

  /** The form's share of `HeldEdits`. */
  private readonly held: HeldInput<PrescriptionForm>;

  constructor(
    draftId: string,
    private readonly deps: PrescriptionDeps,
  ) {
    this.held = deps.held.input(`prescription:${draftId}`, PrescriptionForm.is);
    this.subject = new BehaviorSubject<PrescriptionState>({
      loading: true,
      draftId,
      patientName: '',
      form: emptyPrescription,
      errors: {},
      rules: continuationRules(emptyPrescription, null, false),
      charts: chartsEnabled(emptyPrescription),
      saving: false,
      focusAdditionalInformation: false,
      fromPreferences: false,
      sheet: draftSheet(noOrderYet, '', emptyPrescription),
    });
    this.state$ = this.subject.asObservable();
  }

  private get state(): PrescriptionState {
    return this.subject.value;
  }

  private setForm(form: PrescriptionForm, extra: Partial<PrescriptionState> = {}): void {
    const patientName = extra.patientName ?? this.state.patientName;
    this.subject.next({
      ...this.state,
      ...extra,
      form,
      sheet: draftSheet(this.order, patientName, form),
      rules: continuationRules(form, this.continuationProduct, this.previous !== undefined),
      charts: chartsEnabled(form),
      errors: this.showErrors ? validatePrescription(form, this.continuationProduct) : {},
    });
  }

  /** Loads the draft, its saved prescription, and for a continuation the patient's previous one. */
  async start(): Promise<void> {
    const loaded = await this.deps.drafts.load(this.state.draftId);
    if (E.isLeft(loaded)) {
      this.deps.notifications.error(loaded.left.message);
      this.deps.navigator.goTo('/orders', { replace: true });
      return;
    }
    const d = loaded.right;
    this.continuationProduct = d.caseContinuationProduct;
    this.patientId = d.patient.id;
    this.order = d;
    const caseType = d.caseType === 'CASO_CONTINUACAO' ? 'CONTINUACAO_TRATAMENTO' : 'CASO_NOVO';
    if (caseType === 'CONTINUACAO_TRATAMENTO') {
      const previous = await this.deps.prescriptions.previous(this.patientId);
      if (E.isRight(previous) && previous.right) this.previous = previous.right;
    }
    const saved = d.prescriptionForm ? PrescriptionForm.decode(JSON.parse(d.prescriptionForm)) : undefined;
    const fresh = applyContinuationProduct({ ...emptyPrescription, caseType }, this.continuationProduct);
    const unsaved = this.held.takeBack();
    // A Ficha never saved for a new case starts from her preferences; without them, or if they cannot be read, empty.
    const preferences = saved || unsaved || caseType !== 'CASO_NOVO' ? undefined : await this.deps.preferences.load();
    const preferred = preferences && E.isRight(preferences) ? withClinicalPreferences(fresh, preferences.right) : fresh;
    const base = saved && E.isRight(saved) ? saved.right : preferred;
    this.setForm(unsaved ?? base, { loading: false, patientName: patientFullName(d.patient), fromPreferences: !unsaved && preferred !== fresh });
    if (unsaved) this.unsaved = true;
    else if (!saved && base.continuationType) this.prefill(base);
  }

  /** While the page is open: if the session ends, what was not saved is kept for when she signs in again. Returns the page's leave. */
  holdUnsavedEdits(): () => void {
    return this.held.keep(() => (this.unsaved ? { ...this.state.form, ...this.pendingCharts?.values } : undefined));
  }

  /** Continuation: KEEP loads the previous answers locked, CHANGE loads them editable. */
  setContinuationType(type: 'KEEP' | 'CHANGE'): void {
    if (this.state.rules.continuationLocked) return;
    this.unsaved = true;
    this.prefill({ ...this.state.form, continuationType: type });
  }

  private prefill(form: PrescriptionForm): void {
    const loaded = withPrevious(form, this.previous);
    const withoutCharts = { ...loaded, ...Object.fromEntries(chartFields.map((f) => [f, []])) };
    this.setForm(withoutCharts, { focusAdditionalInformation: loaded.continuationType === 'KEEP' && this.previous !== undefined });
    this.pendingCharts?.timer.unsubscribe();
    const values = Object.fromEntries(chartFields.map((f) => [f, loaded[f]])) as Partial<PrescriptionForm>;
    this.pendingCharts = { values, timer: timer(chartPrefillDelayMs, this.deps.scheduler).subscribe(() => this.applyPendingCharts()) };
  }

  private applyPendingCharts(): void {
    const pending = this.pendingCharts;
    if (!pending) return;
    this.pendingCharts = undefined;
    pending.timer.unsubscribe();
    this.setForm({ ...this.state.form, ...pending.values });
  }

  private edit(change: (form: PrescriptionForm) => PrescriptionForm, field: string): void {
    // Locked answers change only in the additional information.
    if (this.state.rules.answersLocked && field !== 'additionalInformation') return;
    this.unsaved = true;
    this.setForm(change(this.state.form), { focusAdditionalInformation: false });
  }

  setText(field: 'complaint' | 'otherCharacteristic' | 'additionalInformation', text: string): void {
    this.edit((f) => ({ ...f, [field]: text }), field);
  }

  setChoice(field: ChoiceField, value: string): void {
    this.edit((f) => ({ ...f, [field]: value }), field);
  }

  toggleCharacteristic(c: Characteristic): void {
    this.edit((f) => toggleCharacteristic(f, c), 'characteristics');
  }

  setKeep(kind: KeepOrArches, keep: boolean): void {
    this.edit((f) => setKeep(f, kind, keep), `${kind}Keep`);
  }
  setArch(kind: KeepOrArches, arch: Arch, checked: boolean): void {
    this.edit((f) => setArch(f, kind, arch, checked), `${kind}Keep`);
  }
  setMidline(choice: NonNullable<PrescriptionForm['midline']>): void {
    this.edit((f) => setMidline(f, choice), 'midline');
  }
  setDiastemas(choice: NonNullable<PrescriptionForm['diastemasAndSpaces']>): void {
    this.edit((f) => setDiastemas(f, choice), 'diastemasAndSpaces');
  }
  setExtraction(choice: NonNullable<PrescriptionForm['extraction']>): void {
    this.edit((f) => setExtraction(f, choice), 'extraction');
  }

  /** A click on a tooth or space of a chart; charts that are off take no clicks. */
  toggleChart(field: ChartField, item: number | string): void {
    const charts = this.state.charts;
    if ((field === 'midlineTeeth' && !charts.midline) || (field === 'diastemasAndSpacesTeeth' && !charts.diastemas) || (field === 'extractionTeeth' && !charts.extraction)) return;
    this.edit((f) => {
      if (field === 'nonMovingTeeth' || field === 'extractionTeeth') return { ...f, [field]: toggleChartItem(f[field], Number(item), isTooth) };
      if (field === 'midlineTeeth') return { ...f, midlineTeeth: toggleChartItem(f.midlineTeeth, String(item), (id) => isPair(id) || isTooth(Number(id))) };
      return { ...f, diastemasAndSpacesTeeth: toggleChartItem(f.diastemasAndSpacesTeeth, String(item), isPair) };
    }, field);
  }

  /** 'Avançar': shows every error, or saves the form with the quiz step and returns to the order. */
  async save(): Promise<void> {
    // A save inside the prefill's 350 ms takes the charts as they are about to be.
    this.applyPendingCharts();
    this.showErrors = true;
    const errors = validatePrescription(this.state.form, this.continuationProduct);
    if (Object.keys(errors).length > 0) {
      this.subject.next({ ...this.state, errors });
      this.deps.notifications.error(prescriptionUiMessages.review);
      return;
    }
    this.subject.next({ ...this.state, saving: true });
    const saved = await this.deps.drafts.saveStep(this.state.draftId, { key: 'QUIZ', prescriptionForm: JSON.stringify(PrescriptionForm.encode(this.state.form)) });
    this.subject.next({ ...this.state, saving: false });
    if (E.isLeft(saved)) {
      this.deps.notifications.error(saved.left.message);
      return;
    }
    this.unsaved = false;
    this.deps.notifications.success(prescriptionUiMessages.saved);
    this.deps.navigator.goTo(wizardPath(this.state.draftId, 'QUIZ'));
  }

  back(): void {
    this.deps.navigator.goTo(wizardPath(this.state.draftId, 'QUIZ'));
  }
}
