import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { sampleStatement } from '../../../test/support/server/sample-statement';
import { tableCounts } from '../../../test/support/server/table-counts';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { OrderCharges, StatementImport } from '../../contract/charges.contract';
import { maxStatementCharacters, statementTooLongMessage } from '../../domain/payments/statement-match';

const reais = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

describe.each(testDatabaseTargets())('the bank statement imported by the staff on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let atendente: string;
  let charges: OrderCharges['charges'];
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    atendente = await t.login('atendente@demo.com.br');
    const orders = await approvableOrders(t.db, 'dentista@demo.com.br', 2, new Date('2026-11-21T12:00:00Z'), randomUUID);
    charges = [];
    for (const id of orders) {
      await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) });
      charges.push(...json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(dentista) })).charges);
    }
    // Two charges of the same amount: the guess takes the one due nearest the credit.
    expect(charges.map((c) => c.amountCents)).toEqual([charges[0]!.amountCents, charges[0]!.amountCents]);
  });
  afterAll(() => t.close());

  const upload = (ofx: string) => t.app.inject({ method: 'POST', url: '/api/admin/statements', headers: bearer(atendente), payload: { ofx } });
  const statusOf = async (orderId: string, token = dentista) =>
    json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/charges`, headers: bearer(token) })).charges[0]!.status;

  it('records the credits that name a txid, once however often the statement comes, and leaves the guesses to the staff', async () => {
    const [a, b] = charges;
    const orderOf = async (chargeId: string) => (await t.db.selectFrom('charges').select('order_id').where('id', '=', chargeId).executeTakeFirstOrThrow()).order_id;
    const statement = sampleStatement([
      { fitId: 'FIT-A', amount: reais(a!.amountCents), day: '20261122', memo: `PIX RECEBIDO ${a!.txid}` },
      { fitId: 'FIT-TARIFA', amount: '-12.90', day: '20261122', memo: 'TARIFA PIX' },
      { fitId: 'FIT-B', amount: reais(b!.amountCents).replace(',', '.'), day: '20261123', memo: 'PIX RECEBIDO ANA B SOUZA' },
      { fitId: 'FIT-OUTRO', amount: '7,77', day: '20261123', memo: 'TED RECEBIDA' },
    ]);
    const first = json<StatementImport>(await upload(statement));
    expect(first.recorded.map((r) => [r.credit.fitId, r.charge.id, r.outcome])).toEqual([['FIT-A', a!.id, 'PAID']]);
    expect(first.toConfirm.map((r) => [r.credit.fitId, r.charge.id])).toEqual([['FIT-B', b!.id]]);
    expect(first.unmatched.map((c) => [c.fitId, c.amountCents, c.postedOn])).toEqual([['FIT-OUTRO', 777, '2026-11-23']]);
    expect(await statusOf(await orderOf(a!.id))).toBe('PAID');
    expect(await statusOf(await orderOf(b!.id))).toBe('OPEN');

    // The same statement again records nothing more.
    const before = await tableCounts(t.db);
    const again = json<StatementImport>(await upload(statement));
    expect(again.recorded).toEqual([]);
    expect(again.alreadyImported.map((c) => c.fitId)).toEqual(['FIT-A']);
    // The guess stands as it was: a credit already recorded is never guessed onto another charge.
    expect(again.toConfirm.map((r) => [r.credit.fitId, r.charge.id])).toEqual([['FIT-B', b!.id]]);
    expect(await tableCounts(t.db)).toEqual(before);

    // The staff confirm the guess: another amount is refused, its own is recorded.
    const confirm = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/statements/confirm',
        headers: bearer(atendente),
        payload: { account: '0341 12345-6', fitId: 'FIT-B', chargeId: b!.id, amountCents, postedOn: '2026-11-23' },
      });
    expect((await confirm(b!.amountCents + 1)).statusCode).toBe(409);
    expect((await confirm(b!.amountCents)).statusCode).toBe(204);
    expect(await statusOf(await orderOf(b!.id))).toBe('PAID');
    expect((await confirm(b!.amountCents)).statusCode).toBe(409);
    const audit = await t.db.selectFrom('order_audit').select('action').where('action', '=', 'PAYMENT_FROM_STATEMENT').execute();
    expect(audit).toHaveLength(2);
  });

  it('lists a credit naming a charge the PSP already confirmed, without recording it again or guessing it onto another', async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) });
    const [charge] = json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(dentista) })).charges;
    await t.db
      .updateTable('charges')
      .set({ paid_at: new Date('2026-11-22T15:00:00Z') })
      .where('id', '=', charge!.id)
      .execute();
    const before = await tableCounts(t.db);
    const result = json<StatementImport>(await upload(sampleStatement([{ fitId: 'FIT-PSP', amount: reais(charge!.amountCents), day: '20261122', memo: `PIX ${charge!.txid}` }])));
    expect(result.settled.map((r) => [r.credit.fitId, r.charge.id])).toEqual([['FIT-PSP', charge!.id]]);
    expect([result.recorded, result.toConfirm]).toEqual([[], []]);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuses a file that is not an OFX statement with a Portuguese sentence, recording nothing', async () => {
    const before = await tableCounts(t.db);
    for (const ofx of [
      'hello world',
      'OFXHEADER:100\n<OFX>',
      sampleStatement([{ fitId: 'X', amount: 'dez reais', day: '20261122', memo: 'PIX' }]),
      // Days that do not exist are never rolled over to another, nor year 0 read as 1900.
      ...['20260230', '00000101', '20261320'].map((day) => sampleStatement([{ fitId: 'X', amount: '10,00', day, memo: 'PIX' }])),
    ]) {
      const res = await upload(ofx);
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(/^Este arquivo não é um extrato OFX/);
    }
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/statements', headers: bearer(dentista), payload: { ofx: 'x' } })).statusCode).toBe(403);
  });

  it('tells lines apart by account and FITID: one FITID in two accounts pays two charges, and a line the file repeats is listed as a repeat', async () => {
    const ids = await approvableOrders(t.db, 'dentista@demo.com.br', 2, new Date('2026-11-21T12:00:00Z'), randomUUID);
    const owed = [];
    for (const id of ids) {
      await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) });
      owed.push(json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(dentista) })).charges[0]!);
    }
    const [a, b] = owed;
    const line = (c: typeof a) => ({ fitId: '20261122001', amount: reais(c!.amountCents), day: '20261122', memo: `PIX ${c!.txid}` });
    const first = json<StatementImport>(await upload(sampleStatement([line(a), line(a)], { bank: '0341', number: '11111-1' })));
    expect(first.recorded.map((r) => [r.credit.account, r.charge.id, r.outcome])).toEqual([['0341 11111-1', a!.id, 'PAID']]);
    expect(first.repeated.map((c) => [c.account, c.fitId])).toEqual([['0341 11111-1', '20261122001']]);
    // Another bank's account uses the same FITID for another payment: it is its own line.
    const second = json<StatementImport>(await upload(sampleStatement([line(b)], { bank: '0001', number: '22222-2' })));
    expect(second.recorded.map((r) => [r.credit.account, r.charge.id, r.outcome])).toEqual([['0001 22222-2', b!.id, 'PAID']]);
    expect(second.alreadyImported).toEqual([]);
    expect(await statusOf(ids[1]!)).toBe('PAID');
  });

  it('takes a month of a busy provider in one file (10 000 credits), and names the limit past it', async () => {
    const credits = Array.from({ length: 10_000 }, (_, i) => ({
      fitId: `BUSY${i}`,
      amount: `${(i % 997) + 1},00`,
      day: '20261115',
      memo: `PIX RECEBIDO CLIENTE ${i} SEM IDENTIFICACAO`,
    }));
    const busy = sampleStatement(credits, { bank: '0237', number: '99999-9' });
    const res = await upload(busy);
    expect(res.statusCode).toBe(200);
    const answer = json<StatementImport>(res);
    expect(answer.unmatched.length + answer.toConfirm.length).toBe(10_000);
    const before = await tableCounts(t.db);
    const tooLong = await upload(busy.padEnd(maxStatementCharacters + 1, ' '));
    expect([tooLong.statusCode, json<{ message: string }>(tooLong).message]).toEqual([400, statementTooLongMessage]);
    // Past what the body may carry, the same sentence, before the body is read whole.
    const tooLarge = await upload('\u0001'.repeat(maxStatementCharacters + 200));
    expect([tooLarge.statusCode, json<{ message: string }>(tooLarge).message]).toEqual([413, statementTooLongMessage]);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
