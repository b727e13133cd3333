import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import { canSubmitCode, type CodeSegments, editSegment, emptySegments, joinCode } from '../../domain/people/accreditation-code';
import type { Navigator } from '../ports/gateways';
import type { DentistGateway } from '../ports/dentist-gateway';
import { TOKENS } from '../tokens';
import { ProfileStore } from '../session/profile.store';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';

export const accreditationDialogKind = dialogKind<AccreditationDialogProps>('accreditation');

export const accreditationMessages = {
  success: 'Certificado validado com sucesso!',
  invalid: 'Número do certificado informado não é válido.',
  failure: 'Não foi possível validar o certificado, tente novamente.',
} as const;

export interface AccreditationState {
  readonly segments: CodeSegments;
  /** The box that should hold the focus. */
  readonly focus: number;
  readonly canSubmit: boolean;
  readonly submitting: boolean;
}

/** Where the dialog was opened: on /orders/new it cannot be dismissed, only left with Voltar. */
export type AccreditationContext = 'orders' | 'new-order';

export interface AccreditationDialogProps {
  readonly context: AccreditationContext;
  readonly vm: AccreditationViewModel;
}

/** The 'Credenciamento pendente' dialog's state: five boxes of digits and the submit. */
export class AccreditationViewModel {
  private readonly subject = new BehaviorSubject<AccreditationState>({ segments: emptySegments, focus: 0, canSubmit: false, submitting: false });
  readonly state$: Observable<AccreditationState> = this.subject.asObservable();

  constructor(
    private readonly submitCode: (code: string) => Promise<boolean>,
    readonly close: () => void,
  ) {}

  edit(index: number, raw: string): void {
    const { segments, focus } = editSegment(this.subject.value.segments, index, raw);
    this.subject.next({ ...this.subject.value, segments, focus, canSubmit: canSubmitCode(segments) });
  }

  async submit(): Promise<void> {
    const state = this.subject.value;
    if (!state.canSubmit || state.submitting) return;
    this.subject.next({ ...state, submitting: true });
    await this.submitCode(joinCode(state.segments));
    this.subject.next({ ...this.subject.value, submitting: false });
  }
}

/** Opens the accreditation dialog and carries out its outcome (spec §4). */
@injectable()
export class Accreditation {
  private openId: number | undefined;

  constructor(
    @inject(TOKENS.DentistGateway) private readonly dentists: DentistGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(ProfileStore) private readonly profile: ProfileStore,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  /** Shows the dialog once, however often it is asked for while open. */
  open(context: AccreditationContext): void {
    if (this.openId !== undefined) return;
    const close = () => {
      if (this.openId !== undefined) this.modals.close(this.openId);
      if (context === 'new-order') this.navigator.goTo('/orders');
    };
    const vm = new AccreditationViewModel((code) => this.verify(code), close);
    this.openId = this.modals.open(accreditationDialogKind, { context, vm } satisfies AccreditationDialogProps, {
      dismissible: context === 'orders',
      onClosed: () => {
        this.openId = undefined;
      },
    });
  }

  private async verify(code: string): Promise<boolean> {
    const result = await this.dentists.verify(code);
    if (E.isLeft(result)) {
      this.notifications.error(accreditationMessages.failure);
      return false;
    }
    if (!result.right) {
      this.notifications.error(accreditationMessages.invalid);
      return false;
    }
    await this.profile.load();
    this.notifications.success(accreditationMessages.success);
    if (this.openId !== undefined) this.modals.close(this.openId);
    this.navigator.goTo('/orders/new');
    return true;
  }
}
