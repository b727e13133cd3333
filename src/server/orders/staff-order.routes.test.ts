import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderDetail, Product, StaffMember, StatusPage } from '../../contract/staff-order.contract';
import type { OrderDetail } from '../../contract/order-detail.contract';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { demoOrderIds } from '../../../test/support/server/demo-order-ids';
import type { OrderStatus } from '../../domain/order/order-status';

describe.each(testDatabaseTargets())('the attendant area on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let planner: string;
  let dentista: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    staff = await t.login('atendente@demo.com.br');
    planner = await t.login('planejador@demo.com.br');
    dentista = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  const orderIn = async (status: OrderStatus) => (await demoOrderIds(t.db, status))[0]!;
  const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>, token = staff) =>
    t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
  const detail = async (id: string) => json<StaffOrderDetail>(await get(`/api/admin/orders/${id}`));

  it('answers 403 to a dentist on every admin call', async () => {
    const id = await orderIn('RECEIVED');
    const calls: [string, string][] = [
      ['GET', `/api/admin/orders/${id}`],
      ['PATCH', `/api/admin/orders/${id}`],
      ['POST', `/api/admin/orders/${id}/cancel`],
      ['PATCH', `/api/admin/orders/${id}/request-approval`],
      ['POST', `/api/admin/orders/${id}/add-balance`],
      ['POST', `/api/admin/orders/${id}/plannings`],
      ['PATCH', `/api/admin/orders/${id}/address`],
      ['PATCH', `/api/admin/orders/${id}/patient/${id}`],
      ['GET', `/api/admin/orders/${id}/messages`],
      ['POST', `/api/admin/orders/${id}/messages`],
      ['POST', `/api/admin/orders/${id}/plannings/${id}/product`],
      ['DELETE', `/api/admin/orders/${id}/plannings/${id}/discount`],
      ['GET', `/api/admin/orders/${id}/planning-file/${id}`],
      ['GET', '/api/admin/order-statuses'],
      ['GET', '/api/admin/message-types'],
      ['GET', '/api/admin/users/consultants'],
      ['GET', '/api/admin/users/employees'],
      ['GET', '/api/admin/products'],
      ['PATCH', `/api/dentist/${id}/onyx-code`],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(dentista), payload: method === 'GET' ? undefined : {} });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  it('lists statuses 20 to a page, message types, consultants and employees', async () => {
    const first = json<StatusPage>(await get('/api/admin/order-statuses'));
    expect(first).toMatchObject({ total: 21, page: 1, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(json<StatusPage>(await get('/api/admin/order-statuses?page=2')).items.map((s) => s.code)).toEqual(['WAITING_FOR_PAYMENT']);
    expect(json<unknown[]>(await get('/api/admin/message-types')).length).toBe(5);
    expect(json<StaffMember[]>(await get('/api/admin/users/consultants')).map((c) => c.name)).toEqual(['Fernanda Costa']);
    expect(json<{ total: number }>(await get('/api/admin/users/employees?page=1&limit=999')).total).toBe(3);
  });

  it('takes an order from received to virtual planning, builds a planning and requests approval, all in the audit trail', async () => {
    const id = await orderIn('RECEIVED');
    let d = await detail(id);
    expect(d.nextStatuses).toEqual(['ANALYSIS']);
    const patch = (body: Record<string, unknown>) => send('PATCH', `/api/admin/orders/${id}`, { version: d.version, ...body });
    expect((await patch({ statusId: 'ANALYSIS' })).statusCode).toBe(400);
    expect((await patch({ statusId: 'VIRTUAL_PLANNING', statusChangeReason: 'pulo' })).statusCode).toBe(409);
    for (const statusId of ['ANALYSIS', 'WAITING_VIRTUAL_PLANNING', 'VIRTUAL_PLANNING']) {
      const res = await patch({ statusId, statusChangeReason: 'Arquivos conferidos' });
      expect(res.statusCode).toBe(200);
      d = json<StaffOrderDetail>(res);
    }
    expect(d.status).toBe('VIRTUAL_PLANNING');
    expect(d.planningEditable).toBe(true);
    expect((await send('PATCH', `/api/admin/orders/${id}/request-approval`)).json()).toEqual({ message: 'Crie um planejamento antes de solicitar a aprovação.' });

    const created = await send('POST', `/api/admin/orders/${id}/plannings`, { basedOnPrevious: false }, planner);
    expect(created.statusCode).toBe(201);
    const planningId = json<{ id: string }>(created).id;
    const products = json<Product[]>(await get('/api/admin/products'));
    const step = products.find((p) => p.code === 'ALIGNER_STEP' && p.pricingKind === 'SEGMENT')!;
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/product`, { productId: step.id, quantity: 0 })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/product`, { productId: step.id, quantity: 12 })).statusCode).toBe(204);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/discount`, { description: 'Campanha', type: 'PERCENTAGE', value: 10_001 })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/discount`, { description: 'Campanha de novembro', type: 'VALUE', value: 40_000 })).statusCode).toBe(
      204,
    );
    d = await detail(id);
    const planning = d.plannings.find((p) => p.id === planningId)!;
    // 12 steps at R$ 320,00 less R$ 400,00.
    expect(planning).toMatchObject({ mainSteps: 12, totalCents: 12 * 32_000 - 40_000, isCurrent: true });
    // A case of both arches: removing one reprices the steps for one arch, adding it back for both.
    expect([d.arcadeSuperior, d.arcadeInferior]).toEqual([true, true]);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/remove-arcade`, { arcade: 'SUPERIOR' })).statusCode).toBe(204);
    const oneArch = await detail(id);
    expect(oneArch.arcadeSuperior).toBe(false);
    expect(oneArch.plannings.find((p) => p.id === planningId)).toMatchObject({ mainSteps: 12, totalCents: 12 * 19_000 - 40_000 });
    expect(oneArch.plannings.find((p) => p.id === planningId)!.items.map((i) => [i.productCode, i.description, i.quantity])).toEqual([
      ['ALIGNER_STEP_SINGLE', 'Etapas de alinhadores (uma arcada)', 12],
    ]);
    expect(oneArch.audit[0]).toMatchObject({
      action: 'ARCADE_REMOVED',
      before: { totalCents: 12 * 32_000 - 40_000 },
      after: { arch: 'upper', totalCents: 12 * 19_000 - 40_000 },
    });
    await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/add-arcade`, { arcade: 'SUPERIOR' });
    expect((await detail(id)).plannings.find((p) => p.id === planningId)).toMatchObject({ totalCents: 12 * 32_000 - 40_000 });

    const based = json<{ id: string }>(await send('POST', `/api/admin/orders/${id}/plannings`, { basedOnPrevious: true }));
    d = await detail(id);
    expect(d.plannings.find((p) => p.id === based.id)).toMatchObject({ number: 2, isCurrent: true, totalCents: planning.totalCents });
    expect(json(await send('PATCH', `/api/admin/orders/${id}/request-approval`))).toEqual({ status: 'WAITING_FOR_APPROVAL' });
    d = await detail(id);
    expect(d.planningEditable).toBe(false);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${based.id}/product`, { productId: step.id, quantity: 1 })).statusCode).toBe(409);
    const actions = d.audit.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['EDIT', 'PLANNING_CREATED', 'PRODUCT_ADDED', 'DISCOUNT_ADDED', 'ARCADE_ADDED', 'ARCADE_REMOVED', 'REQUEST_APPROVAL']));
    const statusEdit = d.audit.find((a) => a.action === 'EDIT' && a.after.status === 'ANALYSIS')!;
    expect(statusEdit).toMatchObject({ actorName: 'Juliana Rocha', before: { status: 'RECEIVED' }, reason: 'Arquivos conferidos' });

    // The dentist sees it waiting for approval, with the attendant's planning.
    const theirs = json<OrderDetail>(await get(`/api/orders/${id}`, dentista));
    expect(theirs.status).toBe('WAITING_FOR_APPROVAL');
    expect(theirs.plannings.find((p) => p.isCurrent)?.id).toBe(based.id);
  });

  it('refuses an edit made from a stale version, and a case number already in use', async () => {
    const id = await orderIn('ANALYSIS');
    const d = await detail(id);
    const first = await send('PATCH', `/api/admin/orders/${id}`, { version: d.version, forecastComment: 'Previsão após análise', forecastApprovalDate: '2026-12-10' });
    expect(first.statusCode).toBe(200);
    expect(json<StaffOrderDetail>(first)).toMatchObject({ forecastComment: 'Previsão após análise', forecastApprovalDate: '2026-12-10' });
    const second = await send('PATCH', `/api/admin/orders/${id}`, { version: d.version, forecastComment: 'Outra previsão' }, planner);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toEqual({ message: 'Outra pessoa alterou este pedido enquanto você editava. Recarregamos os dados: confira e salve de novo.' });
    expect((await detail(id)).forecastComment).toBe('Previsão após análise');
    const other = await detail(await orderIn('PRODUCTION'));
    const fresh = await detail(id);
    expect((await send('PATCH', `/api/admin/orders/${id}`, { version: fresh.version, caseNumber: other.caseNumber })).statusCode).toBe(409);
    expect((await send('PATCH', `/api/admin/orders/${id}`, { version: fresh.version, forecastApprovalDate: '10/12/2026' })).statusCode).toBe(400);
    // A dentist is no consultant: refused, and the forecast sent with it is not written either.
    const consultant = await send('PATCH', `/api/admin/orders/${id}`, { version: fresh.version, forecastComment: 'Junto com o consultor', relationshipConsultantId: d.dentist.id });
    expect([consultant.statusCode, json(consultant)]).toEqual([400, { message: 'Pessoa da equipe não encontrada.' }]);
    expect(await detail(id)).toMatchObject({ version: fresh.version, forecastComment: 'Previsão após análise' });
  });

  it('sets consultants for the order or the dentist, changes patient and address, adds balance, cancels with a reason', async () => {
    const id = await orderIn('ANALYSIS');
    const d = await detail(id);
    const [consultant] = json<StaffMember[]>(await get('/api/admin/users/consultants'));
    const edited = await send('PATCH', `/api/admin/orders/${id}`, {
      version: d.version,
      relationshipConsultantId: consultant!.id,
      relationshipConsultantSaveType: 'DENTIST',
      acquisitionConsultantId: d.patient.id,
    });
    expect(edited.statusCode).toBe(400);
    const ok = await send('PATCH', `/api/admin/orders/${id}`, { version: d.version, relationshipConsultantId: consultant!.id, relationshipConsultantSaveType: 'DENTIST' });
    expect(json<StaffOrderDetail>(ok).relationshipConsultantId).toBe(consultant!.id);
    const dentist = await t.db.selectFrom('users').select('relationship_consultant_id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow();
    expect(dentist.relationship_consultant_id).toBe(consultant!.id);

    const patients = await t.db
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.dentist_id')
      .select('patients.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .execute();
    const otherPatient = patients.find((p) => p.id !== d.patient.id)!.id;
    const foreignPatient = (
      await t.db
        .selectFrom('patients')
        .innerJoin('users', 'users.id', 'patients.dentist_id')
        .select('patients.id')
        .where('users.email', '=', 'kol@demo.com.br')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await send('PATCH', `/api/admin/orders/${id}/patient/${foreignPatient}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/orders/${id}/patient/${otherPatient}`)).statusCode).toBe(204);
    const addresses = await t.db
      .selectFrom('addresses')
      .innerJoin('users', 'users.id', 'addresses.dentist_id')
      .select('addresses.id')
      .where('users.email', '=', 'dentista@demo.com.br')
      .execute();
    const address = addresses.find((a) => a.id !== d.shippingAddress?.id)!.id;
    expect((await send('PATCH', `/api/admin/orders/${id}/address`, { shippingAddressId: address })).statusCode).toBe(204);
    expect((await send('POST', `/api/admin/orders/${id}/add-balance`, { type: 'DENTIST', amount: 0, product: 'ALINHADORES' })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/orders/${id}/add-balance`, { type: 'DENTIST', amount: 5, product: 'ALINHADORES' })).statusCode).toBe(204);
    const after = await detail(id);
    expect(after.patient.id).toBe(otherPatient);
    expect(after.shippingAddress?.id).toBe(address);
    expect(after.bonus.wallet.aligners).toBe(d.bonus.wallet.aligners + 5);
    expect((await send('POST', `/api/admin/orders/${id}/cancel`, { reason: '' })).statusCode).toBe(400);
    expect(json(await send('POST', `/api/admin/orders/${id}/cancel`, { reason: 'Pedido duplicado' }))).toEqual({ status: 'CANCELLED' });
    expect((await detail(id)).statusHistory.at(-1)).toMatchObject({ to: 'CANCELLED', reason: 'Pedido duplicado', actorName: 'Juliana Rocha' });
  });

  it('sets the dentist’s Onyx code, uploads a planning file and serves it to the dentist', async () => {
    const dentistId = (await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow()).id;
    expect((await send('PATCH', `/api/dentist/${dentistId}/onyx-code`, { onyxCode: ' ' })).statusCode).toBe(400);
    expect(json(await send('PATCH', `/api/dentist/${dentistId}/onyx-code`, { onyxCode: 'ONX-4471' }))).toEqual({ onyxCode: 'ONX-4471' });
    const id = await orderIn('VIRTUAL_PLANNING');
    const planningId = json<{ id: string }>(await send('POST', `/api/admin/orders/${id}/plannings`, { basedOnPrevious: false })).id;
    const pdf = Buffer.from('%PDF-1.4\n% relatório do planejamento\n%%EOF\n');
    const body = multipartBody('planejamento.pdf', pdf, 'application/pdf');
    const dentistUpload = await t.app.inject({
      method: 'POST',
      url: '/api/attachments?kind=PLANNING_FILE',
      headers: { ...bearer(dentista), ...body.headers },
      payload: body.payload,
    });
    expect(dentistUpload.statusCode).toBe(403);
    const uploaded = json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: '/api/attachments?kind=PLANNING_FILE', headers: { ...bearer(staff), ...body.headers }, payload: body.payload }),
    );
    expect((await send('PATCH', `/api/admin/orders/${id}/plannings/${planningId}`, { viewerUrl: 'http://inseguro.example' })).statusCode).toBe(400);
    expect(
      (
        await send('PATCH', `/api/admin/orders/${id}/plannings/${planningId}`, {
          fileAttachmentId: uploaded.id,
          viewerUrl: 'https://viewer.example.com/caso/1',
          comment: 'Planejamento com IPR',
        })
      ).statusCode,
    ).toBe(204);
    const d = await detail(id);
    expect(d.dentistOnyxCode).toBe('ONX-4471');
    expect(d.planningFiles.find((f) => f.planningId === planningId)).toMatchObject({ viewerUrl: 'https://viewer.example.com/caso/1' });
    const file = await get(`/api/orders/${id}/planning-file/${planningId}`, dentista);
    expect(file.rawPayload).toEqual(pdf);
  });

  it('exchanges messages with the dentist', async () => {
    const id = await orderIn('ANALYSIS');
    const [type] = json<{ id: string }[]>(await get('/api/admin/message-types'));
    const posted = await send('POST', `/api/admin/orders/${id}/messages`, { messageTypeId: type!.id, message: 'Recebemos os arquivos.' });
    expect(json(posted)).toMatchObject({ author: { name: 'Juliana Rocha', staff: true } });
    const theirs = json<{ items: { message: string }[] }>(await get(`/api/orders/${id}/messages`, dentista));
    expect(theirs.items.map((m) => m.message)).toContain('Recebemos os arquivos.');
  });

  it('removes products and discounts, sets the balance, and links, replaces and serves files as staff', async () => {
    const id = await orderIn('VIRTUAL_PLANNING');
    const planningId = json<{ id: string }>(await send('POST', `/api/admin/orders/${id}/plannings`, { basedOnPrevious: false })).id;
    const [step] = json<Product[]>(await get('/api/admin/products'));
    await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/product`, { productId: step!.id, quantity: 10 });
    await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/discount`, { description: 'Cortesia', type: 'PERCENTAGE', value: 500 });
    let planning = (await detail(id)).plannings.find((p) => p.id === planningId)!;
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/balance`, { dentist: 11, kol: 0 })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/orders/${id}/plannings/${planningId}/balance`, { dentist: 2, kol: 0 })).statusCode).toBe(204);
    expect((await detail(id)).plannings.find((p) => p.id === planningId)!.bonus.dentist).toBe(2);
    expect((await send('DELETE', `/api/admin/orders/${id}/plannings/${planningId}/discount?discountId=${planning.discounts[0]!.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/orders/${id}/plannings/${planningId}/discount?discountId=${planning.discounts[0]!.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/orders/${id}/plannings/${planningId}/product/${planning.items[0]!.id}`)).statusCode).toBe(204);
    planning = (await detail(id)).plannings.find((p) => p.id === planningId)!;
    expect(planning).toMatchObject({ items: [], discounts: [], totalCents: 0 });
    const report = await get(`/api/admin/orders/${id}/planning-file/${planningId}`);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const upload = async (name: string) => {
      const body = multipartBody(name, sampleFiles.binaryStl(10), 'application/octet-stream');
      return json<{ id: string }>(
        await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(staff), ...body.headers }, payload: body.payload }),
      ).id;
    };
    const first = await upload('sup-a.stl');
    expect((await send('POST', `/api/admin/orders/${id}/attachment`, { attachmentId: first, type: 'MODEL_INFERIOR' })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/orders/${id}/attachment`, { attachmentId: first, type: 'MODEL_SUPERIOR' })).statusCode).toBe(204);
    const second = await upload('sup-b.stl');
    expect((await send('PATCH', `/api/admin/orders/${id}/attachment/${first}`, { attachmentId: second })).statusCode).toBe(204);
    const served = await get(`/api/admin/orders/${id}/attachment/${second}`);
    expect(served.rawPayload).toEqual(sampleFiles.binaryStl(10));
    expect((await get(`/api/orders/${id}/attachment/${second}`, dentista)).statusCode).toBe(200);
    expect((await detail(id)).audit.map((a) => a.action)).toEqual(expect.arrayContaining(['PRODUCT_REMOVED', 'DISCOUNT_REMOVED', 'BALANCE', 'ATTACHMENT']));
  });
});
