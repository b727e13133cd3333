import * as t from 'io-ts';
import { PaymentMethodCode } from '../domain/order/payment';
import { ChargeStatus } from '../domain/payments/charge-plan';
import { text } from '../domain/shared/text';
import { textLimits } from '../domain/shared/text-limits';
import { Cents } from '../domain/format/money';
import { maxStatementCharacters, statementTooLongMessage } from '../domain/payments/statement-match';
import { IsoInstant, Paged, PositiveIntFromString, Uuid } from './common.contract';
import { IsoDate } from './orders.contract';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** One charge of an order: while open, its Pix "copia e cola". */
/** What every answer says of a charge: which of its order's it is, how much, when due, where it stands. */
const chargeFields = {
  id: Uuid,
  number: t.number,
  count: t.number,
  method: PaymentMethodCode,
  amountCents: t.number,
  dueDate: IsoDate,
  status: ChargeStatus,
  paidAt: nullable(IsoInstant),
  /** Paid, then the order was cancelled: the provider owes it back. */
  refundDue: t.boolean,
};

export const Charge = t.type(
  {
    ...chargeFields,
    txid: t.string,
    /** The BR Code (EMV) the QR code draws, while the charge can be paid. */
    brCode: nullable(t.string),
    /** The bank's boleto the staff attached (boleto conditions): its linha digitável's 47 digits; its PDF is downloaded apart. */
    boleto: nullable(t.type({ digits: t.string })),
  },
  'Charge',
);
export type Charge = t.TypeOf<typeof Charge>;

export const OrderCharges = t.type({ charges: t.array(Charge), totalCents: t.number, paidCents: t.number }, 'OrderCharges');
export type OrderCharges = t.TypeOf<typeof OrderCharges>;

export const ChargeParams = t.type({ id: Uuid, chargeId: Uuid }, 'ChargeParams');

/** The staff attach the bank's boleto to a charge: its PDF (uploaded first, as a BOLETO attachment) and its linha digitável as typed. */
export const AttachBoletoBody = t.type({ attachmentId: Uuid, linhaDigitavel: text('Linha digitável', 80) }, 'AttachBoletoBody');

/** A staff member cancels one open charge (negotiated, charged another way), and says why. */
export const CancelChargeBody = t.type({ reason: text('Motivo', textLimits.reason) }, 'CancelChargeBody');

/** A staff member confirms a payment the portal did not hear of, and says how they know. */
export const ConfirmChargeBody = t.type({ reason: text('Motivo', textLimits.reason) }, 'ConfirmChargeBody');

/**
 * The PSP's webhook, as the Banco Central's API Pix gives it (`POST {webhook}/pix`): each Pix
 * received, with its end-to-end id, the charge's txid, the amount as decimal text, and when.
 */
export const PixWebhookBody = t.type(
  {
    // Each Pix is judged on its own (`readPixNotice`): one the portal cannot read is set aside, never the batch refused.
    pix: t.array(t.UnknownRecord),
  },
  'PixWebhookBody',
);
export type PixWebhookBody = t.TypeOf<typeof PixWebhookBody>;

export const PixWebhookParams = t.type({ token: t.string }, 'PixWebhookParams');

export const chargeMessages = {
  orderNotFound: 'Pedido não encontrado.',
  chargeNotFound: 'Cobrança não encontrada.',
  notOpen: 'Esta cobrança não está em aberto: já foi paga ou cancelada.',
  webhookToken: 'Chamada não autorizada.',
  noReceipt: 'Esta cobrança ainda não foi paga: não há recibo.',
  notOfx: 'Este arquivo não é um extrato OFX que o portal consiga ler. Exporte o extrato do banco no formato OFX e envie de novo.',
} as const;

/** One charge among a dentist's (or, for the staff, every dentist's): its order and patient beside it. */
export const ChargeLine = t.type(
  {
    ...chargeFields,
    orderId: Uuid,
    caseNumber: nullable(t.number),
    patient: t.type({ id: Uuid, name: t.string }),
    dentistName: t.string,
  },
  'ChargeLine',
);
export type ChargeLine = t.TypeOf<typeof ChargeLine>;

/** "Financeiro": the charges, overdue and open first, a page at a time, with the sums of all of them by status. */
export const ChargeLedger = t.type(
  {
    items: t.array(ChargeLine),
    total: t.number,
    page: t.number,
    limit: t.number,
    sums: t.type({ overdueCents: t.number, openCents: t.number, paidCents: t.number }),
  },
  'ChargeLedger',
);
export type ChargeLedger = t.TypeOf<typeof ChargeLedger>;

export const ChargeLedgerQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString, status: ChargeStatus }, 'ChargeLedgerQuery');
export type ChargeLedgerQuery = t.TypeOf<typeof ChargeLedgerQuery>;

/** An OFX file's text, up to the statement's limit, refused past it with the limit named. */
const statementText = new t.Type<string, string, unknown>(
  'StatementText',
  (u): u is string => typeof u === 'string' && u.length <= maxStatementCharacters,
  (u, c) => (typeof u !== 'string' ? t.failure(u, c) : u.length > maxStatementCharacters ? t.failure(u, c, statementTooLongMessage) : text('Extrato').validate(u, c)),
  t.identity,
);

/** A bank statement the staff upload, as the OFX file's text. */
export const StatementBody = t.type({ ofx: statementText }, 'StatementBody');

const StatementCreditView = t.type({ account: t.string, fitId: t.string, amountCents: t.number, postedOn: IsoDate, memo: t.string });

/** The charge a credit pays, as the staff read it beside the credit. */
const MatchedCharge = t.type({
  id: Uuid,
  orderId: Uuid,
  caseNumber: nullable(t.number),
  dentistName: t.string,
  number: t.number,
  count: t.number,
  amountCents: t.number,
  dueDate: IsoDate,
});

/**
 * What a statement did: the credits that named an open charge's txid, recorded (each with its
 * outcome); those of a charge's exact amount, for the staff to confirm; the others, listed.
 */
export const StatementImport = t.type(
  {
    recorded: t.array(
      t.type({
        credit: StatementCreditView,
        charge: MatchedCharge,
        outcome: t.keyof({ PAID: null, AMOUNT_MISMATCH: null, UNMATCHED: null, ALREADY_PAID: null, CHARGE_CANCELLED: null, REPEATED: null }),
      }),
    ),
    toConfirm: t.array(t.type({ credit: StatementCreditView, charge: MatchedCharge })),
    /** Naming a charge paid (or cancelled) already: a Pix the PSP told of, now on the statement. */
    settled: t.array(t.type({ credit: StatementCreditView, charge: MatchedCharge })),
    unmatched: t.array(StatementCreditView),
    /** Lines of an earlier import of this statement. */
    alreadyImported: t.array(StatementCreditView),
    /** Lines that repeat an earlier line of the same file (same account and FITID): the bank's repeat, not a payment. */
    repeated: t.array(StatementCreditView),
  },
  'StatementImport',
);
export type StatementImport = t.TypeOf<typeof StatementImport>;

/** A guessed match the staff confirm: the statement's credit pays that charge. */
export const ConfirmCreditBody = t.type(
  { account: text('Conta do extrato', 255), fitId: text('Identificador do lançamento', 255), chargeId: Uuid, amountCents: Cents, postedOn: IsoDate },
  'ConfirmCreditBody',
);

/** A payment recorded but kept aside (another amount, no charge, already paid, cancelled): the staff sort it out. */
export const PaymentAside = t.type(
  {
    id: Uuid,
    source: t.keyof({ PIX_API: null, STATEMENT: null, MANUAL: null }),
    txid: nullable(t.string),
    amountCents: t.number,
    paidAt: IsoInstant,
    outcome: t.keyof({ AMOUNT_MISMATCH: null, UNMATCHED: null, ALREADY_PAID: null, CHARGE_CANCELLED: null, UNREADABLE: null }),
    /** Why it was set aside unread, or the staff's reason when confirmed by hand. */
    reason: nullable(t.string),
    charge: nullable(t.type({ orderId: Uuid, caseNumber: nullable(t.number), dentistName: t.string, number: t.number, count: t.number, amountCents: t.number })),
  },
  'PaymentAside',
);
export const PaymentsAside = Paged(PaymentAside);
export type PaymentsAside = t.TypeOf<typeof PaymentsAside>;
