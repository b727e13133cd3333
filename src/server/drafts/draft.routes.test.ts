import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validPrescription } from '../../domain/prescription/prescription.arbitrary';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { DraftDetail, DraftSubmitted } from '../../contract/draft.contract';
import type { OrderSummaryPage } from '../../contract/orders.contract';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('drafts on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let patientId: string;
  let addressId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    patientId = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/patients?limit=1', headers: bearer(dentista) })).items[0]!.id;
    addressId = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/address', headers: bearer(dentista) })).items[0]!.id;
  });
  afterAll(() => t.close());

  const create = async () => json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId } })).id;
  const patch = (id: string, body: Record<string, unknown>, token = dentista) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/draft/${id}`, headers: bearer(token), payload: body });
  const upload = async (kind: string, name: string, content: Buffer) => {
    const body = multipartBody(name, content, 'application/octet-stream');
    return json<AttachmentUploaded>(
      await t.app.inject({ method: 'POST', url: `/api/attachments?kind=${kind}`, headers: { ...bearer(dentista), ...body.headers }, payload: body.payload }),
    );
  };

  it('saves each step, resumes where it stopped, and submits an aligner order as RECEIVED with a case number', async () => {
    const id = await create();
    expect((await patch(id, { key: 'PRODUCT', productCategory: 'ALINHADORES' })).statusCode).toBe(200);
    const customize = await patch(id, {
      key: 'CUSTOMIZE',
      productCategory: 'TRIO_ALINHADORES_CA',
      caseType: 'CASO_NOVO',
      arcadeSuperior: true,
      arcadeInferior: true,
      item: 'ALIGNER_CA_TRIO',
    });
    expect(json<DraftDetail>(customize)).toMatchObject({ caseType: 'CASO_NOVO', item: 'ALIGNER_CA_TRIO', arcadeSuperior: true, step: 'DATA_SHIPPING' });
    await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'UPLOAD' });
    const superior = await upload('MODEL_SUPERIOR', 'sup.stl', sampleFiles.binaryStl());
    const inferior = await upload('MODEL_INFERIOR', 'inf.stl', sampleFiles.asciiStl());
    const photo = await upload('FACIAL_FRONTAL', 'frente.jpg', sampleFiles.jpeg());
    const attach = await patch(id, { key: 'ATTACHMENTS', attachments: [superior, inferior, photo].map((a) => ({ attachmentId: a.id, type: a.type })) });
    expect(
      json<DraftDetail>(attach)
        .attachments.map((a) => a.type)
        .sort(),
    ).toEqual(['FACIAL_FRONTAL', 'MODEL_INFERIOR', 'MODEL_SUPERIOR']);

    const resumed = json<DraftDetail>(await t.app.inject({ url: `/api/orders/draft/${id}`, headers: bearer(dentista) }));
    expect(resumed.step).toBe('ADDRESS');
    const early = await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) });
    expect(early.statusCode).toBe(400);
    expect(json(early)).toEqual({ message: 'Escolha o endereço de entrega. Escolha o endereço de cobrança. Preencha a ficha de prescrição.' });

    await patch(id, { key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId });
    const unprescribed = await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) });
    expect(json(unprescribed)).toEqual({ message: 'Preencha a ficha de prescrição.' });
    const prescription = { ...fc.sample(validPrescription, { numRuns: 1, seed: 3 })[0]!, caseType: 'CASO_NOVO', continuationType: null };
    expect((await patch(id, { key: 'QUIZ', prescriptionForm: JSON.stringify(prescription) })).statusCode).toBe(200);
    const submitted = await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const answer = json<DraftSubmitted>(submitted);
    expect(answer.status).toBe('RECEIVED');
    expect(answer.caseNumber).toBeGreaterThan(1000);
    const list = json<OrderSummaryPage>(await t.app.inject({ url: `/api/orders?search=${answer.caseNumber}`, headers: bearer(dentista) }));
    expect(list.items.map((o) => [o.id, o.status])).toEqual([[id, 'RECEIVED']]);
    const history = await t.db.selectFrom('order_status_history').select(['from_status', 'to_status']).where('order_id', '=', id).orderBy('changed_at').execute();
    expect(history).toEqual([
      { from_status: null, to_status: 'DRAFT' },
      { from_status: 'DRAFT', to_status: 'RECEIVED' },
    ]);

    expect((await patch(id, { key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) })).statusCode).toBe(409);
  });

  it('submits a retention plate with models by post as WAITING_MODEL', async () => {
    const id = await create();
    await patch(id, { key: 'PRODUCT', productCategory: 'PLACA_CONTENCAO' });
    await patch(id, {
      key: 'CUSTOMIZE',
      productCategory: 'PLACA_CONTENCAO',
      caseType: 'CASO_NOVO',
      arcadeInferior: true,
      thickness: 'THICKNESS_100',
      contentionAdditionalInfo: 'Placa noturna',
    });
    await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' });
    await patch(id, { key: 'ATTACHMENTS' });
    await patch(id, { key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId });
    const answer = json<DraftSubmitted>(await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) }));
    expect(answer.status).toBe('WAITING_MODEL');
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_category: 'PLACA_CONTENCAO',
      thickness: 'THICKNESS_100',
      contention_additional_info: 'Placa noturna',
      arcade_inferior: true,
      arcade_superior: false,
    });
  });

  it('resets the customisation when the product kind changes, and drops models when they come another way', async () => {
    const id = await create();
    await patch(id, { key: 'PRODUCT', productCategory: 'ALINHADORES' });
    await patch(id, { key: 'CUSTOMIZE', productCategory: 'ALINHADORES', caseType: 'CASO_NOVO', arcadeSuperior: true, item: 'ALIGNER_CA_SOFT' });
    await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'UPLOAD' });
    const model = await upload('MODEL_SUPERIOR', 'sup.stl', sampleFiles.asciiStl());
    await patch(id, { key: 'ATTACHMENTS', attachments: [{ attachmentId: model.id, type: 'MODEL_SUPERIOR' }] });
    const byPost = json<DraftDetail>(await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' }));
    expect(byPost.attachments).toEqual([]);
    const plate = json<DraftDetail>(await patch(id, { key: 'PRODUCT', productCategory: 'PLACA_CONTENCAO' }));
    expect(plate).toMatchObject({ productCategory: 'PLACA_CONTENCAO', caseType: null, item: null, arcadeSuperior: false });
  });

  it('keeps drafts, files and addresses to their dentist', async () => {
    const id = await create();
    expect((await t.app.inject({ url: `/api/orders/draft/${id}`, headers: bearer(kol) })).statusCode).toBe(404);
    expect((await patch(id, { key: 'PRODUCT', productCategory: 'ALINHADORES' }, kol)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(kol) })).statusCode).toBe(404);
    const kolAddress = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/address', headers: bearer(kol) })).items[0]!.id;
    expect((await patch(id, { key: 'ADDRESS', shippingAddressId: kolAddress, billingAddressId: kolAddress })).statusCode).toBe(404);
    const body = multipartBody('k.stl', sampleFiles.asciiStl(), 'application/octet-stream');
    const kolFile = json<AttachmentUploaded>(
      await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(kol), ...body.headers }, payload: body.payload }),
    );
    expect((await patch(id, { key: 'ATTACHMENTS', attachments: [{ attachmentId: kolFile.id, type: 'MODEL_SUPERIOR' }] })).statusCode).toBe(404);
    const mine = await upload('FACIAL_SIDE', 'perfil.png', sampleFiles.png());
    const wrongSlot = await patch(id, { key: 'ATTACHMENTS', attachments: [{ attachmentId: mine.id, type: 'X_RAY' }] });
    expect(wrongSlot.statusCode).toBe(400);
    expect((await patch(id, { key: 'NOTE' })).statusCode).toBe(400);
  });
  const newPatient = async (firstName: string) =>
    json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(dentista), payload: { firstName, lastName: 'Rascunho', cpf: '', gender: 'FEMALE' } }),
    ).id;
  const createFor = (patient: string) => t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId: patient } });

  it('opens the patient’s untouched draft again instead of another, even for twelve clicks at once, and a new one once it has a product', async () => {
    const patient = await newPatient('Clara');
    const answers = await Promise.all(Array.from({ length: 12 }, () => createFor(patient)));
    const ids = new Set(answers.map((a) => json<{ id: string }>(a).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(11);
    const [first] = [...ids];
    expect((await patch(first!, { key: 'PRODUCT', productCategory: 'ALINHADORES' })).statusCode).toBe(200);
    const next = json<{ id: string }>(await createFor(patient)).id;
    expect(next).not.toBe(first);
  });

  it('attaches files without leaving the step, and an empty list takes them all off', async () => {
    const patient = await newPatient('Elisa');
    const id = json<{ id: string }>(await createFor(patient)).id;
    await patch(id, { key: 'PRODUCT', productCategory: 'ALINHADORES' });
    await patch(id, { key: 'CUSTOMIZE', productCategory: 'TRIO_ALINHADORES_CA', caseType: 'CASO_NOVO', arcadeSuperior: true, item: 'ALIGNER_CA_TRIO' });
    await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'UPLOAD' });
    const model = await upload('MODEL_SUPERIOR', 'sup.stl', sampleFiles.binaryStl());
    const kept = json<DraftDetail>(await patch(id, { key: 'ATTACHMENTS', attachments: [{ attachmentId: model.id, type: 'MODEL_SUPERIOR' }], advance: false }));
    expect(kept.step).toBe('ATTACHMENTS');
    expect(kept.attachments.map((a) => [a.attachmentId, a.type])).toEqual([[model.id, 'MODEL_SUPERIOR']]);
    const cleared = json<DraftDetail>(await patch(id, { key: 'ATTACHMENTS', attachments: [], advance: false }));
    expect([cleared.step, cleared.attachments]).toEqual(['ATTACHMENTS', []]);
  });

  it('moves a photo to another photo slot, swapping with the one there, and never a file to a slot of another sort', async () => {
    const patient = await newPatient('Fabiana');
    const id = json<{ id: string }>(await createFor(patient)).id;
    const side = await upload('FACIAL_SIDE', 'perfil.jpg', sampleFiles.jpeg());
    const front = await upload('INTRAORAL_FRONT', 'frente.png', sampleFiles.png());
    await patch(id, {
      key: 'ATTACHMENTS',
      attachments: [
        { attachmentId: side.id, type: 'FACIAL_SIDE' },
        { attachmentId: front.id, type: 'INTRAORAL_FRONT' },
      ],
      advance: false,
    });
    const swapped = await patch(id, {
      key: 'ATTACHMENTS',
      attachments: [
        { attachmentId: side.id, type: 'INTRAORAL_FRONT' },
        { attachmentId: front.id, type: 'FACIAL_SIDE' },
      ],
      advance: false,
    });
    expect(swapped.statusCode).toBe(200);
    expect(
      json<DraftDetail>(swapped)
        .attachments.map((a) => [a.attachmentId, a.type])
        .sort(),
    ).toEqual(
      [
        [side.id, 'INTRAORAL_FRONT'],
        [front.id, 'FACIAL_SIDE'],
      ].sort(),
    );
    // The file is its new slot's from now on.
    const kinds = await t.db.selectFrom('attachments').select(['id', 'kind']).where('id', 'in', [side.id, front.id]).execute();
    expect(Object.fromEntries(kinds.map((k) => [k.id, k.kind]))).toEqual({ [side.id]: 'INTRAORAL_FRONT', [front.id]: 'FACIAL_SIDE' });
    // A photo is not an X-ray, nor a model a photo.
    const model = await upload('MODEL_SUPERIOR', 'sup.stl', sampleFiles.binaryStl());
    for (const wrong of [
      { attachmentId: side.id, type: 'X_RAY' },
      { attachmentId: model.id, type: 'FACIAL_SIDE' },
    ]) {
      const res = await patch(id, { key: 'ATTACHMENTS', attachments: [wrong], advance: false });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.db.selectFrom('attachments').select('kind').where('id', '=', model.id).executeTakeFirstOrThrow()).kind).toBe('MODEL_SUPERIOR');
  });

  it('deletes the dentist’s own draft, never another dentist’s or a sent order', async () => {
    const patient = await newPatient('Débora');
    const id = json<{ id: string }>(await createFor(patient)).id;
    const del = (draftId: string, token = dentista) => t.app.inject({ method: 'DELETE', url: `/api/orders/draft/${draftId}`, headers: bearer(token) });
    expect((await del(id, kol)).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/orders/draft/${id}`, headers: bearer(dentista) })).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);
    const sent = json<{ items: { id: string; status: string }[] }>(await t.app.inject({ url: '/api/orders?limit=100', headers: bearer(dentista) })).items.find(
      (o) => o.status !== 'DRAFT',
    )!.id;
    const refused = await del(sent);
    expect(refused.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/orders/${sent}`, headers: bearer(dentista) })).statusCode).toBe(200);
  });
});
