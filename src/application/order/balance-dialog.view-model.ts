import { BehaviorSubject, type Observable } from 'rxjs';
import type { OrderDetail, PlanningDiscountView } from '../../contract/order-detail.contract';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import { type BalanceContext, type BalanceRequest, changeBalanceRequest, selectorRange, usableKolSteps } from '../../domain/order/bonus-balance';
import { formatBRL } from '../../domain/format/money';
import { applyBonusSteps, bonusChoice, type PlanningPrice, planningTotal } from '../../domain/order/planning-total';
import { planningPriceOf } from '../../contract/planning-price';
import { discountLossQuestion, forGoodWarning, lostDiscountNote, withAndWithout } from './bonus-choice.texts';

const stepsOf = (s: BalanceRequest): number => s.dentist + s.kol + s.patient;

export const balanceDialogKind = dialogKind<BalanceDialogViewModel>('balance');
export const balanceApplied = 'Saldo bonificado aplicado com sucesso';

export interface BalanceDialogState {
  readonly selection: BalanceRequest;
  readonly error: string | undefined;
  readonly saving: boolean;
  /** The planning's total now and with the selection, as people read them. */
  readonly totals: { readonly before: string; readonly after: string };
  /** Before the balance's first use, while a discount is at stake: that it goes for good, and from how many steps using the balance pays off. */
  readonly forGood: string | undefined;
  /** While a discount is at stake and steps are chosen: both totals, and which costs less. */
  readonly comparison: string | undefined;
  /** Set when the selection takes a discount away (spec §4): the question asked before applying. */
  readonly discountLoss: string | undefined;
  /** The dentist was shown `discountLoss` and is asked to confirm it. */
  readonly confirming: boolean;
}

export type BalanceField = keyof BalanceRequest;

export interface BalanceSelector {
  readonly field: BalanceField;
  readonly label: string;
  /** 0 to the amount usable now (spec §5; KOL within the month's limit). */
  readonly options: readonly number[];
}

/**
 * The balance dialog: one selector per balance; a value that breaks a rule reverts, with the
 * rule's message. The planning's total follows the selection, and a selection that takes a
 * discount away is applied only once the dentist has read what it costs and confirmed.
 */
export class BalanceDialogViewModel {
  private readonly subject: BehaviorSubject<BalanceDialogState>;
  readonly state$: Observable<BalanceDialogState>;
  readonly selectors: readonly BalanceSelector[];
  /** Why the planning has no new-case discount any more, when an earlier use took it. */
  readonly alreadyLost: string | null;
  private readonly usableSteps: number;

  constructor(
    private readonly context: BalanceContext,
    initial: BalanceRequest,
    showKol: boolean,
    private readonly submit: (selection: BalanceRequest) => Promise<boolean>,
    readonly totalSteps: number,
    private readonly price: PlanningPrice,
    lostDiscounts: readonly PlanningDiscountView[],
  ) {
    const options = (available: number) => {
      const { min, max } = selectorRange(available, totalSteps);
      return Array.from({ length: max - min + 1 }, (_, i) => min + i);
    };
    this.selectors = [
      { field: 'dentist', label: 'Saldo da carteira (etapas)', options: options(context.availableDentist) },
      ...(showKol ? [{ field: 'kol' as const, label: 'Saldo KOL (etapas)', options: options(usableKolSteps(context)) }] : []),
      ...(context.availablePatient > 0 ? [{ field: 'patient' as const, label: 'Bônus de refinamento do paciente (etapas)', options: options(context.availablePatient) }] : []),
    ];
    this.usableSteps = Math.min(
      totalSteps,
      this.selectors.reduce((n, s) => n + (s.options.at(-1) ?? 0), 0),
    );
    this.alreadyLost = lostDiscountNote(lostDiscounts);
    this.subject = new BehaviorSubject<BalanceDialogState>({ selection: initial, error: undefined, saving: false, confirming: false, ...this.priced(initial) });
    this.state$ = this.subject.asObservable();
  }

  private priced(selection: BalanceRequest): Pick<BalanceDialogState, 'totals' | 'forGood' | 'comparison' | 'discountLoss'> {
    const chosen = stepsOf(selection);
    const choice = bonusChoice(this.price, chosen, this.usableSteps);
    const atStake = choice.lostForGood.length > 0;
    return {
      totals: { before: formatBRL(planningTotal(this.price)), after: formatBRL(planningTotal(applyBonusSteps(this.price, chosen))) },
      forGood: forGoodWarning(choice),
      comparison: atStake && chosen > 0 ? withAndWithout(choice, chosen) : undefined,
      discountLoss: atStake && chosen > 0 ? discountLossQuestion(choice, chosen) : undefined,
    };
  }

  change(field: BalanceField, value: number): void {
    const state = this.subject.value;
    const { selection, error } = changeBalanceRequest(state.selection, { ...state.selection, [field]: value }, this.context);
    this.subject.next({ ...state, selection, error, confirming: false, ...this.priced(selection) });
  }

  /** Applies the selection; one that takes a discount away asks first, and goes on `confirm()`. */
  async apply(): Promise<void> {
    const state = this.subject.value;
    if (state.discountLoss && !state.confirming) {
      this.subject.next({ ...state, confirming: true });
      return;
    }
    this.subject.next({ ...state, saving: true });
    const ok = await this.submit(state.selection);
    if (!ok) this.subject.next({ ...this.subject.value, saving: false, confirming: false });
  }

  /** Back from the question to the selectors, nothing applied. */
  reconsider(): void {
    this.subject.next({ ...this.subject.value, confirming: false });
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
  const model = new BalanceDialogViewModel(
    {
      totalSteps: planning.mainSteps,
      availableDentist: available.dentist,
      availableKol: available.kol,
      availablePatient: available.patient,
      kolUsedThisMonth: available.kolUsedThisMonth,
    },
    planning.bonus,
    order.bonus.kol !== null,
    async (selection) => {
      const saved = await save(planning.id, selection);
      if (saved) modals.close(id);
      return saved;
    },
    planning.mainSteps,
    planningPriceOf(planning, order.caseType),
    planning.lostDiscounts,
  );
  const id = modals.open(balanceDialogKind, model);
};
