import { isoDateToBr } from '../../domain/format/date';
import { formatBRL } from '../../domain/format/money';
import { chargeMethodLabels, type ChargeStatus, chargeStatusLabels, chargeTitle } from '../../domain/payments/charge-plan';
import type { ChargeLedger, ChargeLine } from '../../contract/charges.contract';

export const ledgerTexts = {
  title: 'Financeiro',
  dentistIntro: 'Todas as cobranças dos seus pedidos: as vencidas e em aberto primeiro. Abra o pedido para pagar com Pix.',
  staffIntro: 'As cobranças de todos os pedidos, as vencidas e em aberto primeiro.',
  empty: 'Nenhuma cobrança por aqui.',
  export: 'Exportar CSV',
  all: 'Todas',
  refundDue: 'A devolver',
} as const;

/** The status filters, in the order the page offers them. */
export const ledgerFilters: readonly { readonly value: ChargeStatus | undefined; readonly label: string }[] = [
  { value: undefined, label: ledgerTexts.all },
  { value: 'OVERDUE', label: 'Vencidas' },
  { value: 'OPEN', label: 'Em aberto' },
  { value: 'PAID', label: 'Pagas' },
  { value: 'CANCELLED', label: 'Canceladas' },
];

export interface LedgerLineView {
  readonly id: string;
  readonly orderId: string;
  readonly order: string;
  readonly patient: string;
  readonly dentist: string;
  readonly charge: string;
  readonly method: string;
  readonly due: string;
  readonly status: ChargeStatus;
  readonly statusLabel: string;
  readonly amount: string;
  readonly refundDue: boolean;
}

export interface LedgerSums {
  readonly overdue: string;
  readonly open: string;
  readonly paid: string;
}

export const ledgerLine = (l: ChargeLine): LedgerLineView => ({
  id: l.id,
  orderId: l.orderId,
  order: l.caseNumber === null ? 'Pedido' : `Pedido nº ${l.caseNumber}`,
  patient: l.patient.name,
  dentist: l.dentistName,
  charge: chargeTitle(l),
  method: chargeMethodLabels[l.method],
  due: isoDateToBr(l.dueDate),
  status: l.status,
  statusLabel: chargeStatusLabels[l.status],
  amount: formatBRL(l.amountCents),
  refundDue: l.refundDue,
});

export const ledgerSums = (ledger: ChargeLedger): LedgerSums => ({
  overdue: formatBRL(ledger.sums.overdueCents),
  open: formatBRL(ledger.sums.openCents),
  paid: formatBRL(ledger.sums.paidCents),
});
