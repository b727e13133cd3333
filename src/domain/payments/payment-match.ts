import * as E from 'fp-ts/Either';
import type { PaymentMethodCode } from '../order/payment';
import { chargeMethodLabels } from './charge-plan';

// Issue 35: what a payment told to the portal (by the PSP, a bank statement or by hand) does
// to the charge it names. It is always recorded; it marks the charge paid only when it pays
// exactly what an open charge asks.

// ---- model ----

export const paymentSources = ['PIX_API', 'STATEMENT', 'MANUAL'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/** Paid its charge, or kept aside for the staff to sort out. */
export type PaymentOutcome = 'PAID' | 'AMOUNT_MISMATCH' | 'UNMATCHED' | 'ALREADY_PAID' | 'CHARGE_CANCELLED';

export interface ChargeToSettle {
  readonly amountCents: number;
  readonly paidAt: string | null;
  readonly cancelledAt: string | null;
}

export const paymentOutcomeLabels: Readonly<Record<PaymentOutcome, string>> = {
  PAID: 'Cobrança paga',
  AMOUNT_MISMATCH: 'Valor diferente do cobrado',
  UNMATCHED: 'Sem cobrança correspondente',
  ALREADY_PAID: 'Cobrança já estava paga',
  CHARGE_CANCELLED: 'Cobrança cancelada',
};

/** How a charge was paid, as its receipt says it: a Pix the bank confirmed, or the charge's condition and who confirmed it. */
export const howPaid = (source: PaymentSource, method: PaymentMethodCode): string => {
  if (source === 'PIX_API') return 'Pix, confirmado pelo banco';
  return `${chargeMethodLabels[method]}, ${source === 'STATEMENT' ? 'conferido no extrato bancário' : 'confirmado pela equipe'}`;
};

export const pixValueMessage = 'O valor do Pix deve ter reais e dois centavos, como 123.45.';

export const pixNoticeMessages = {
  endToEndId: 'O identificador do Pix (endToEndId) deve ter de 1 a 35 letras e números.',
  txid: 'O identificador da cobrança (txid) deve ter de 1 a 35 letras e números.',
  horario: 'O horário do Pix deve ser uma data e hora no formato RFC 3339.',
} as const;

/** A Pix the PSP says it received, as the API Pix's webhook tells it. */
export interface PixNotice {
  readonly endToEndId: string;
  readonly txid: string | null;
  readonly amountCents: number;
  readonly paidAt: Date;
}

// ---- rules ----

/** What a payment of `amountCents` does to the charge it names (none: no charge has its txid). */
export const paymentOutcome = (charge: ChargeToSettle | undefined, amountCents: number): PaymentOutcome => {
  if (charge === undefined) return 'UNMATCHED';
  if (charge.paidAt !== null) return 'ALREADY_PAID';
  if (charge.cancelledAt !== null) return 'CHARGE_CANCELLED';
  return amountCents === charge.amountCents ? 'PAID' : 'AMOUNT_MISMATCH';
};

/** The API Pix's amounts are decimal text with two places ("123.45"): integer cents, never a float. */
export const centsOfPixValue = (value: string): E.Either<string, number> => {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(value);
  if (!match) return E.left(pixValueMessage);
  return E.right(Number(match[1]) * 100 + Number(match[2]));
};

/** Integer cents as the API Pix writes them. */
export const pixValueOf = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** One Pix of the webhook's body, checked field by field: what it paid, when, and for which charge. */
export const readPixNotice = (pix: {
  readonly endToEndId: string;
  readonly txid?: string | undefined;
  readonly valor: string;
  readonly horario: string;
}): E.Either<string, PixNotice> => {
  if (!/^[A-Za-z0-9]{1,35}$/.test(pix.endToEndId)) return E.left(pixNoticeMessages.endToEndId);
  if (pix.txid !== undefined && !/^[A-Za-z0-9]{1,35}$/.test(pix.txid)) return E.left(pixNoticeMessages.txid);
  const paidAt = new Date(pix.horario);
  if (!rfc3339.test(pix.horario) || Number.isNaN(paidAt.getTime())) return E.left(pixNoticeMessages.horario);
  return E.map((amountCents: number) => ({ endToEndId: pix.endToEndId, txid: pix.txid ?? null, amountCents, paidAt }))(centsOfPixValue(pix.valor));
};
