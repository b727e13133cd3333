import { BehaviorSubject, type Observable } from 'rxjs';
import type { OrderDetail } from '../../contract/order-detail.contract';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import { type BalanceContext, type BalanceRequest, changeBalanceRequest, selectorRange, usableKolSteps } from '../../domain/order/bonus-balance';

export const balanceDialogKind = dialogKind<BalanceDialogModel>('balance');
export const balanceApplied = 'Saldo bonificado aplicado com sucesso';

export interface BalanceDialogState {
  readonly selection: BalanceRequest;
  readonly error: string | undefined;
  readonly saving: boolean;
}

export type BalanceField = keyof BalanceRequest;

export interface BalanceSelector {
  readonly field: BalanceField;
  readonly label: string;
  /** 0 to the amount usable now (spec §5; KOL within the month's limit). */
  readonly options: readonly number[];
}

/** The balance dialog: one selector per balance; a value that breaks a rule reverts, with the rule's message. */
export class BalanceDialogModel {
  private readonly subject: BehaviorSubject<BalanceDialogState>;
  readonly state$: Observable<BalanceDialogState>;
  readonly selectors: readonly BalanceSelector[];

  constructor(
    private readonly context: BalanceContext,
    initial: BalanceRequest,
    showKol: boolean,
    private readonly submit: (selection: BalanceRequest) => Promise<boolean>,
    readonly totalSteps: number,
  ) {
    this.subject = new BehaviorSubject<BalanceDialogState>({ selection: initial, error: undefined, saving: false });
    this.state$ = this.subject.asObservable();
    const options = (available: number) => {
      const { min, max } = selectorRange(available);
      return Array.from({ length: max - min + 1 }, (_, i) => min + i);
    };
    this.selectors = [
      { field: 'dentist', label: 'Saldo da carteira (etapas)', options: options(context.availableDentist) },
      ...(showKol ? [{ field: 'kol' as const, label: 'Saldo KOL (etapas)', options: options(usableKolSteps(context)) }] : []),
      ...(context.availablePatient > 0 ? [{ field: 'patient' as const, label: 'Bônus de refinamento do paciente (etapas)', options: options(context.availablePatient) }] : []),
    ];
  }

  change(field: BalanceField, value: number): void {
    const state = this.subject.value;
    const { selection, error } = changeBalanceRequest(state.selection, { ...state.selection, [field]: value }, this.context);
    this.subject.next({ ...state, selection, error });
  }

  async apply(): Promise<void> {
    const state = this.subject.value;
    this.subject.next({ ...state, saving: true });
    const ok = await this.submit(state.selection);
    if (!ok) this.subject.next({ ...this.subject.value, saving: false });
  }
}

/**
 * Opens the balance dialog on the order's current planning, for the dentist and staff alike;
 * `save` applies a selection and answers whether it took (the dialog closes when it did).
 */
export const openBalanceDialog = (modals: ModalQueue, order: OrderDetail, save: (planningId: string, selection: BalanceRequest) => Promise<boolean>): void => {
  const planning = order.plannings.find((p) => p.isCurrent);
  if (!planning) return;
  const { available } = order.bonus;
  const model = new BalanceDialogModel(
    { totalSteps: planning.mainSteps, availableDentist: available.dentist, availableKol: available.kol, availablePatient: available.patient, kolUsedThisMonth: available.kolUsedThisMonth },
    planning.bonus,
    order.bonus.kol !== null,
    async (selection) => {
      const saved = await save(planning.id, selection);
      if (saved) modals.close(id);
      return saved;
    },
    planning.mainSteps,
  );
  const id = modals.open(balanceDialogKind, model);
};
