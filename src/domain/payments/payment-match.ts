import * as E from 'fp-ts/Either';
import type { PaymentMethodCode } from '../order/payment';
import { chargeMethodLabels } from './charge-plan';
import { instantOfRfc3339 } from '../shared/calendar';

// What a payment told to the portal (by the PSP, a bank statement or by hand) does
// to the charge it names. It is always recorded; it marks the charge paid only when it pays
// exactly what an open charge asks.

// ---- model ----

export const paymentSources = ['PIX_API', 'STATEMENT', 'MANUAL'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/** Paid its charge, or kept aside for the staff to sort out. */
export type PaymentOutcome = 'PAID' | 'AMOUNT_MISMATCH' | 'UNMATCHED' | 'ALREADY_PAID' | 'CHARGE_CANCELLED';

/** What a recorded payment did: an outcome, or set aside unread (a Pix whose fields are impossible). */
export type RecordedOutcome = PaymentOutcome | 'UNREADABLE';

export interface ChargeToSettle {
  readonly amountCents: number;
  readonly paidAt: string | null;
  readonly cancelledAt: string | null;
}

export const paymentOutcomeLabels: Readonly<Record<RecordedOutcome, string>> = {
  PAID: 'Cobrança paga',
  AMOUNT_MISMATCH: 'Valor diferente do cobrado',
  UNMATCHED: 'Sem cobrança correspondente',
  ALREADY_PAID: 'Cobrança já estava paga',
  CHARGE_CANCELLED: 'Cobrança cancelada',
  UNREADABLE: 'Pix com dados inválidos',
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

const pixId = /^[A-Za-z0-9]{1,35}$/;

/** One Pix of the webhook's body as told: any JSON object, judged field by field. */
export type ToldPix = Readonly<Record<string, unknown>>;

const textField = (pix: ToldPix, key: string): string | undefined => (typeof pix[key] === 'string' ? pix[key] : undefined);

/** One Pix of the webhook's body, checked field by field: what it paid, when, and for which charge. */
export const readPixNotice = (pix: ToldPix): E.Either<string, PixNotice> => {
  const endToEndId = textField(pix, 'endToEndId');
  const txid = textField(pix, 'txid');
  if (endToEndId === undefined || !pixId.test(endToEndId)) return E.left(pixNoticeMessages.endToEndId);
  if (pix.txid !== undefined && (txid === undefined || !pixId.test(txid))) return E.left(pixNoticeMessages.txid);
  const paidAt = typeof pix.horario === 'string' ? instantOfRfc3339(pix.horario) : undefined;
  if (paidAt === undefined) return E.left(pixNoticeMessages.horario);
  const amount = typeof pix.valor === 'string' ? centsOfPixValue(pix.valor) : E.left(pixValueMessage);
  return E.map((amountCents: number) => ({ endToEndId, txid: txid ?? null, amountCents, paidAt }))(amount);
};

/** What is kept of a Pix that cannot be recorded as told: its ids where they are well formed, and why. */
export interface UnreadablePix {
  readonly endToEndId: string | null;
  readonly txid: string | null;
  readonly reason: string;
}

/** A Pix of the webhook's body set aside on its own, so the others of its batch are still recorded. */
export const unreadablePix = (pix: ToldPix, reason: string): UnreadablePix => {
  const wellFormed = (key: string) => {
    const value = textField(pix, key);
    return value !== undefined && pixId.test(value) ? value : null;
  };
  return { endToEndId: wellFormed('endToEndId'), txid: wellFormed('txid'), reason };
};
