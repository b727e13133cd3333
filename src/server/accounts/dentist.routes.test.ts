import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { UserProfile } from '../../contract/profile.contract';
import { aRegistration } from '../../../test/support/server/registration';
import { consentDocuments, consentMessages, currentConsentVersions } from '../../domain/people/consent';

const demoCode = '12345678.87654321.1234567.1.12345678901234567890';

describe.each(testDatabaseTargets())('dentist registration and accreditation on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const profile = async (token: string) => json<UserProfile>(await t.app.inject({ url: '/api/users/profile', headers: bearer(token) }));

  it('registers a dentist who can then sign in, not yet accredited', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dentist', payload: aRegistration });
    expect(res.statusCode, res.body).toBe(201);
    const token = await t.login('helena.prado@clinica.com.br', 'Sorriso#2026');
    const me = await profile(token);
    expect(me).toMatchObject({ name: 'Helena Prado', role: 'DENTIST', gender: 'FEMALE', accredited: false, isLead: false });
    expect(me.profile.document).toBe('24681357928');
    expect(await t.login('246.813.579-28', 'Sorriso#2026')).toBeTruthy();
  });

  it('refuses a registration that breaks a rule, naming the field, and stores nothing', async () => {
    for (const [field, value, message] of [
      ['cpf', '123.456.789-00', 'CPF inválido (CPF).'],
      ['password', 'fraca', 'A senha não atende aos requisitos (Senha).'],
      ['specialty', 'Astrologia', 'Escolha uma especialidade da lista (Especialidade).'],
      ['email', 'sem-arroba', 'E-mail inválido (E-mail).'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dentist', payload: { ...aRegistration, email: `x${field}@a.com.br`, [field]: value } });
      expect(res.statusCode, field).toBe(400);
      expect(json(res)).toEqual({ message });
    }
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', 'x%@a.com.br')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a second account with the same e-mail or CPF', async () => {
    const sameEmail = await t.app.inject({ method: 'POST', url: '/api/dentist', payload: { ...aRegistration, cpf: '111.444.777-35', email: 'DENTISTA@demo.com.br' } });
    expect(sameEmail.statusCode).toBe(409);
    expect(json(sameEmail)).toEqual({ message: 'Já existe um cadastro com este e-mail.' });
    const sameCpf = await t.app.inject({ method: 'POST', url: '/api/dentist', payload: { ...aRegistration, email: 'outra@a.com.br', cpf: '529.982.247-25' } });
    expect(json(sameCpf)).toEqual({ message: 'Já existe um cadastro com este CPF.' });
  });

  it('accredits with a valid code once, and refuses wrong or used codes', async () => {
    const novo = await t.login('novo@demo.com.br');
    const verify = async (token: string, code: string) =>
      json<boolean>(await t.app.inject({ url: `/api/dentist/verify?code=${encodeURIComponent(code)}`, headers: bearer(token) }));
    expect(await verify(novo, '12345678.87654321.1234567.1.12345678901234567891')).toBe(false);
    expect(await verify(novo, 'abc')).toBe(false);
    expect((await profile(novo)).accredited).toBe(false);
    expect(await verify(novo, demoCode)).toBe(true);
    expect((await profile(novo)).accredited).toBe(true);
    expect(await verify(novo, demoCode)).toBe(true);
    const helena = await t.login('helena.prado@clinica.com.br', 'Sorriso#2026');
    expect(await verify(helena, demoCode)).toBe(false);
    expect((await profile(helena)).accredited).toBe(false);
  });

  it('lets a lead complete the registration once, for their own id only', async () => {
    const lead = await t.login('lead@demo.com.br');
    const me = await profile(lead);
    expect(me.isLead).toBe(true);
    const { email: _e, password: _p, ...rest } = aRegistration;
    const body = { ...rest, name: 'Paulo Henrique Dias', cpf: '135.792.468-28', gender: 'MALE' };
    const kol = await t.login('kol@demo.com.br');
    expect((await t.app.inject({ method: 'POST', url: `/api/dentist/${me.id}/complete`, headers: bearer(kol), payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/dentist/${me.id}/complete`, headers: bearer(lead), payload: { ...body, cpf: '529.982.247-25' } })).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/dentist/${me.id}/complete`, headers: bearer(lead), payload: { ...body, acceptedTerms: false } })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: `/api/dentist/${me.id}/complete`, headers: bearer(lead), payload: body });
    expect(res.statusCode, res.body).toBe(204);
    expect(await profile(lead)).toMatchObject({ isLead: false, gender: 'MALE', pendingConsents: [] });
    expect(await t.db.selectFrom('consents').select('document').where('user_id', '=', me.id).execute()).toHaveLength(2);
    expect((await t.app.inject({ method: 'POST', url: `/api/dentist/${me.id}/complete`, headers: bearer(lead), payload: body })).statusCode).toBe(409);
  });

  it('lets only accredited dentists start a draft, for their own patients', async () => {
    const mariana = await t.login('novo@demo.com.br');
    const helena = await t.login('helena.prado@clinica.com.br', 'Sorriso#2026');
    const dentista = await t.login('dentista@demo.com.br');
    const patients = json<{ items: { id: string }[] }>(await t.app.inject({ url: '/api/patients?limit=1', headers: bearer(dentista) }));
    const patientId = patients.items[0]!.id;
    const notAccredited = await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(helena), payload: { patientId } });
    expect(notAccredited.statusCode).toBe(403);
    expect(json(notAccredited)).toEqual({ message: 'Seu credenciamento está pendente. Valide o seu certificado para fazer pedidos.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(mariana), payload: { patientId } })).statusCode).toBe(404);
    const created = await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId } });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ id: string }>(created);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'DRAFT', patient_id: patientId, case_number: null });
    const history = await t.db.selectFrom('order_status_history').selectAll().where('order_id', '=', id).execute();
    expect(history.map((h) => h.to_status)).toEqual(['DRAFT']);
  });

  it('offers the platform survey after a paid order until it is answered or dismissed', async () => {
    const dentista = await t.login('dentista@demo.com.br');
    const kol = await t.login('kol@demo.com.br');
    const novo = await t.login('novo@demo.com.br');
    expect((await profile(dentista)).platformSurveyPending).toBe(true);
    expect((await profile(novo)).platformSurveyPending).toBe(false);
    const answers = [
      { question: 'Recomendação', score: 9, answer: 'Ótimo' },
      { question: 'Confiança', score: 8, answer: '' },
    ];
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/nps',
      headers: bearer(dentista),
      payload: { origin: 'ORDERS', type: 'POST_PURCHASE', answers: [{ ...answers[0], score: null }, answers[1]] },
    });
    expect(missing.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/nps', headers: bearer(dentista), payload: { origin: 'ORDERS', type: 'POST_PURCHASE', answers } });
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toEqual({ message: 'Obrigado por compartilhar sua opinião!' });
    expect((await profile(dentista)).platformSurveyPending).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/nps', headers: bearer(dentista), payload: { origin: 'ORDERS', type: 'POST_PURCHASE', answers } })).statusCode).toBe(
      409,
    );
    expect((await profile(kol)).platformSurveyPending).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/nps/dismiss', headers: bearer(kol) })).statusCode).toBe(204);
    expect((await profile(kol)).platformSurveyPending).toBe(false);
  });

  it('records the terms accepted at registration, refuses one without them, and asks again for a version not yet accepted', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dentist',
      payload: { ...aRegistration, email: 'sem.aceite@a.com.br', cpf: '135.792.468-28', acceptedTerms: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: expect.stringContaining(consentMessages.required) });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'sem.aceite@a.com.br').execute()).toEqual([]);

    const helena = await t.login('helena.prado@clinica.com.br', 'Sorriso#2026');
    expect((await profile(helena)).pendingConsents).toEqual([]);
    const accepted = json<{ document: string; version: string; acceptedAt: string }[]>(await t.app.inject({ url: '/api/users/consents', headers: bearer(helena) }));
    expect(accepted.map((a) => [a.document, a.version])).toEqual(consentDocuments.map((d) => [d, currentConsentVersions[d]]));

    // An acceptance of an older version only: the one in force is asked before anything else, and accepted once.
    const me = (await profile(helena)).id;
    await t.db.updateTable('consents').set({ version: '2020-01-01' }).where('user_id', '=', me).where('document', '=', 'PRIVACY').execute();
    expect((await profile(helena)).pendingConsents).toEqual(['PRIVACY']);
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/users/consents', headers: bearer(helena), payload: { documents: ['PRIVACY'] } })).statusCode).toBe(204);
    expect((await profile(helena)).pendingConsents).toEqual([]);
    const rows = await t.db.selectFrom('consents').select(['document', 'version']).where('user_id', '=', me).orderBy('accepted_at').execute();
    expect(rows).toHaveLength(3);
    // The staff are not asked; a lead is, when completing the registration.
    expect((await profile(await t.login('atendente@demo.com.br'))).pendingConsents).toEqual([]);
    expect((await profile(await t.login('lead@demo.com.br'))).pendingConsents).toEqual([]);
  });
});
