import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

/** The statements each request sent, told apart by the request's own async context. */
const perRequest = new AsyncLocalStorage<string[]>();

describe.each(testDatabaseTargets())('order reads’ round trips on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { onQuery: (sql) => perRequest.getStore()?.push(sql) });
  });
  afterAll(() => t.close());

  const statementsOf = async (url: string, token: string): Promise<{ status: number; statements: string[] }> => {
    // The first read checks the session; the one measured finds it checked, as most requests do.
    await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const statements: string[] = [];
    // inject starts when awaited: inside the context, not after it.
    const res = await perRequest.run(statements, async () => await t.app.inject({ method: 'GET', url, headers: bearer(token) }));
    return { status: res.statusCode, statements };
  };

  it('answers the dentist’s order page, in every status, after at most three statements', async () => {
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select(['orders.id', 'users.email'])
      .where('orders.status', '!=', 'DRAFT')
      .execute();
    const tokens = new Map<string, string>();
    for (const order of orders) {
      const token = tokens.get(order.email) ?? (await t.login(order.email));
      tokens.set(order.email, token);
      const { status, statements } = await statementsOf(`/api/orders/${order.id}`, token);
      expect(status).toBe(200);
      expect(statements.length, statements.join('\n')).toBeGreaterThan(0);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    }
  });

  it('answers the staff’s order page, drafts included, after at most three reads and the access log’s one write', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const orders = await t.db.selectFrom('orders').select('id').execute();
    for (const order of orders) {
      const { status, statements } = await statementsOf(`/api/admin/orders/${order.id}`, staff);
      expect(status).toBe(200);
      // LGPD's access log is a write of its own, one statement that finds the patient itself.
      const [logged, reads] = [
        statements.filter((s) => s.startsWith('insert into "patient_access_log"')),
        statements.filter((s) => !s.startsWith('insert into "patient_access_log"')),
      ];
      expect(logged).toHaveLength(1);
      expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(3);
    }
  });

  it('answers another dentist’s order 404 without reading more than the order', async () => {
    const foreign = await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select('orders.id')
      .where('users.email', '!=', 'dentista@demo.com.br')
      .where('orders.status', '!=', 'DRAFT')
      .executeTakeFirstOrThrow();
    const { status, statements } = await statementsOf(`/api/orders/${foreign.id}`, await t.login('dentista@demo.com.br'));
    expect(status).toBe(404);
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
