import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/support/server/test-app';
import { testDatabaseTargets } from '../../test/support/server/test-database';
import { demoOrderIds } from '../../test/support/server/demo-order-ids';
import { sql } from 'kysely';
import { aRegistration } from '../../test/support/server/registration';

describe('structured logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await startTestApp(testDatabaseTargets()[0]!, { logStream: stream });
  });
  afterAll(() => t.close());

  it('are JSON lines with the route pattern and status, and carry no personal data', async () => {
    const token = await t.login('529.982.247-25');
    await t.app.inject({ url: '/api/orders?search=Jo%C3%A3o%20Pereira', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dentista@demo.com.br', password: 'errada' } });
    await new Promise((resolve) => setImmediate(resolve));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.some((e) => (e.req as { route?: string } | undefined)?.route === '/api/orders')).toBe(true);
    expect(entries.some((e) => (e.res as { statusCode?: number } | undefined)?.statusCode === 401)).toBe(true);
    const text = lines.join('\n');
    for (const secret of ['João', 'Jo%C3%A3o', 'dentista@demo.com.br', '52998224725', '529.982.247-25', 'errada', token, 'Demo@1234']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe.each(testDatabaseTargets())('a database error’s log line on $name', (target) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await startTestApp(target, { logStream: stream });
    // The database refuses the writes, quoting the row in its message as drivers do.
    await sql`create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'refused %', row_to_json(new)::text; end $$`.execute(t.db);
    await sql`create trigger refuse_patients before insert on patients for each row execute function refuse_row()`.execute(t.db);
    await sql`create trigger refuse_users before insert on users for each row execute function refuse_row()`.execute(t.db);
    await sql`create trigger refuse_messages before insert on order_messages for each row execute function refuse_row()`.execute(t.db);
  });
  afterAll(() => t.close());

  it('keeps the error’s class, code and route, and none of the personal values the query carried', async () => {
    const token = await t.login('dentista@demo.com.br');
    const patient = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(token),
      payload: { firstName: 'Gertrudes', lastName: 'Vasconcelos', cpf: '111.444.777-35', gender: 'FEMALE' },
    });
    expect(patient.statusCode).toBe(500);
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/dentist',
      payload: aRegistration,
    });
    expect(registration.statusCode).toBe(500);
    const [order] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const messageType = await t.db.selectFrom('message_types').select('id').executeTakeFirstOrThrow();
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order}/messages`,
      headers: bearer(token),
      payload: { messageTypeId: messageType.id, message: 'Sangramento gengival desde ontem' },
    });
    expect(message.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === 'unexpected error');
    expect(errors.map((e) => e.route)).toEqual(['/api/patients', '/api/dentist', '/api/orders/:id/messages']);
    for (const e of errors) expect(e.err).toMatchObject({ code: 'P0001', type: expect.any(String) });
    const text = lines.join('\n');
    // The phone as typed and stored: its five digits alone turned up once inside a timestamp.
    for (const secret of [
      'Gertrudes',
      'Vasconcelos',
      '11144477735',
      '111.444.777-35',
      'Helena',
      'helena.prado',
      '24681357928',
      '246.813.579-28',
      '91234-5678',
      'Sorriso#2026',
      '$argon2',
      'Sangramento',
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });
});
