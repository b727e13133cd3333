import { inject, injectable } from 'inversify';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';

export const bonusInfoDialogKind = dialogKind<typeof bonusRules>('bonus-info');

/** Spec §9's bonus rules, in plain Portuguese. */
export const bonusRules = {
  title: 'Como funciona o saldo bonificado',
  items: [
    'O saldo bonificado aparece em trios de alinhadores e em placas de contenção, por arcada.',
    'Dentistas KOL podem usar até 6 etapas bonificadas por mês, em qualquer pedido.',
    'O saldo de refinamento pode ser usado uma única vez, no pedido de continuação do mesmo paciente.',
    'O saldo de refinamento não é cumulativo: o que sobrar expira e não passa para outros pedidos.',
    'O saldo de um paciente não pode ser usado para outros pacientes.',
    'O total de etapas bonificadas nunca passa do total de etapas do pedido.',
  ],
} as const;

@injectable()
export class BonusInfo {
  constructor(@inject(ModalQueue) private readonly modals: ModalQueue) {}

  open(): void {
    this.modals.open(bonusInfoDialogKind, bonusRules);
  }
}
