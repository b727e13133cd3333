import { formatInstantBrDateTime, isoDateToBr } from '../../domain/format/date';
import { formatBRL } from '../../domain/format/money';
import { chargeMethodLabels, type ChargeStatus, chargeStatusLabels, chargeTitle, isOwed } from '../../domain/payments/charge-plan';
import type { OrderCharges } from '../../contract/charges.contract';
import { formatLinhaDigitavel } from '../../domain/payments/boleto';

export const chargesTexts = {
  title: 'Pagamento',
  copy: 'Copiar código Pix',
  copied: 'Código Pix copiado. Cole no app do seu banco, em Pix copia e cola.',
  notCopied: 'Não foi possível copiar. Selecione o código abaixo do QR code e copie.',
  howToPay: 'Abra o app do seu banco, escolha pagar com Pix e escaneie o QR code, ou use o Pix copia e cola.',
  received: 'Pagamento recebido',
  receipt: 'Baixar recibo',
  refundDue: 'Paga antes do cancelamento do pedido: o valor será devolvido.',
  confirm: 'Confirmar pagamento',
  confirmTitle: 'Confirmar pagamento manualmente',
  confirmText: (title: string, amount: string) => `${title}, ${amount}: confirme só com o comprovante em mãos. O motivo fica no histórico do pedido.`,
  confirmReason: 'Como o pagamento foi confirmado',
  confirmed: 'Pagamento confirmado.',
  cancel: 'Cancelar cobrança',
  cancelTitle: 'Cancelar cobrança',
  cancelText: (title: string, amount: string) => `${title}, ${amount}: a cobrança deixa de ser devida e não poderá mais ser paga. O motivo fica no histórico do pedido.`,
  cancelReason: 'Por que a cobrança foi cancelada',
  cancelled: 'Cobrança cancelada.',
  boletoCopy: 'Copiar linha digitável',
  boletoCopied: 'Linha digitável copiada. Cole no app do seu banco, em pagar boleto.',
  boletoDownload: 'Baixar boleto',
  boletoAttach: 'Anexar boleto',
  boletoReplace: 'Trocar boleto',
  boletoFile: 'PDF do boleto',
  boletoPick: 'Escolher o PDF do boleto',
  boletoNoneYet: 'Nenhum arquivo escolhido',
  boletoLine: 'Linha digitável',
  boletoSend: 'Anexar',
  boletoAttached: 'Boleto anexado. O dentista já pode pagá-lo.',
  boletoNoFile: 'Escolha o PDF do boleto.',
} as const;

/** One charge as the order pages show it: no code, no ISO date. */
export interface ChargeCard {
  readonly id: string;
  /** "Pagamento à vista" or "Parcela 2 de 6". */
  readonly title: string;
  readonly method: string;
  readonly amount: string;
  readonly amountCents: number;
  /** "Vence em 24/11/2026", or when it was paid. */
  readonly when: string;
  readonly status: ChargeStatus;
  readonly statusLabel: string;
  /** The Pix "copia e cola", while it can be paid. */
  readonly brCode: string | null;
  /** The bank's boleto's linha digitável as banks print it, while the charge can be paid by it. */
  readonly boleto: string | null;
  /** The staff may attach a boleto: an open charge of a boleto condition. */
  readonly takesBoleto: boolean;
  readonly refundDue: boolean;
}

export interface ChargesView {
  readonly cards: readonly ChargeCard[];
  /** The table's foot: the charges add up to the total; paid and still owed beside it. */
  readonly total: string;
  readonly paid: string;
  readonly owed: string;
  /** What is no longer owed (charges cancelled), when there is any: paid, owed and cancelled make the total. */
  readonly cancelled: string | null;
  readonly condition: string;
}

/** An order's charges as a table that adds up: each line's amount, and the total of the lines. */
export const chargesView = (charges: OrderCharges): ChargesView => {
  const cards = charges.charges.map((c): ChargeCard => ({
    id: c.id,
    title: chargeTitle(c),
    method: chargeMethodLabels[c.method],
    amount: formatBRL(c.amountCents),
    amountCents: c.amountCents,
    when: c.paidAt !== null ? `Paga em ${formatInstantBrDateTime(c.paidAt)}` : `Vence em ${isoDateToBr(c.dueDate)}`,
    status: c.status,
    statusLabel: c.status === 'PAID' ? chargesTexts.received : chargeStatusLabels[c.status],
    brCode: c.brCode,
    boleto: c.boleto !== null && c.brCode !== null ? formatLinhaDigitavel(c.boleto.digits) : null,
    takesBoleto: c.brCode !== null && (c.method === 'BOLETO' || c.method === 'BOLETO_INSTALLMENTS'),
    refundDue: c.refundDue,
  }));
  const owedCents = charges.charges.filter((c) => isOwed(c.status)).reduce((sum, c) => sum + c.amountCents, 0);
  const cancelledCents = charges.charges.filter((c) => c.status === 'CANCELLED').reduce((sum, c) => sum + c.amountCents, 0);
  return {
    cards,
    total: formatBRL(cards.reduce((sum, c) => sum + c.amountCents, 0)),
    paid: formatBRL(charges.paidCents),
    owed: formatBRL(owedCents),
    cancelled: cancelledCents > 0 ? formatBRL(cancelledCents) : null,
    condition: charges.charges[0] ? chargeMethodLabels[charges.charges[0].method] : '',
  };
};
