import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { balanceLabel, kolMonthlySteps } from '../../domain/order/bonus-balance';
import type { DentistBalances } from '../../contract/dentist.contract';
import type { DentistGateway } from '../ports/dentist-gateway';
import { TOKENS } from '../tokens';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';

/** Spec §9's bonus rules, in plain Portuguese. */
export const bonusRules = {
  title: 'Saldo bonificado',
  rulesTitle: 'Como funciona o saldo bonificado',
  items: [
    'O saldo bonificado aparece em trios de alinhadores e em placas de contenção, por arcada.',
    'Dentistas KOL podem usar até 6 etapas bonificadas por mês, em qualquer pedido.',
    'O saldo de refinamento pode ser usado uma única vez, no pedido de continuação do mesmo paciente.',
    'O saldo de refinamento não é cumulativo: o que sobrar expira e não passa para outros pedidos.',
    'O saldo de um paciente não pode ser usado para outros pacientes.',
    'O total de etapas bonificadas nunca passa do total de etapas do pedido.',
  ],
} as const;

/** The dentist's own balances, as lines of a definition list, or where they are. */
export type BalancesView =
  { readonly phase: 'loading' } | { readonly phase: 'ready'; readonly lines: readonly (readonly [string, string])[] } | { readonly phase: 'failed'; readonly message: string };

/** The balances in the units of the order pages; the KOL balance with the month's use. */
export const balancesView = (b: DentistBalances): BalancesView => ({
  phase: 'ready',
  lines: [
    ['Carteira', balanceLabel(b.wallet)],
    ...(b.kol ? ([['Saldo KOL', `${balanceLabel(b.kol)} · ${b.kol.usedThisMonth} de ${kolMonthlySteps} etapas usadas neste mês`]] as const) : []),
  ],
});

export interface BonusInfoProps {
  readonly rules: typeof bonusRules;
  readonly balances$: Observable<BalancesView>;
}

export const bonusInfoDialogKind = dialogKind<BonusInfoProps>('bonus-info');

/** The header's "Saldo bonificado": the dentist's balances first, then the rules. */
@injectable()
export class BonusInfoViewModel {
  constructor(
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(TOKENS.DentistGateway) private readonly dentists: DentistGateway,
  ) {}

  open(): void {
    const balances = new BehaviorSubject<BalancesView>({ phase: 'loading' });
    this.modals.open(bonusInfoDialogKind, { rules: bonusRules, balances$: balances.asObservable() });
    void this.dentists.balances().then((answer) => balances.next(E.isRight(answer) ? balancesView(answer.right) : { phase: 'failed', message: answer.left.message }));
  }
}
