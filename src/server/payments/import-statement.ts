import { Ofx } from 'ofx-data-extractor';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { StatementImport } from '../../contract/charges.contract';
import type { Role } from '../../domain/people/person';
import { centsOfStatementAmount, matchStatement, splitRepeats, type StatementCredit, statementLineKey } from '../../domain/payments/statement-match';
import type { Db } from '../db/database';
import { isCalendarDay } from '../../domain/shared/calendar';
import { chargesToMatch, importedStatementLines } from './charges.repository';
import { recordPayment } from './record-payment';
import { startOfBrazilDay } from '../../domain/format/date';

export interface StatementStaff {
  readonly id: string;
  readonly role: Role;
}

/** The account a line belongs to, as the staff read it: bank, branch and account number. */
const accountOf = (account: Record<string, unknown> | null): string =>
  ['BANKID', 'BRANCHID', 'ACCTID']
    .map((k) => account?.[k])
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' ');

/** The day of an OFX date as the bank wrote it (yyyyMMdd…, or yyyy-MM-dd…), when that day exists: the parser's own reading turns year 0 into 1900. */
const dayOfOfxDate = (written: unknown): string | undefined => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(typeof written === 'string' ? written : '');
  const day = m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
  return day !== undefined && isCalendarDay(day) ? day : undefined;
};

/** The statement's credits, or why the file cannot be read (no OFX, a line that does not parse). */
export const creditsOfOfx = (text: string): E.Either<'NOT_OFX', StatementCredit[]> => {
  if (!/<OFX>/i.test(text)) return E.left('NOT_OFX');
  let transactions;
  try {
    transactions = new Ofx(text).toNormalized({ amountMode: 'string', dateMode: 'iso' }).transactions;
  } catch {
    return E.left('NOT_OFX');
  }
  const credits: StatementCredit[] = [];
  for (const tr of transactions) {
    if (tr.direction !== 'credit') continue;
    const cents = centsOfStatementAmount(String(tr.amount ?? ''));
    const postedOn = dayOfOfxDate(tr.raw['DTPOSTED']);
    if (E.isLeft(cents) || postedOn === undefined || tr.fitId === '') return E.left('NOT_OFX');
    credits.push({ account: accountOf(tr.account), fitId: tr.fitId, amountCents: cents.right, postedOn, memo: tr.description });
  }
  return E.right(credits);
};

/** A credit's day as the instant the payment is recorded at: noon in Brasília. */
const paidAtOf = (postedOn: string): Date => new Date(startOfBrazilDay(postedOn).getTime() + 12 * 3_600_000);

/**
 * A bank statement: each credit naming an open charge's txid is recorded at once
 * (once: its account and FITID are its reference, so a statement imported again is recognised
 * line by line, and a line the file repeats is listed as a repeat);
 * one naming a charge already settled (a Pix the PSP told of) is only listed; one of an open
 * charge's exact amount waits for the staff's confirmation; the rest is listed.
 */
export const importStatement = async (
  db: Db,
  credits: readonly StatementCredit[],
  staff: StatementStaff,
  at: Date,
  newId: () => string,
): Promise<t.OutputOf<typeof StatementImport>> => {
  const { lines, repeats } = splitRepeats(credits);
  const imported = await importedStatementLines(db, lines.map(statementLineKey));
  const fresh = lines.filter((c) => !imported.has(statementLineKey(c)));
  const open = await chargesToMatch(db);
  const chargeOf = (id: string) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- ids come from `open` itself
    const c = open.find((o) => o.id === id)!;
    return { id: c.id, orderId: c.orderId, caseNumber: c.caseNumber, dentistName: c.dentistName, number: c.number, count: c.count, amountCents: c.amountCents, dueDate: c.dueDate };
  };
  const answer: t.OutputOf<typeof StatementImport> = {
    recorded: [],
    toConfirm: [],
    settled: [],
    unmatched: [],
    alreadyImported: lines.filter((c) => imported.has(statementLineKey(c))),
    repeated: [...repeats],
  };
  for (const [credit, match] of matchStatement(fresh, open)) {
    if (match.kind === 'none') answer.unmatched.push(credit);
    else if (match.kind === 'settled') answer.settled.push({ credit, charge: chargeOf(match.chargeId) });
    else if (match.kind === 'amount') answer.toConfirm.push({ credit, charge: chargeOf(match.chargeId) });
    else {
      const charge = chargeOf(match.chargeId);
      const done = await recordCredit(db, credit, charge, staff, at, newId);
      answer.recorded.push({ credit, charge, outcome: done });
    }
  }
  return answer;
};

/** One credit recorded as the payment of one charge, by the staff member who imported or confirmed it. */
export const recordCredit = async (
  db: Db,
  credit: StatementCredit,
  charge: { readonly id: string; readonly orderId: string },
  staff: StatementStaff,
  at: Date,
  newId: () => string,
) => {
  const done = await recordPayment(
    db,
    { orderId: charge.orderId, chargeId: charge.id },
    {
      id: newId(),
      source: 'STATEMENT',
      reference: statementLineKey(credit),
      amountCents: credit.amountCents,
      paidAt: paidAtOf(credit.postedOn),
      recordedBy: { id: staff.id, role: staff.role, reason: `Extrato bancário: ${credit.memo}`.slice(0, 500) },
      at,
      historyId: newId(),
    },
  );
  return done.kind === 'repeated' ? ('REPEATED' as const) : done.outcome;
};
