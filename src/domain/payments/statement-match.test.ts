import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { centsOfStatementAmount, matchStatement, type OpenCharge, splitRepeats, type StatementCredit, statementLineKey } from './statement-match';

const day = fc.integer({ min: 0, max: 120 }).map((d) => new Date(Date.UTC(2026, 9, 1 + d)).toISOString().slice(0, 10));
const txid = fc.stringMatching(/^[A-Z0-9]{25}$/);
const charges = fc.uniqueArray(fc.record({ id: fc.uuid(), txid, amountCents: fc.constantFrom(10_000, 25_050, 84_300), dueDate: day, open: fc.boolean() }), {
  selector: (c) => c.txid,
  minLength: 1,
  maxLength: 8,
});

describe('a statement’s credits matched to the open charges (issue 35)', () => {
  it('reads amounts as integer cents, with a point or a comma, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(centsOfStatementAmount(text)).toEqual(E.right(cents));
        expect(centsOfStatementAmount(text.replace('.', ','))).toEqual(E.right(cents));
      }),
    );
    expect(centsOfStatementAmount('99.9')).toEqual(E.right(9990));
    expect(centsOfStatementAmount('1500')).toEqual(E.right(150000));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/^\s*[+-]?\d{1,12}([.,]\d{1,2})?\s*$/.test(text));
        expect(E.isLeft(centsOfStatementAmount(text))).toBe(true);
      }),
    );
  });

  it('takes the charge whose txid the description carries, whatever the amount, and guesses others by exact amount only', () => {
    fc.assert(
      fc.property(
        charges,
        fc.array(fc.record({ pick: fc.nat(), named: fc.boolean(), amount: fc.constantFrom(10_000, 25_050, 84_300, 1), postedOn: day }), { maxLength: 8 }),
        (open, raw) => {
          const credits: StatementCredit[] = raw.map((r, i) => {
            const target = open[r.pick % open.length]!;
            return {
              account: '0341 1',
              fitId: `F${i}`,
              amountCents: r.amount,
              postedOn: r.postedOn,
              memo: r.named ? `PIX RECEBIDO ${target.txid.toLowerCase()} FULANO` : 'PIX RECEBIDO FULANO',
            };
          });
          const matches = matchStatement(credits, open);
          const guessed = new Set<string>();
          matches.forEach(([credit, match], i) => {
            const target = open[raw[i]!.pick % open.length]!;
            if (raw[i]!.named) expect(match).toEqual({ kind: target.open ? 'txid' : 'settled', chargeId: target.id });
            else if (match.kind === 'amount') {
              const charge = open.find((c) => c.id === match.chargeId)!;
              expect(charge.amountCents).toBe(credit.amountCents);
              // A guess is an open charge: a credit naming no txid never pays one paid already.
              expect(charge.open).toBe(true);
              // Never a charge a credit names, never one guessed twice.
              expect(matches.some(([, m]) => (m.kind === 'txid' || m.kind === 'settled') && m.chargeId === charge.id)).toBe(false);
              expect(guessed.has(charge.id)).toBe(false);
              guessed.add(charge.id);
            } else expect(match.kind).toBe('none');
          });
        },
      ),
    );
  });

  it('guesses the charge due nearest the credit’s day', () => {
    const open: OpenCharge[] = [
      { id: 'a', txid: 'A'.repeat(25), amountCents: 100, dueDate: '2026-11-01', open: true },
      { id: 'b', txid: 'B'.repeat(25), amountCents: 100, dueDate: '2026-12-01', open: true },
    ];
    const credit = (postedOn: string): StatementCredit => ({ account: '0341 1', fitId: postedOn, amountCents: 100, postedOn, memo: 'PIX' });
    expect(matchStatement([credit('2026-11-28')], open)).toEqual([[credit('2026-11-28'), { kind: 'amount', chargeId: 'b' }]]);
    expect(matchStatement([credit('2026-11-03'), credit('2026-11-04')], open).map(([, m]) => m)).toEqual([
      { kind: 'amount', chargeId: 'a' },
      { kind: 'amount', chargeId: 'b' },
    ]);
  });

  it('names a line by its account and FITID, and keeps each line once, the later ones with the same name listed as repeats, in order', () => {
    const line = fc.record({
      account: fc.constantFrom('0341 1', '0341 2', '', 'a#b'),
      fitId: fc.constantFrom('F1', 'F2', '#', 'b#F1'),
      amountCents: fc.nat(),
      postedOn: fc.constant('2026-11-20'),
      memo: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (credits) => {
        const { lines, repeats } = splitRepeats(credits);
        expect(lines.length + repeats.length).toBe(credits.length);
        expect(new Set(lines.map(statementLineKey)).size).toBe(lines.length);
        expect(lines).toEqual(credits.filter((c, i) => credits.findIndex((d) => d.account === c.account && d.fitId === c.fitId) === i));
        expect(repeats).toEqual(credits.filter((c, i) => credits.findIndex((d) => d.account === c.account && d.fitId === c.fitId) !== i));
      }),
    );
    expect(statementLineKey({ account: '0341 1', fitId: 'F1' })).not.toBe(statementLineKey({ account: '0341 2', fitId: 'F1' }));
    expect(statementLineKey({ account: 'a#b', fitId: 'F1' })).not.toBe(statementLineKey({ account: 'a', fitId: 'b#F1' }));
  });
});
