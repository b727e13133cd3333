import * as E from 'fp-ts/Either';

// A bank statement's credits matched to the open charges: by the charge's txid in the
// credit's description (sure), else by the exact amount, the due date nearest the credit's day
// (a guess the staff confirm).

// ---- model ----

/** A credit of the statement: its account (bank and account number), bank id (FITID), amount, day (yyyy-MM-dd) and description. */
export interface StatementCredit {
  readonly account: string;
  readonly fitId: string;
  readonly amountCents: number;
  readonly postedOn: string;
  readonly memo: string;
}

/** A charge a credit may name: still to pay, or paid (or cancelled) already. */
export interface OpenCharge {
  readonly id: string;
  readonly txid: string;
  readonly amountCents: number;
  readonly dueDate: string;
  readonly open: boolean;
}

export type CreditMatch =
  | { readonly kind: 'txid'; readonly chargeId: string }
  /** It names a charge paid or cancelled already (a Pix the PSP told of, now on the statement). */
  | { readonly kind: 'settled'; readonly chargeId: string }
  /** Same amount, no txid: the staff confirm it. */
  | { readonly kind: 'amount'; readonly chargeId: string }
  | { readonly kind: 'none' };

export const statementAmountMessage = 'Um valor do extrato não é um número de reais com até dois centavos.';

/** The longest statement the portal reads, in characters: a month of a busy provider (10 000 credits) with room to spare. */
export const maxStatementCharacters = 5_000_000;

/** A statement past the limit, said with the limit. */
export const statementTooLongMessage = 'O extrato passa de 5 milhões de caracteres. Exporte um período mais curto e envie de novo.';

// ---- rules ----

/** What names a line of a statement: a bank's FITID is unique within one account only (OFX 1.02, 11.4.3). */
export const statementLineKey = (credit: Pick<StatementCredit, 'account' | 'fitId'>): string => JSON.stringify([credit.account, credit.fitId]);

/** The statement's lines, each once, and the lines that repeat an earlier one of the same account and FITID. */
export const splitRepeats = (credits: readonly StatementCredit[]): { readonly lines: readonly StatementCredit[]; readonly repeats: readonly StatementCredit[] } => {
  const seen = new Set<string>();
  const lines: StatementCredit[] = [];
  const repeats: StatementCredit[] = [];
  for (const credit of credits) {
    const key = statementLineKey(credit);
    (seen.has(key) ? repeats : lines).push(credit);
    seen.add(key);
  }
  return { lines, repeats };
};

/** A statement's amount ("-123.45", "1500", "99,9") as integer cents, never through a float. */
export const centsOfStatementAmount = (text: string): E.Either<string, number> => {
  const m = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return E.left(statementAmountMessage);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return E.right(m[1] === '-' ? -cents : cents);
};

/** The charge a credit's description names by its txid (letters and digits compared without case or separators), if any. */
const namedCharge = (credit: StatementCredit, open: readonly OpenCharge[]): OpenCharge | undefined => {
  const memo = credit.memo.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return open.find((c) => memo.includes(c.txid.toUpperCase()));
};

/** Among the open charges of exactly the credit's amount not taken by another credit, the one due nearest its day (the earlier on a tie). */
const chargeOfAmount = (credit: StatementCredit, open: readonly OpenCharge[], taken: ReadonlySet<string>): OpenCharge | undefined => {
  const distance = (dueDate: string) => Math.abs(Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${credit.postedOn}T00:00:00Z`));
  return open
    .filter((c) => c.open && !taken.has(c.id) && c.amountCents === credit.amountCents)
    .sort((a, b) => distance(a.dueDate) - distance(b.dueDate) || a.dueDate.localeCompare(b.dueDate))[0];
};

/**
 * Every credit of a statement matched, in the statement's order: a credit naming a txid takes that
 * charge (settled when it is no longer open; twice named, the second is kept aside as already
 * paid); else a guess by exact amount, the open charge due nearest the credit's day (the earlier on
 * a tie), never one a credit names nor one an earlier guess took; else none.
 */
export const matchStatement = (credits: readonly StatementCredit[], open: readonly OpenCharge[]): readonly (readonly [StatementCredit, CreditMatch])[] => {
  const named = credits.map((c) => namedCharge(c, open));
  const taken = new Set(named.flatMap((c) => (c?.open ? [c.id] : [])));
  return credits.map((credit, i): readonly [StatementCredit, CreditMatch] => {
    const charge = named[i];
    if (charge) return [credit, { kind: charge.open ? 'txid' : 'settled', chargeId: charge.id }];
    const guess = chargeOfAmount(credit, open, taken);
    if (!guess) return [credit, { kind: 'none' }];
    taken.add(guess.id);
    return [credit, { kind: 'amount', chargeId: guess.id }];
  });
};
