import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('staff corrections of a patient on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('record, for corrections sent at once, each one from what the other left: the trail reads as one chain', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const order = await t.db.selectFrom('orders').select(['id', 'patient_id']).where('status', '!=', 'DRAFT').executeTakeFirstOrThrow();
    const original = await t.db.selectFrom('patients').select(['first_name', 'last_name', 'gender']).where('id', '=', order.patient_id).executeTakeFirstOrThrow();
    const correct = (firstName: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/patients/${order.patient_id}`,
        headers: bearer(staff),
        payload: { firstName, lastName: original.last_name, cpf: '', gender: original.gender ?? 'FEMALE' },
      });
    const answers = await Promise.all([correct('Ana'), correct('Bia'), correct('Cia')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const trail = await t.db.selectFrom('order_audit').select(['before', 'after']).where('order_id', '=', order.id).where('action', '=', 'PATIENT_DATA').execute();
    const steps = trail.map((r): [string, string] => [JSON.parse(r.before!).firstName as string, JSON.parse(r.after!).firstName as string]);
    expect(steps).toHaveLength(3);
    // Starting from the stored name, each correction's "before" is another's "after", ending at the name stored now.
    const now = (await t.db.selectFrom('patients').select('first_name').where('id', '=', order.patient_id).executeTakeFirstOrThrow()).first_name;
    let name = original.first_name;
    const left = [...steps];
    while (left.length > 0) {
      const i = left.findIndex(([before]) => before === name);
      expect(i, `a correction from ${name}`).toBeGreaterThanOrEqual(0);
      name = left.splice(i, 1)[0]![1];
    }
    expect(name).toBe(now);
  });
});
