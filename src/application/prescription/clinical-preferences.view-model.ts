import type { Arch } from '../../domain/order/arch';
import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, defer, map, type Observable } from 'rxjs';
import {
  type ClinicalPreferences,
  emptyClinicalPreferences,
  hasClinicalPreferences,
  normalizeClinicalPreferences,
  preferencesAsForm,
  preferencesOfForm,
  preferenceSections,
  standingNoteLabel,
} from '../../domain/prescription/clinical-preferences';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import { type KeepOrArches, setArch, setDiastemas, setExtraction, setKeep, setMidline } from '../../domain/prescription/prescription-rules';
import { textLength, textLimits } from '../../domain/shared/text-limits';
import { textMessages } from '../../domain/shared/text';
import type { ClinicalPreferencesGateway } from '../ports/clinical-preferences-gateway';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';
import type { ChoiceField, ClinicalAnswersEditor } from './clinical-answers-editor';

export const clinicalPreferenceTexts = {
  title: 'Preferências clínicas',
  intro:
    'Salve as respostas que você costuma dar na ficha de prescrição. Cada novo caso começa com elas, e você pode alterar qualquer campo para o paciente. Continuações seguem a prescrição anterior.',
  saved: 'Preferências clínicas salvas.',
  cleared: 'Preferências clínicas apagadas. As próximas fichas começam em branco.',
  prefilled: 'Ficha preenchida com suas preferências clínicas. Revise e altere o que for preciso para este paciente.',
} as const;

export interface ClinicalPreferencesState {
  readonly loading: boolean;
  /** The preferences as a Ficha, so its sections edit them with their own rules. */
  readonly form: PrescriptionForm;
  readonly standingNote: string;
  readonly noteError: string | undefined;
  readonly saving: boolean;
}

/** "Preferências clínicas": the dentist's defaults for a new case's Ficha, saved on request. */
@injectable()
export class ClinicalPreferencesViewModel implements ClinicalAnswersEditor {
  private readonly subject = new BehaviorSubject<ClinicalPreferencesState>({
    loading: true,
    form: preferencesAsForm(emptyClinicalPreferences),
    standingNote: '',
    noteError: undefined,
    saving: false,
  });
  readonly state$: Observable<ClinicalPreferencesState> = this.subject.asObservable();

  constructor(
    @inject(TOKENS.ClinicalPreferencesGateway) private readonly gateway: ClinicalPreferencesGateway,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  private get state(): ClinicalPreferencesState {
    return this.subject.value;
  }

  private show(p: ClinicalPreferences, extra: Partial<ClinicalPreferencesState> = {}): void {
    this.subject.next({ ...this.state, form: preferencesAsForm(p), standingNote: p.standingNote, noteError: undefined, loading: false, ...extra });
  }

  async start(): Promise<void> {
    const loaded = await this.gateway.load();
    if (E.isLeft(loaded)) {
      this.notifications.error(loaded.left.message);
      this.show(emptyClinicalPreferences);
      return;
    }
    this.show(loaded.right);
  }

  private edit(change: (f: PrescriptionForm) => PrescriptionForm): void {
    this.subject.next({ ...this.state, form: change(this.state.form) });
  }

  setChoice(field: ChoiceField, value: string): void {
    this.edit((f) => ({ ...f, [field]: value }));
  }
  setKeep(kind: KeepOrArches, keep: boolean): void {
    this.edit((f) => setKeep(f, kind, keep));
  }
  setArch(kind: KeepOrArches, arch: Arch, checked: boolean): void {
    this.edit((f) => setArch(f, kind, arch, checked));
  }
  setMidline(choice: NonNullable<PrescriptionForm['midline']>): void {
    this.edit((f) => setMidline(f, choice));
  }
  setDiastemas(choice: NonNullable<PrescriptionForm['diastemasAndSpaces']>): void {
    this.edit((f) => setDiastemas(f, choice));
  }
  setExtraction(choice: NonNullable<PrescriptionForm['extraction']>): void {
    this.edit((f) => setExtraction(f, choice));
  }
  setNote(standingNote: string): void {
    this.subject.next({ ...this.state, standingNote, noteError: undefined });
  }

  async save(): Promise<void> {
    if (textLength(this.state.standingNote) > textLimits.additionalInformation) {
      this.subject.next({ ...this.state, noteError: textMessages.tooLong(standingNoteLabel, textLimits.additionalInformation) });
      return;
    }
    await this.send(normalizeClinicalPreferences(preferencesOfForm(this.state.form, this.state.standingNote)), clinicalPreferenceTexts.saved);
  }

  /** Every default removed: new Fichas start empty again. */
  async clear(): Promise<void> {
    await this.send(emptyClinicalPreferences, clinicalPreferenceTexts.cleared);
  }

  private async send(preferences: ClinicalPreferences, done: string): Promise<void> {
    this.subject.next({ ...this.state, saving: true });
    const answer = await this.gateway.save(preferences);
    if (E.isLeft(answer)) {
      this.subject.next({ ...this.state, saving: false });
      this.notifications.error(answer.left.message);
      return;
    }
    this.show(answer.right, { saving: false });
    this.notifications.success(done);
  }
}

/** The staff's view of a dentist's clinical preferences, on the dentist's record: read when opened. */
@injectable()
export class DentistClinicalPreferences {
  constructor(@inject(TOKENS.ClinicalPreferencesGateway) private readonly gateway: ClinicalPreferencesGateway) {}

  /** The lines, or a sentence when they cannot be read; "none saved" when the dentist has none. */
  of(dentistId: string): Observable<E.Either<string, ReturnType<typeof preferenceSections> | 'NONE'>> {
    return defer(() => this.gateway.ofDentist(dentistId)).pipe(
      map(
        E.bimap(
          (e) => e.message,
          (p) => (hasClinicalPreferences(p) ? preferenceSections(p) : 'NONE'),
        ),
      ),
    );
  }
}
