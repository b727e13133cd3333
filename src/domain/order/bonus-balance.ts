import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/domain-error';
import { atBrasiliaWallClock, brasiliaWallClock } from '../format/date';

export const bonusMessages = {
  selectedAboveTotal: 'O total de etapas selecionadas não pode ser maior que o total de etapas do pedido.',
  bonusAboveTotal: 'O total de etapas bonificadas não pode ser maior que o total de etapas do pedido.',
  aboveAvailable: 'O saldo escolhido é maior que o saldo disponível.',
  kolMonthly: 'O limite de 6 etapas bonificadas por mês do programa KOL foi atingido.',
} as const;

/** KOL dentists: at most 6 bonus steps a month, in any orders (spec §9). */
export const kolMonthlySteps = 6;

export interface BonusSelection {
  /** Steps taken from the dentist's wallet. */
  readonly dentist: number;
  /** Steps taken from the KOL balance. */
  readonly kol: number;
}

export interface BonusContext {
  /** Main steps of the order's planning. */
  readonly totalSteps: number;
  readonly availableDentist: number;
  readonly availableKol: number;
  /** Bonus steps already used for this patient in the order (refinement). */
  readonly usedForPatient: number;
  /** KOL steps already used this calendar month, in any order. */
  readonly kolUsedThisMonth: number;
}

/** The selector of each balance runs from 0 to the amount available (spec §5), never past the planning's steps. */
export const selectorRange = (available: number, totalSteps: number): { min: number; max: number } => ({ min: 0, max: Math.max(0, Math.floor(Math.min(available, totalSteps))) });

/** KOL steps usable now: the KOL balance, within what is left of the month's six (spec §9). */
export const usableKolSteps = (c: Pick<BonusContext, 'availableKol' | 'kolUsedThisMonth'>): number =>
  Math.max(0, Math.min(Math.floor(c.availableKol), kolMonthlySteps - c.kolUsedThisMonth));

/** Spec §5 and §9: whether a bonus selection can be applied, with the exact message when not. */
export const validateBonusSelection = (s: BonusSelection, c: BonusContext): E.Either<DomainError, BonusSelection> => {
  if (s.dentist < 0 || s.kol < 0 || s.dentist > c.availableDentist || s.kol > c.availableKol) return E.left(domainError('BONUS_ABOVE_AVAILABLE', bonusMessages.aboveAvailable));
  if (s.dentist + s.kol > c.totalSteps) return E.left(domainError('BONUS_SELECTED_ABOVE_TOTAL', bonusMessages.selectedAboveTotal));
  if (s.dentist + s.kol + c.usedForPatient > c.totalSteps) return E.left(domainError('BONUS_ABOVE_TOTAL', bonusMessages.bonusAboveTotal));
  if (s.kol + c.kolUsedThisMonth > kolMonthlySteps) return E.left(domainError('KOL_MONTHLY_LIMIT', bonusMessages.kolMonthly));
  return E.right(s);
};

/** The instant the KOL month containing `now` began, in Brasília time. */
export const kolMonthStart = (now: Date): Date => {
  const local = brasiliaWallClock(now);
  return atBrasiliaWallClock(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
};

/** The balance dialog's choice: wallet and KOL steps, plus the patient's refinement bonus. */
export interface BalanceRequest extends BonusSelection {
  readonly patient: number;
}

/** Spec §5 with the refinement bonus counted as steps already used for the patient. */
export const validateBalanceRequest = (r: BalanceRequest, c: BalanceContext): E.Either<DomainError, BalanceRequest> => {
  if (r.patient < 0 || r.patient > c.availablePatient) return E.left(domainError('BONUS_ABOVE_AVAILABLE', bonusMessages.aboveAvailable));
  return E.map((s: BonusSelection) => ({ ...s, patient: r.patient }))(validateBonusSelection({ dentist: r.dentist, kol: r.kol }, { ...c, usedForPatient: r.patient }));
};

export type BalanceContext = Omit<BonusContext, 'usedForPatient'> & { readonly availablePatient: number };

/** Spec §5: a violating value reverts to the previous one, and its message is shown. */
export const changeBalanceRequest = (previous: BalanceRequest, next: BalanceRequest, c: BalanceContext): { selection: BalanceRequest; error: string | undefined } => {
  const result = validateBalanceRequest(next, c);
  return E.isRight(result) ? { selection: result.right, error: undefined } : { selection: previous, error: result.left.message };
};

/** A balance by product as the portal writes it everywhere: "20 etapas de alinhadores · 1 placa de contenção". */
export const balanceLabel = (b: { readonly aligners: number; readonly retentions: number }): string =>
  `${b.aligners} ${b.aligners === 1 ? 'etapa' : 'etapas'} de alinhadores · ${b.retentions} ${b.retentions === 1 ? 'placa' : 'placas'} de contenção`;
