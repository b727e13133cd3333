import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressInput } from '../../contract/address.contract';
import type { Patient } from '../../contract/patient.contract';
import { emptyAddressForm } from '../../domain/people/address';
import { startCepStandIn } from '../../../test/support/server/cep-stand-in';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

const address = {
  ...emptyAddressForm,
  fullName: 'Ana Beatriz Souza',
  cpf: '529.982.247-25',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  phone: '(11) 98765-4321',
  isPhoneWhatsApp: true,
  email: 'ana@clinica.com.br',
  isBilling: false,
} as AddressInput;

describe.each(testDatabaseTargets())('addresses, patients and postal codes on $name', (target) => {
  let t: TestApp;
  let standIn: Server;
  let dentista: string;
  let kol: string;
  let staff: string;
  let dentistaId: string;
  beforeAll(async () => {
    const cep = await startCepStandIn();
    standIn = cep.server;
    t = await startTestApp(target, { cepLookupUrl: cep.url });
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
    dentistaId = (await t.db.selectFrom('users').select('id').where('email', '=', 'dentista@demo.com.br').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    standIn.close();
  });

  const list = async (token: string) => json<{ items: Address[]; total: number }>(await t.app.inject({ url: '/api/address?limit=999', headers: bearer(token) }));

  it('creates, lists, edits and deletes a dentist’s address, with masks kept on the wire', async () => {
    const before = (await list(dentista)).total;
    const created = await t.app.inject({ method: 'POST', url: '/api/address', headers: bearer(dentista), payload: address });
    expect(created.statusCode, created.body).toBe(201);
    const saved = json<Address>(created);
    expect(saved).toMatchObject({ cpf: '529.982.247-25', cep: '01310-100', phone: '(11) 98765-4321', buyAs: 'CPF' });
    expect((await list(dentista)).total).toBe(before + 1);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/address/${saved.id}`,
      headers: bearer(dentista),
      payload: { ...address, number: '2000', complement: 'Sala 3' },
    });
    expect(json<Address>(edited)).toMatchObject({ number: '2000', complement: 'Sala 3' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/address/${saved.id}`, headers: bearer(dentista) })).statusCode).toBe(204);
    expect((await list(dentista)).items.map((a) => a.id)).not.toContain(saved.id);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/address/${saved.id}`, headers: bearer(dentista), payload: address })).statusCode).toBe(404);
  });

  it('applies the domain rules on the server and stores nothing invalid', async () => {
    const before = (await list(dentista)).total;
    for (const [patch, message] of [
      [{ cep: '0131-100' }, 'CEP inválido (CEP).'],
      [
        { buyAs: 'CNPJ', companyName: 'Clínica', businessName: 'Clínica', cnpj: '11.222.333/0001-81', stateRegistration: '' },
        'Campo obrigatório se não isento (Inscrição estadual).',
      ],
      [{ phone: '(11) 9876' }, 'Telefone inválido (Telefone).'],
      [{ street: 'Av' }, 'Rua inválida (Rua).'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/address', headers: bearer(dentista), payload: { ...address, ...patch } });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message });
    }
    expect((await list(dentista)).total).toBe(before);
  });

  it('takes a clinic’s alphanumeric CNPJ typed in any case, keeps it upper-case and answers it masked', async () => {
    const company = {
      buyAs: 'CNPJ',
      companyName: 'Clínica Nova Ltda',
      businessName: 'Clínica Nova',
      cnpj: '12.abc.345/01de-35',
      stateRegistration: '',
      exemptStateRegistration: true,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/address', headers: bearer(dentista), payload: { ...address, ...company } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<Address>(created);
    expect((await list(dentista)).items.find((a) => a.id === id)).toMatchObject({ buyAs: 'CNPJ', cnpj: '12.ABC.345/01DE-35' });
    const stored = await t.db.selectFrom('addresses').select('cnpj').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.cnpj).toBe('12ABC34501DE35');
    // One character off changes the check digits: refused, nothing stored.
    const before = (await list(dentista)).total;
    const wrong = await t.app.inject({ method: 'POST', url: '/api/address', headers: bearer(dentista), payload: { ...address, ...company, cnpj: '12.ABC.345/01DF-35' } });
    expect([wrong.statusCode, json(wrong)]).toEqual([400, { message: 'CNPJ inválido (CNPJ).' }]);
    expect((await list(dentista)).total).toBe(before);
  });

  it('never lets a dentist read or change another dentist’s address', async () => {
    const mine = json<Address>(await t.app.inject({ method: 'POST', url: '/api/address', headers: bearer(dentista), payload: address }));
    expect((await list(kol)).items.map((a) => a.id)).not.toContain(mine.id);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/address/${mine.id}`, headers: bearer(kol), payload: address })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/address/${mine.id}`, headers: bearer(kol) })).statusCode).toBe(404);
    expect((await list(dentista)).items.map((a) => a.id)).toContain(mine.id);
    expect((await t.app.inject({ url: `/api/admin/address/dentist/${dentistaId}`, headers: bearer(kol) })).statusCode).toBe(403);
  });

  it('lets staff manage any dentist’s addresses', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/address', headers: bearer(staff), payload: { ...address, dentistId: dentistaId } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<Address>(created);
    const theirs = json<{ items: Address[] }>(await t.app.inject({ url: `/api/admin/address/dentist/${dentistaId}?limit=999`, headers: bearer(staff) }));
    expect(theirs.items.map((a) => a.id)).toContain(id);
    expect((await list(dentista)).items.map((a) => a.id)).toContain(id);
    expect(json<Address>(await t.app.inject({ method: 'PATCH', url: `/api/admin/address/${id}`, headers: bearer(staff), payload: { ...address, city: 'Santos' } })).city).toBe(
      'Santos',
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/address/${id}`, headers: bearer(staff) })).statusCode).toBe(204);
  });

  it('looks postal codes up through the configured ViaCEP-compatible service', async () => {
    const found = await t.app.inject({ url: '/api/cep/01310100', headers: bearer(dentista) });
    expect(json(found)).toMatchObject({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
    const missing = await t.app.inject({ url: '/api/cep/00000000', headers: bearer(dentista) });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'CEP não encontrado. Preencha o endereço manualmente.' });
    const failing = await t.app.inject({ url: '/api/cep/99999999', headers: bearer(dentista) });
    expect(failing.statusCode).toBe(502);
    expect((await t.app.inject({ url: '/api/cep/0131', headers: bearer(dentista) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/cep/01310100' })).statusCode).toBe(401);
  });

  it('lists a dentist’s patients 4 a page, by name without accents, and creates one', async () => {
    const page = json<{ items: Patient[]; total: number }>(await t.app.inject({ url: '/api/patients?limit=4', headers: bearer(dentista) }));
    expect(page.items).toHaveLength(4);
    expect(page.total).toBeGreaterThanOrEqual(16);
    const angela = json<{ items: Patient[] }>(await t.app.inject({ url: '/api/patients?filter=angela%20muller', headers: bearer(dentista) }));
    expect(angela.items.map((p) => p.firstName)).toEqual(['Ângela']);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(dentista),
      payload: { firstName: 'Otávio', lastName: 'Nogueira', cpf: '', gender: 'MALE' },
    });
    expect(created.statusCode).toBe(201);
    expect(json<Patient>(created)).toMatchObject({ firstName: 'Otávio', cpf: null, gender: 'MALE' });
    const withCpf = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(dentista),
      payload: { firstName: 'Clara', lastName: 'Reis', cpf: '111.444.777-35', gender: 'FEMALE' },
    });
    expect(json<Patient>(withCpf).cpf).toBe('11144477735');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(dentista),
      payload: { firstName: 'Clara', lastName: 'Reis', cpf: '111.444.777-35', gender: 'FEMALE' },
    });
    expect(twice.statusCode).toBe(409);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(dentista), payload: { firstName: '', lastName: 'X', cpf: '', gender: 'MALE' } });
    expect(json(invalid)).toEqual({ message: 'Campo obrigatório (Nome).' });
  });

  it('keeps patients apart by dentist, and shows them to staff by dentist', async () => {
    const mine = json<{ items: Patient[] }>(await t.app.inject({ url: '/api/patients?limit=999', headers: bearer(dentista) }));
    const one = mine.items[0]!;
    expect((await t.app.inject({ url: `/api/patients/${one.id}`, headers: bearer(kol) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/patients/${one.id}`, headers: bearer(dentista) })).statusCode).toBe(200);
    const kolList = json<{ items: Patient[] }>(await t.app.inject({ url: '/api/patients?limit=999', headers: bearer(kol) }));
    expect(kolList.items.map((p) => p.id)).not.toContain(one.id);
    const byStaff = json<{ items: Patient[]; total: number }>(await t.app.inject({ url: `/api/admin/patients/by-dentist/${dentistaId}?limit=999`, headers: bearer(staff) }));
    expect(byStaff.total).toBe(mine.items.length);
    expect((await t.app.inject({ url: `/api/admin/patients/by-dentist/${dentistaId}`, headers: bearer(dentista) })).statusCode).toBe(403);
  });

  it('lets staff create and edit a dentist’s patients, with the same rules, and no one else', async () => {
    const body = { firstName: 'Renata', lastName: 'Prado', cpf: '', gender: 'FEMALE' };
    const created = await t.app.inject({ method: 'POST', url: `/api/admin/patients/by-dentist/${dentistaId}`, headers: bearer(staff), payload: body });
    expect(created.statusCode).toBe(201);
    const patient = json<Patient>(created);
    const mine = json<{ items: Patient[] }>(await t.app.inject({ url: '/api/patients?limit=999', headers: bearer(dentista) }));
    expect(mine.items.map((p) => p.id)).toContain(patient.id);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/patients/${patient.id}`,
      headers: bearer(staff),
      payload: { ...body, lastName: ' Prado Lima ', cpf: '529.982.247-25' },
    });
    expect(edited.statusCode).toBe(200);
    expect(json<Patient>(edited)).toMatchObject({ id: patient.id, lastName: 'Prado Lima', cpf: '52998224725' });
    // The dentist's search finds the new name and CPF.
    const found = json<{ items: Patient[] }>(await t.app.inject({ url: `/api/patients?filter=${encodeURIComponent('prado lima')}`, headers: bearer(dentista) }));
    expect(found.items.map((p) => p.id)).toEqual([patient.id]);
    // Saving the same CPF again on the same patient is no conflict; another patient with it is.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/patients/${patient.id}`, headers: bearer(staff), payload: { ...body, cpf: '52998224725' } })).statusCode).toBe(
      200,
    );
    const twin = await t.app.inject({ method: 'POST', url: `/api/admin/patients/by-dentist/${dentistaId}`, headers: bearer(staff), payload: { ...body, cpf: '529.982.247-25' } });
    expect(twin.statusCode).toBe(409);
    expect(json(twin)).toEqual({ message: 'Este dentista já tem um paciente com este CPF.' });

    // Bad input changes nothing.
    const invalid = await t.app.inject({ method: 'PATCH', url: `/api/admin/patients/${patient.id}`, headers: bearer(staff), payload: { ...body, firstName: ' ', cpf: '123' } });
    expect(invalid.statusCode).toBe(400);
    expect(json<Patient>(await t.app.inject({ url: `/api/patients/${patient.id}`, headers: bearer(dentista) })).firstName).toBe('Renata');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/patients/00000000-0000-4000-8000-000000000000', headers: bearer(staff), payload: body })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/patients/by-dentist/${patient.id}`, headers: bearer(staff), payload: body })).statusCode).toBe(404);

    // Dentists use their own routes: the staff ones refuse them.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/patients/${patient.id}`, headers: bearer(dentista), payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/patients/by-dentist/${dentistaId}`, headers: bearer(kol), payload: body })).statusCode).toBe(403);
  });
});
