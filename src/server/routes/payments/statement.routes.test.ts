import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../../../test/support/server/approvable-orders';
import { sampleStatement } from '../../../../test/support/server/sample-statement';
import { tableCounts } from '../../../../test/support/server/table-counts';
import { bearer, json, startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../../test/support/server/test-database';
import type { OrderCharges, StatementImport } from '../../../contract/charges.contract';

const reais = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

describe.each(testDatabaseTargets())('the bank statement imported by the staff (issue 35) on $name', (target) => {
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
    expect(await statusOf(await orderOf(a!.id))).toBe('PAGA');
    expect(await statusOf(await orderOf(b!.id))).toBe('ABERTA');

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
        payload: { fitId: 'FIT-B', chargeId: b!.id, amountCents, postedOn: '2026-11-23' },
      });
    expect((await confirm(b!.amountCents + 1)).statusCode).toBe(409);
    expect((await confirm(b!.amountCents)).statusCode).toBe(204);
    expect(await statusOf(await orderOf(b!.id))).toBe('PAGA');
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
    for (const ofx of ['hello world', 'OFXHEADER:100\n<OFX>', sampleStatement([{ fitId: 'X', amount: 'dez reais', day: '20261122', memo: 'PIX' }])]) {
      const res = await upload(ofx);
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(/^Este arquivo não é um extrato OFX/);
    }
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/statements', headers: bearer(dentista), payload: { ofx: 'x' } })).statusCode).toBe(403);
  });
});
