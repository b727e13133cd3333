import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentOptions } from '../../contract/order-detail.contract';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { demoOrderIds } from '../../../test/support/server/demo-order-ids';
import type { OrderStatus } from '../../domain/order/order-status';

describe.each(testDatabaseTargets())('the dentist’s order page on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  // The three orders of the demo dentist waiting for approval, oldest first.
  let waiting: string[];
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    waiting = await ordersIn('WAITING_FOR_APPROVAL');
  });
  afterAll(() => t.close());

  const ordersIn = (status: OrderStatus, email?: string) => demoOrderIds(t.db, status, email);
  const get = (url: string, token = dentista) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>, token = dentista) =>
    t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
  const detail = async (id: string, token = dentista) => json<OrderDetail>(await get(`/api/orders/${id}?checkout`, token));
  const current = (d: OrderDetail) => d.plannings.find((p) => p.isCurrent)!;
  const conditionId = async (id: string, planningId: string, code: string) =>
    json<PaymentOptions>(await get(`/api/orders/${id}/payment?planningId=${planningId}`)).conditions.find((c) => c.code === code)!.id;
  const historyLength = async (id: string) => (await t.db.selectFrom('order_status_history').select('id').where('order_id', '=', id).execute()).length;

  it('shows the order with its plannings priced in cents, and answers 404 for a foreign or missing order', async () => {
    const [id] = waiting;
    const d = await detail(id!);
    expect(d.status).toBe('WAITING_FOR_APPROVAL');
    expect(d.plannings).toHaveLength(2);
    // 14 steps at R$ 320,00 and two plates at R$ 150,00, less the 10% new-case discount.
    expect(current(d)).toMatchObject({ number: 1, mainSteps: 14, totalCents: 430_200, planningWebViewedAt: null });
    expect(d.statusHistory.at(-1)?.to).toBe('WAITING_FOR_APPROVAL');
    expect(d.bonus).toMatchObject({ product: 'ALINHADORES', wallet: { aligners: 20 }, kol: null, available: { dentist: 20, kol: 0, patient: 0 } });
    expect(d.messageTypes.length).toBeGreaterThan(0);
    const foreign = await get(`/api/orders/${id}`, kol);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ message: 'Pedido não encontrado' });
    expect((await get('/api/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('walks the approval pre-check step by step, then approves once', async () => {
    const [id] = waiting;
    const planningId = current(await detail(id!)).id;
    const approve = () => send('POST', `/api/orders/${id}/approve`);
    expect(json(await approve())).toEqual({ message: 'Veja o planejamento (visualização web e arquivo) antes de aprovar.' });
    expect((await send('POST', `/api/orders/${id}/planning/view`, { type: 'WEB', planningId })).statusCode).toBe(204);
    expect((await approve()).statusCode).toBe(409);
    const file = await get(`/api/orders/${id}/planning-file/${planningId}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await send('POST', `/api/orders/${id}/planning/view`, { type: 'FILE', planningId });
    expect(json(await approve())).toEqual({ message: 'Escolha a condição de pagamento antes de aprovar.' });
    const card = await conditionId(id!, planningId, 'CREDIT_CARD');
    expect((await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: card, installments: 13 })).statusCode).toBe(400);
    await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: card });
    expect(json(await approve())).toEqual({ message: 'Escolha o número de parcelas antes de aprovar.' });
    const paid = await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: card, installments: 3 });
    expect(json(paid)).toMatchObject({ paymentMethodCode: 'CREDIT_CARD', installmentQuantity: 3 });
    const before = await historyLength(id!);
    expect(json(await approve())).toEqual({ status: 'APPROVED' });
    expect(json(await approve())).toEqual({ status: 'APPROVED' });
    expect(await historyLength(id!)).toBe(before + 1);
    const after = await detail(id!);
    expect(after.planningSurveyPending).toBe(true);
    // The survey is the dentist's: the staff's page of the same order never offers it.
    const staff = await t.login('atendente@demo.com.br');
    expect(json<OrderDetail>(await get(`/api/admin/orders/${id}`, staff)).planningSurveyPending).toBe(false);
    // Decided plannings no longer change.
    expect((await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: card, installments: 2 })).statusCode).toBe(409);
  });

  it('makes one transition out of twenty simultaneous approvals', async () => {
    const [, id] = waiting;
    const planningId = current(await detail(id!)).id;
    await send('POST', `/api/orders/${id}/planning/view`, { type: 'WEB', planningId });
    await send('POST', `/api/orders/${id}/planning/view`, { type: 'FILE', planningId });
    await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: await conditionId(id!, planningId, 'PIX') });
    const before = await historyLength(id!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', `/api/orders/${id}/approve`)));
    expect(answers.every((a) => a.statusCode === 200 && json<{ status: string }>(a).status === 'APPROVED')).toBe(true);
    expect(await historyLength(id!)).toBe(before + 1);
  });

  it('applies bonus balance within the rules, once however often repeated, and removes the new-case discount', async () => {
    const [, , id] = waiting;
    const planningId = current(await detail(id!)).id;
    const stepDiscounts = current(await detail(id!)).discounts.filter((x) => x.stepRange !== null);
    expect(stepDiscounts).not.toEqual([]);
    const balance = (body: Record<string, unknown>) => send('POST', `/api/orders/${id}/planning/${planningId}/balance`, body);
    const over = await balance({ dentist: 15, kol: 0 });
    expect(over.statusCode).toBe(400);
    expect(json(over)).toEqual({ message: 'O total de etapas selecionadas não pode ser maior que o total de etapas do pedido.' });
    expect((await balance({ dentist: 0, kol: 1 })).statusCode).toBe(400);
    expect((await balance({ dentist: 0, kol: 0, patient: 1 })).statusCode).toBe(400);
    await Promise.all([balance({ dentist: 4, kol: 0 }), balance({ dentist: 4, kol: 0 }), balance({ dentist: 4, kol: 0 })]);
    const d = await detail(id!);
    // An upper-only order: 14 steps of one arch at R$ 190,00 and one plate; 4 steps paid by the
    // wallet, and the 10-16 discount goes with the first bonus.
    expect(current(d)).toMatchObject({ bonus: { dentist: 4, kol: 0, patient: 0 }, totalCents: 10 * 19_000 + 15_000, discounts: [] });
    expect(d.bonus.wallet.aligners).toBe(16);
    expect(d.bonus.available.dentist).toBe(20);
    // Back to zero: the balance returns, the discount stays removed.
    await balance({ dentist: 0, kol: 0 });
    const zero = await detail(id!);
    expect(zero.bonus.wallet.aligners).toBe(20);
    expect(current(zero).totalCents).toBe(14 * 19_000 + 15_000);
    // The page can say why: the discount is listed as lost for good.
    expect(current(zero).lostDiscounts).toEqual(stepDiscounts);
  });

  it('applies and removes an upgrade, and changes the current planning', async () => {
    const [, , id] = waiting;
    const d = await detail(id!);
    const planningId = current(d).id;
    const offer = d.offers[0]!;
    expect(json(await send('PATCH', `/api/orders/${id}/apply-offer/${offer.id}`, { planningId }))).toEqual({ name: offer.name });
    expect(current(await detail(id!)).totalCents).toBe(current(d).totalCents + offer.priceCents);
    expect(json(await send('POST', `/api/orders/${id}/remove-offer`, { planningId }))).toEqual({ name: offer.name });
    expect((await send('POST', `/api/orders/${id}/remove-offer`, { planningId })).statusCode).toBe(409);
    const other = d.plannings.find((p) => !p.isCurrent)!;
    await send('POST', `/api/orders/${id}/payment`, { planningId, paymentConditionId: await conditionId(id!, planningId, 'PIX') });
    expect((await send('POST', `/api/orders/${id}/planning/${other.id}/current`)).statusCode).toBe(204);
    const switched = await detail(id!);
    expect(current(switched).id).toBe(other.id);
    expect(switched.plannings.filter((p) => p.isCurrent)).toHaveLength(1);
    // The payment was chosen for the other planning.
    expect(switched.payment).toBeNull();
  });

  it('keeps the KOL within 6 bonus steps a month and offers the refinement bonus only on the continuation', async () => {
    const [id] = await ordersIn('WAITING_FOR_APPROVAL', 'kol@demo.com.br');
    const d = await detail(id!, kol);
    expect(d.caseType).toBe('CASO_CONTINUACAO');
    expect(d.bonus).toMatchObject({ kol: { aligners: 12 }, available: { kol: 12, patient: 3, kolUsedThisMonth: 0 } });
    const planningId = current(d).id;
    // An 11-step planning: wallet and KOL fit, the refinement steps on top do not.
    await t.db.updateTable('planning_items').set({ quantity: 11 }).where('planning_id', '=', planningId).where('main', '=', true).execute();
    const balance = (body: Record<string, unknown>) => send('POST', `/api/orders/${id}/planning/${planningId}/balance`, body, kol);
    expect(json(await balance({ dentist: 0, kol: 7 }))).toEqual({ message: 'O limite de 6 etapas bonificadas por mês do programa KOL foi atingido.' });
    expect(json(await balance({ dentist: 4, kol: 6, patient: 3 }))).toEqual({ message: 'O total de etapas bonificadas não pode ser maior que o total de etapas do pedido.' });
    expect((await balance({ dentist: 2, kol: 6, patient: 3 })).statusCode).toBe(200);
    const after = await detail(id!, kol);
    expect(current(after).bonus).toEqual({ dentist: 2, kol: 6, patient: 3 });
    expect(after.bonus.available).toMatchObject({ kol: 12, patient: 3, kolUsedThisMonth: 0 });
    expect(after.bonus.kol?.aligners).toBe(6);
  });

  it('rejects with a reason and gives the reserved balance back', async () => {
    const [, , id] = waiting;
    const planningId = current(await detail(id!)).id;
    await send('POST', `/api/orders/${id}/planning/${planningId}/balance`, { dentist: 5, kol: 0 });
    expect((await detail(id!)).bonus.wallet.aligners).toBe(15);
    expect(json(await send('POST', `/api/orders/${id}/reject`, { reason: 'Prefiro manter a linha média' }))).toEqual({ status: 'REVIEW_REQUESTED' });
    const d = await detail(id!);
    expect(d.bonus.wallet.aligners).toBe(20);
    expect(d.statusHistory.at(-1)).toMatchObject({ from: 'WAITING_FOR_APPROVAL', to: 'REVIEW_REQUESTED', reason: 'Prefiro manter a linha média', actorName: 'Ana Beatriz Souza' });
    expect((await send('POST', `/api/orders/${id}/planning/${planningId}/balance`, { dentist: 1, kol: 0 })).statusCode).toBe(409);
  });

  it('changes addresses until production, only to the dentist’s own', async () => {
    const [id] = await ordersIn('ANALYSIS');
    const own = await t.db
      .selectFrom('addresses')
      .innerJoin('users', 'users.id', 'addresses.dentist_id')
      .select('addresses.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .execute();
    const foreign = await t.db
      .selectFrom('addresses')
      .innerJoin('users', 'users.id', 'addresses.dentist_id')
      .select('addresses.id')
      .where('users.email', '=', 'kol@demo.com.br')
      .executeTakeFirstOrThrow();
    expect(json(await send('PATCH', `/api/orders/${id}/address`, { shippingAddressId: own[1]!.id }))).toEqual({ kind: 'shipping' });
    expect(json(await send('PATCH', `/api/orders/${id}/address`, { billingAddressId: own[0]!.id }))).toEqual({ kind: 'billing' });
    const d = await detail(id!);
    expect(d.shippingAddress?.id).toBe(own[1]!.id);
    expect(d.billingAddress?.id).toBe(own[0]!.id);
    expect((await send('PATCH', `/api/orders/${id}/address`, { shippingAddressId: foreign.id })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/orders/${id}/address`, { shippingAddressId: 'x' })).statusCode).toBe(400);
    const [production] = await ordersIn('PRODUCTION');
    expect((await send('PATCH', `/api/orders/${production}/address`, { shippingAddressId: own[1]!.id })).statusCode).toBe(409);
  });

  it('exchanges messages on the order, refusing blank ones and foreign orders', async () => {
    const [id] = waiting;
    const d = await detail(id!);
    const typeId = d.messageTypes[0]!.id;
    expect((await send('POST', `/api/orders/${id}/messages`, { messageTypeId: typeId, message: '   ' })).statusCode).toBe(400);
    const posted = await send('POST', `/api/orders/${id}/messages`, { messageTypeId: typeId, message: 'Posso antecipar a entrega?' });
    expect(posted.statusCode).toBe(201);
    expect(json(posted)).toMatchObject({ author: { name: 'Ana Beatriz Souza', staff: false }, message: 'Posso antecipar a entrega?' });
    const page = json<{ items: { message: string; author: { staff: boolean } }[]; total: number }>(await get(`/api/orders/${id}/messages?page=1&limit=999`));
    expect(page.total).toBe(2);
    expect(page.items[0]!.author.staff).toBe(true);
    expect(page.items[1]!.message).toBe('Posso antecipar a entrega?');
    expect((await get(`/api/orders/${id}/messages`, kol)).statusCode).toBe(404);
    expect((await send('POST', `/api/orders/${id}/messages`, { messageTypeId: typeId, message: 'oi' }, kol)).statusCode).toBe(404);
  });

  it('rates a decided planning once', async () => {
    const [id] = await ordersIn('APPROVED');
    const d = await detail(id!);
    const planningId = current(d).id;
    const submission = (score: number | null) => ({ origin: 'ORDER_DETAIL', type: 'PLANNING', answers: [{ question: 'Nota do planejamento', score, answer: '' }] });
    expect((await send('POST', `/api/nps/planning/${planningId}`, submission(null))).statusCode).toBe(400);
    expect((await send('POST', `/api/nps/planning/${planningId}`, submission(9), kol)).statusCode).toBe(404);
    expect((await send('POST', `/api/nps/planning/${planningId}`, submission(9))).statusCode).toBe(201);
    expect((await send('POST', `/api/nps/planning/${planningId}`, submission(8))).statusCode).toBe(409);
    expect((await send('PATCH', `/api/nps/planning/${planningId}`, { code: 'ANSWER_LATER' })).statusCode).toBe(204);
    expect((await send('PATCH', `/api/nps/planning/${planningId}`, { code: 'MAYBE' })).statusCode).toBe(400);
  });

  it('takes new files while waiting for them, replaces one, serves them back, and refuses them otherwise', async () => {
    const upload = async (kind: string, name: string, content: Buffer) => {
      const body = multipartBody(name, content, 'application/octet-stream');
      return json<{ id: string }>(
        await t.app.inject({ method: 'POST', url: `/api/attachments?kind=${kind}`, headers: { ...bearer(dentista), ...body.headers }, payload: body.payload }),
      ).id;
    };
    const [id] = await ordersIn('WAITING_NEW_MODEL');
    const first = await upload('MODEL_SUPERIOR', 'superior.stl', sampleFiles.binaryStl(20));
    expect((await send('POST', `/api/orders/${id}/attachment`, { attachmentId: first, type: 'MODEL_INFERIOR' })).statusCode).toBe(400);
    expect((await send('POST', `/api/orders/${id}/attachment`, { attachmentId: first, type: 'MODEL_SUPERIOR' })).statusCode).toBe(204);
    const second = await upload('MODEL_SUPERIOR', 'superior-2.stl', sampleFiles.asciiStl());
    expect((await send('PATCH', `/api/orders/${id}/attachment/${first}`, { attachmentId: second })).statusCode).toBe(204);
    const d = await detail(id!);
    expect(d.attachments.filter((a) => a.type === 'MODEL_SUPERIOR').map((a) => a.id)).toEqual([second]);
    const file = await get(`/api/orders/${id}/attachment/${second}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(sampleFiles.asciiStl());
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''superior-2.stl");
    expect((await get(`/api/orders/${id}/attachment/${second}`, kol)).statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/attachment/${first}`)).statusCode).toBe(404);
    const [analysis] = await ordersIn('ANALYSIS');
    expect((await send('POST', `/api/orders/${analysis}/attachment`, { attachmentId: second, type: 'MODEL_SUPERIOR' })).statusCode).toBe(409);
  });
});
