import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import { validPrescription } from '../../domain/prescription/prescription.arbitrary';
import type { DraftDetail } from '../../contract/draft.contract';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('prescription forms on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let staff: string;
  let patientId: string;
  let dentistId: string;
  let addressId: string;
  const form: PrescriptionForm = { ...fc.sample(validPrescription, { numRuns: 1, seed: 7 })[0]!, caseType: 'CASO_NOVO', continuationType: null };
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
    const patients = json<{ items: { id: string; firstName: string }[] }>(await t.app.inject({ url: '/api/patients?filter=isabela', headers: bearer(dentista) }));
    patientId = patients.items[0]!.id;
    addressId = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/address', headers: bearer(dentista) })).items[0]!.id;
    dentistId = (await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const patch = (id: string, body: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/orders/draft/${id}`, headers: bearer(dentista), payload: body });

  it('validates the form sent with the quiz step like the browser does, saving nothing invalid', async () => {
    const id = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId } })).id;
    const unreadable = await patch(id, { key: 'QUIZ', prescriptionForm: '{nope' });
    expect(json(unreadable)).toEqual({ message: 'A ficha de prescrição não pôde ser lida.' });
    const invalid = await patch(id, { key: 'QUIZ', prescriptionForm: JSON.stringify({ ...form, complaint: '' }) });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toEqual({ message: 'Campo obrigatório (Queixa principal).' });
    const tooMany = await patch(id, {
      key: 'QUIZ',
      prescriptionForm: JSON.stringify({ ...form, characteristics: ['CROWDING', 'CLASS_III', 'DIASTEMAS', 'DEEP_BITE'], otherCharacteristic: '' }),
    });
    expect(json(tooMany)).toEqual({ message: 'Máximo de 3 características (Características principais).' });
    const stored = await t.db.selectFrom('orders').select('prescription_form').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.prescription_form).toBeNull();

    const saved = await patch(id, { key: 'QUIZ', prescriptionForm: JSON.stringify(form) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(json<DraftDetail>(saved).prescriptionForm!)).toEqual(form);
  });

  it('answers a patient’s previous prescription for a continuation, to their dentist and to staff', async () => {
    // A patient new to the portal has none yet.
    const patientId = json<{ id: string }>(
      await t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(dentista), payload: { firstName: 'Helena', lastName: 'Prado', cpf: '', gender: 'FEMALE' } }),
    ).id;
    expect((await t.app.inject({ url: `/api/patients/${patientId}/prescription-form`, headers: bearer(dentista) })).statusCode).toBe(404);
    const id = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId } })).id;
    await patch(id, { key: 'PRODUCT', productCategory: 'PLACA_CONTENCAO' });
    await patch(id, { key: 'CUSTOMIZE', productCategory: 'PLACA_CONTENCAO', caseType: 'CASO_NOVO', arcadeSuperior: true, thickness: 'THICKNESS_075' });
    await patch(id, { key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' });
    await patch(id, { key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId });
    await patch(id, { key: 'QUIZ', prescriptionForm: JSON.stringify(form) });
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/draft/${id}`, headers: bearer(dentista) })).statusCode).toBe(200);

    const previous = await t.app.inject({ url: `/api/patients/${patientId}/prescription-form`, headers: bearer(dentista) });
    expect(json(previous)).toEqual(form);
    expect((await t.app.inject({ url: `/api/patients/${patientId}/prescription-form`, headers: bearer(kol) })).statusCode).toBe(404);
    const byStaff = await t.app.inject({ url: `/api/admin/patients/${patientId}/prescription-form?dentistId=${dentistId}`, headers: bearer(staff) });
    expect(json(byStaff)).toEqual(form);
    expect((await t.app.inject({ url: `/api/admin/patients/${patientId}/prescription-form?dentistId=${dentistId}`, headers: bearer(dentista) })).statusCode).toBe(403);

    const printable = json<{
      dentist: { name: string; email: string };
      patientName: string;
      arches: string;
      purpose: string;
      clinic: string | null;
      billingDocument: string | null;
      form: unknown;
    }>(await t.app.inject({ url: `/api/orders/${id}/prescription`, headers: bearer(dentista) }));
    expect(printable).toMatchObject({
      dentist: { name: 'Ana Beatriz Souza', email: 'dentista@demo.com.br' },
      patientName: 'Helena Prado',
      arches: 'Superior',
      purpose: 'Caso Novo',
    });
    expect(printable.form).toEqual(form);
    expect(printable.billingDocument).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$|^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((await t.app.inject({ url: `/api/orders/${id}/prescription`, headers: bearer(staff) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/orders/${id}/prescription`, headers: bearer(kol) })).statusCode).toBe(404);
  });
});
