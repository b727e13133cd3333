import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  centsOfStatementAmount,
  matchStatement,
  maxStatementCharacters,
  type OpenCharge,
  splitRepeats,
  type StatementCredit,
  statementAmountMessage,
  statementLineKey,
  statementTooLongMessage,
} from './statement-match';

const day = fc.integer({ min: 0, max: 120 }).map((d) => new Date(Date.UTC(2026, 9, 1 + d)).toISOString().slice(0, 10));
const txid = fc.stringMatching(/^[A-Z0-9]{25}$/);
const charges = fc.uniqueArray(fc.record({ id: fc.uuid(), txid, amountCents: fc.constantFrom(10_000, 25_050, 84_300), dueDate: day, open: fc.boolean() }), {
  selector: (c) => c.txid,
  minLength: 1,
  maxLength: 8,
});

describe('a statement’s credits matched to the open charges', () => {
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

  it('finds a txid however the bank wrote it around and within it, and trims the amount it reads', () => {
    const open: OpenCharge[] = [
      { id: 'a', txid: 'ABC123DEF456', amountCents: 500, dueDate: '2026-11-20', open: true },
      { id: 'b', txid: 'ZZZ999', amountCents: 500, dueDate: '2026-11-20', open: true },
    ];
    const credit = (memo: string): StatementCredit => ({ account: '0341 1', fitId: memo, amountCents: 700, postedOn: '2026-11-20', memo });
    const matches = matchStatement([credit('PIX RECEBIDO abc-123 def.456 FULANO'), credit('pix zzz999'), credit('PIX ABC'), credit('')], open).map(([, m]) => m);
    expect(matches).toEqual([{ kind: 'txid', chargeId: 'a' }, { kind: 'txid', chargeId: 'b' }, { kind: 'none' }, { kind: 'none' }]);
    expect(centsOfStatementAmount('  12,5 ')).toEqual(E.right(1250));
    expect(centsOfStatementAmount('-0.07')).toEqual(E.right(-7));
    for (const bad of ['x12', '12x', '12,345', '', '+', '1.2.3']) expect([bad, centsOfStatementAmount(bad)]).toEqual([bad, E.left(statementAmountMessage)]);
  });

  it('never guesses by amount a charge that a later credit of the statement names, and takes each guess once', () => {
    const open: OpenCharge[] = [
      { id: 'named', txid: 'TXID0001', amountCents: 900, dueDate: '2026-11-20', open: true },
      { id: 'other', txid: 'TXID0002', amountCents: 900, dueDate: '2026-12-20', open: true },
    ];
    const credit = (fitId: string, memo: string): StatementCredit => ({ account: '0341 1', fitId, amountCents: 900, postedOn: '2026-11-20', memo });
    const matched = matchStatement([credit('1', 'PIX'), credit('2', 'PIX'), credit('3', 'PIX TXID0001'), credit('4', 'PIX')], open).map(([, m]) => m);
    expect(matched).toEqual([{ kind: 'amount', chargeId: 'other' }, { kind: 'none' }, { kind: 'txid', chargeId: 'named' }, { kind: 'none' }]);
    // A settled charge a credit names is no guess's either: it is paid.
    const settled = matchStatement([credit('5', 'PIX'), credit('6', 'PIX TXID0001')], [{ ...open[0]!, open: false }, open[1]!]).map(([, m]) => m);
    expect(settled).toEqual([
      { kind: 'amount', chargeId: 'other' },
      { kind: 'settled', chargeId: 'named' },
    ]);
  });

  it('says why it cannot read an amount or a statement in whole sentences', () => {
    for (const sentence of [statementAmountMessage, statementTooLongMessage]) expect(sentence).toMatch(/^[A-Z].{30,}\.$/);
    expect(statementTooLongMessage).toContain('5 milhões de caracteres');
    expect(maxStatementCharacters).toBe(5_000_000);
  });
});
