import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSubmitted } from '../../../src/contract/draft.contract';
import { bearer, json, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';

const countOf = async (t: TestApp, table: 'orders' | 'order_status_history') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(testDatabaseTargets())('repeated order requests with an idempotency key on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let patientId: string;
  let addressId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    patientId = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/patients?limit=1', headers: bearer(dentista) })).items[0]!.id;
    addressId = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/address', headers: bearer(dentista) })).items[0]!.id;
  });
  afterAll(() => t.close());

  const withKey = (key: string) => ({ ...bearer(dentista), 'idempotency-key': key });
  const createDraft = (key: string) => t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: withKey(key), payload: { patientId } });
  const submit = (id: string, key: string) => t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: withKey(key) });
  /** Fills a draft as a retention plate with models by post: the shortest order that can be sent. */
  const complete = async (id: string) => {
    const patch = (body: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/orders/draft/${id}`, headers: bearer(dentista), payload: body });
    await patch({ key: 'PRODUCT', productCategory: 'PLACA_CONTENCAO' });
    await patch({ key: 'CUSTOMIZE', productCategory: 'PLACA_CONTENCAO', caseType: 'CASO_NOVO', arcadeInferior: true, thickness: 'THICKNESS_100' });
    await patch({ key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' });
    await patch({ key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId });
  };
  const readyDraft = async (key: string) => {
    const { id } = json<{ id: string }>(await createDraft(key));
    await complete(id);
    return id;
  };

  it('opens one draft for twenty simultaneous creations with one key, and answers each with its id', async () => {
    const before = await countOf(t, 'orders');
    const answers = await Promise.all(Array.from({ length: 20 }, () => createDraft('criar-rascunho-0001')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => json<{ id: string }>(a).id)).size).toBe(1);
    expect(await countOf(t, 'orders')).toBe(before + 1);
  });

  it('sends a draft once for twenty simultaneous sends with one key: one case number, one history entry', async () => {
    const id = await readyDraft('criar-rascunho-0002');
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(id, 'enviar-pedido-0002')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => json<DraftSubmitted>(a));
    expect(new Set(bodies.map((b) => b.caseNumber)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ id, status: 'WAITING_MODEL' });
    const history = await t.db.selectFrom('order_status_history').select('to_status').where('order_id', '=', id).where('from_status', '=', 'DRAFT').execute();
    expect(history).toEqual([{ to_status: 'WAITING_MODEL' }]);
    // A retry long after gets the same answer; without the key, the order is simply no longer a draft.
    expect(json<DraftSubmitted>(await submit(id, 'enviar-pedido-0002'))).toEqual(bodies[0]);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) })).statusCode).toBe(409);
  });

  it('refuses a key reused for another order, and a malformed key, changing nothing', async () => {
    const first = await readyDraft('criar-rascunho-0003');
    const second = await readyDraft('criar-rascunho-0004');
    expect((await submit(first, 'enviar-pedido-0003')).statusCode).toBe(200);
    const ordersBefore = await countOf(t, 'orders');
    const historyBefore = await countOf(t, 'order_status_history');
    const reused = await submit(second, 'enviar-pedido-0003');
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toEqual({ message: 'Esta chave de idempotência já foi usada em outra operação.' });
    const malformed = await submit(second, 'curta');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ message: 'O campo Chave de idempotência está inválido.' });
    expect(await countOf(t, 'orders')).toBe(ordersBefore);
    expect(await countOf(t, 'order_status_history')).toBe(historyBefore);
    const draft = await t.db.selectFrom('orders').select('status').where('id', '=', second).executeTakeFirstOrThrow();
    expect(draft.status).toBe('DRAFT');
  });

  it('does not store a failed send: the same key sends the order once it is complete', async () => {
    const { id } = json<{ id: string }>(await createDraft('criar-rascunho-0005'));
    expect((await submit(id, 'enviar-pedido-0005')).statusCode).toBe(400);
    await complete(id);
    const sent = await submit(id, 'enviar-pedido-0005');
    expect(sent.statusCode).toBe(200);
    expect(json<DraftSubmitted>(sent).status).toBe('WAITING_MODEL');
  });
});
