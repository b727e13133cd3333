import { isoDateToBr } from '../../domain/format/date';
import { formatBRL } from '../../domain/format/money';
import { paymentOutcomeLabels } from '../../domain/payments/payment-match';
import { chargeTitle } from '../../domain/payments/charge-plan';
import { statementLineKey } from '../../domain/payments/statement-match';
import type { PaymentsAside, StatementImport } from '../../contract/charges.contract';
import { formatInstantBrDateTime } from '../../domain/format/date';

export const statementTexts = {
  title: 'Extrato bancário',
  intro: 'Envie o extrato do banco em OFX: os créditos com o identificador de uma cobrança são baixados na hora; os de mesmo valor esperam a sua confirmação.',
  choose: 'Enviar extrato (OFX)',
  recorded: 'Baixados agora',
  toConfirm: 'Confira e confirme',
  settled: 'Já estavam pagos',
  unmatched: 'Sem cobrança correspondente',
  alreadyImported: (n: number) => `${n} ${n === 1 ? 'lançamento já tinha sido importado' : 'lançamentos já tinham sido importados'} antes.`,
  repeated: (n: number) =>
    `${n} ${n === 1 ? 'lançamento repete' : 'lançamentos repetem'} outro do mesmo arquivo (mesma conta e mesmo identificador do banco) e ${n === 1 ? 'foi ignorado' : 'foram ignorados'}.`,
  confirm: 'Confirmar',
  confirmed: 'Pagamento confirmado pelo extrato.',
  imported: 'Extrato importado.',
  asideTitle: 'Pagamentos a conferir',
  asideIntro: 'Recebidos, mas sem baixar cobrança: valor diferente, sem cobrança correspondente, cobrança já paga ou cancelada, ou Pix com dados que o portal não consegue ler.',
} as const;

interface ChargeOfCredit {
  readonly caseNumber: number | null;
  readonly dentistName: string;
  readonly number: number;
  readonly count: number;
  readonly amountCents: number;
  readonly dueDate?: string;
}

const chargeText = (c: ChargeOfCredit) =>
  `Pedido nº ${c.caseNumber ?? '-'} · ${c.dentistName} · ${chargeTitle(c).toLowerCase()} de ${formatBRL(c.amountCents)}` +
  (c.dueDate ? `, vence em ${isoDateToBr(c.dueDate)}` : '');

const creditText = (c: { readonly amountCents: number; readonly postedOn: string; readonly memo: string }) =>
  `${isoDateToBr(c.postedOn)} · ${formatBRL(c.amountCents)} · ${c.memo}`;

export interface StatementLine {
  readonly key: string;
  readonly credit: string;
  readonly charge: string | undefined;
  readonly outcome: string | undefined;
}

export interface StatementView {
  readonly recorded: readonly StatementLine[];
  readonly toConfirm: readonly StatementLine[];
  readonly settled: readonly StatementLine[];
  readonly unmatched: readonly StatementLine[];
  readonly alreadyImported: string | undefined;
  readonly repeated: string | undefined;
}

/** What a statement did, as the staff read it: every line a sentence, no code. */
export const statementView = (s: StatementImport): StatementView => ({
  recorded: s.recorded.map((r) => ({
    key: statementLineKey(r.credit),
    credit: creditText(r.credit),
    charge: chargeText(r.charge),
    outcome: r.outcome === 'REPEATED' ? 'Já registrado' : paymentOutcomeLabels[r.outcome],
  })),
  toConfirm: s.toConfirm.map((r) => ({ key: statementLineKey(r.credit), credit: creditText(r.credit), charge: chargeText(r.charge), outcome: undefined })),
  settled: s.settled.map((r) => ({ key: statementLineKey(r.credit), credit: creditText(r.credit), charge: chargeText(r.charge), outcome: undefined })),
  unmatched: s.unmatched.map((c) => ({ key: statementLineKey(c), credit: creditText(c), charge: undefined, outcome: undefined })),
  alreadyImported: s.alreadyImported.length > 0 ? statementTexts.alreadyImported(s.alreadyImported.length) : undefined,
  repeated: s.repeated.length > 0 ? statementTexts.repeated(s.repeated.length) : undefined,
});

const sourceLabels = { PIX_API: 'Pix informado pelo banco', STATEMENT: 'Extrato bancário', MANUAL: 'Confirmação manual' } as const;

/** The payments kept aside, one sentence each: when, how much, from where, why, and the charge it named. */
export const asideLines = (aside: PaymentsAside): readonly StatementLine[] =>
  aside.items.map((p) => ({
    key: p.id,
    // A Pix set aside unread has no amount the portal could read: none is shown, rather than R$ 0,00.
    credit:
      p.outcome === 'UNREADABLE'
        ? `${formatInstantBrDateTime(p.paidAt)} · ${sourceLabels[p.source]}`
        : `${formatInstantBrDateTime(p.paidAt)} · ${formatBRL(p.amountCents)} · ${sourceLabels[p.source]}`,
    charge: p.charge ? chargeText(p.charge) : undefined,
    outcome: p.outcome === 'UNREADABLE' && p.reason ? `${paymentOutcomeLabels[p.outcome]}: ${p.reason}` : paymentOutcomeLabels[p.outcome],
  }));

/** Where the list of payments kept aside stands, when it takes more than a page. */
export const asidePaging = (aside: PaymentsAside): { readonly page: number; readonly pages: number; readonly text: string } | undefined => {
  const pages = Math.ceil(aside.total / aside.limit);
  return pages > 1 ? { page: aside.page, pages, text: `Página ${aside.page} de ${pages} · ${aside.total} pagamentos` } : undefined;
};
