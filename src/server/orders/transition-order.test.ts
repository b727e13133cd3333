import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedMeanwhileCode } from '../../domain/order/order-lifecycle';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { findOrder } from './order.repository';
import { transitionOrder } from './transition-order';

describe.each(testDatabaseTargets())('the one way an order’s status changes, on $name', (target) => {
  let t: TestApp;
  const at = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const fresh = async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, at, randomUUID);
    return (await findOrder(t.db, id!))!;
  };
  const history = (orderId: string) =>
    t.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'actor_id']).where('order_id', '=', orderId).orderBy('changed_at').execute();

  it('moves the order, writes its history entry with the actor, and bumps its version', async () => {
    const order = await fresh();
    const actor = { id: order.dentistId, role: 'DENTIST' as const };
    const result = await t.db.transaction().execute((trx) => transitionOrder(trx, { order, event: { type: 'approve' }, actor, at, historyId: randomUUID() }));
    expect(result).toEqual(E.right({ status: 'APPROVED', caseNumber: order.caseNumber }));
    const after = await t.db.selectFrom('orders').select(['status', 'version']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'APPROVED', version: order.version + 1 });
    expect((await history(order.id)).at(-1)).toEqual({ from_status: 'WAITING_FOR_APPROVAL', to_status: 'APPROVED', actor_id: order.dentistId });
  });

  it('gives a draft its case number on its first send, once', async () => {
    const draft = (await findOrder(t.db, (await t.db.selectFrom('orders').select('id').where('status', '=', 'DRAFT').executeTakeFirstOrThrow()).id))!;
    expect(draft.caseNumber).toBeNull();
    const send = () =>
      t.db
        .transaction()
        .execute((trx) =>
          transitionOrder(trx, { order: draft, event: { type: 'submit', byPost: true }, actor: { id: draft.dentistId, role: 'DENTIST' }, at, historyId: randomUUID() }),
        );
    const sent = await send();
    expect(E.isRight(sent) && sent.right.status).toBe('WAITING_MODEL');
    const caseNumber = E.isRight(sent) ? sent.right.caseNumber : null;
    expect(caseNumber).toEqual(expect.any(Number));
    expect(await t.db.selectFrom('orders').select(['case_number', 'draft_step']).where('id', '=', draft.id).executeTakeFirstOrThrow()).toEqual({
      case_number: caseNumber,
      draft_step: null,
    });
    expect((await history(draft.id)).at(-1)).toEqual({ from_status: 'DRAFT', to_status: 'WAITING_MODEL', actor_id: draft.dentistId });
    // The same draft as it was read: sent already, so nothing more is written.
    const again = await send();
    expect(E.isLeft(again) && again.left.code).toBe(changedMeanwhileCode);
    expect((await t.db.selectFrom('orders').select('case_number').where('id', '=', draft.id).executeTakeFirstOrThrow()).case_number).toBe(caseNumber);
  });

  it('refuses, writing nothing, a change read before another one moved the order', async () => {
    const order = await fresh();
    const actor = { id: order.dentistId, role: 'DENTIST' as const };
    await t.db.transaction().execute((trx) => transitionOrder(trx, { order, event: { type: 'reject', reason: 'Ajustar a linha média' }, actor, at, historyId: randomUUID() }));
    const before = await history(order.id);
    // The same row, read before the rejection, now asks for an approval.
    const stale = await t.db.transaction().execute((trx) => transitionOrder(trx, { order, event: { type: 'approve' }, actor, at, historyId: randomUUID() }));
    expect(E.isLeft(stale) && stale.left.code).toBe(changedMeanwhileCode);
    expect(await history(order.id)).toEqual(before);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('REVIEW_REQUESTED');
  });

  it('leaves nothing behind when the transaction around it rolls back', async () => {
    const order = await fresh();
    const before = await history(order.id);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await transitionOrder(trx, {
          order,
          event: { type: 'cancel', reason: 'Paciente desistiu' },
          actor: { id: order.dentistId, role: 'DENTIST' },
          at,
          historyId: randomUUID(),
        });
        throw new Error('the caller fails after the change');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await history(order.id)).toEqual(before);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('WAITING_FOR_APPROVAL');
  });

  it('answers a move the lifecycle forbids with the domain’s error, writing nothing', async () => {
    const order = await fresh();
    const result = await t.db
      .transaction()
      .execute((trx) => transitionOrder(trx, { order, event: { type: 'sendToAnalysis' }, actor: { id: order.dentistId, role: 'DENTIST' }, at, historyId: randomUUID() }));
    expect(E.isLeft(result)).toBe(true);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('WAITING_FOR_APPROVAL');
  });
});
