import { emptyClinicalPreferences } from '../../../src/domain/prescription/clinical-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyPrescription } from '../../../src/domain/prescription/prescription';
import { randomUUID } from 'node:crypto';
import { bearer, json, startTestApp, testWebhookToken, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';
import { demoOrderIds } from '../../support/server/demo-order-ids';
import { tableCounts } from '../../support/server/table-counts';
import { withQuery } from '../../support/server/percent-encode';
import { aRegistration } from '../../support/server/registration';

/** Any UTF-16 code unit, NUL and lone surrogates included (fast-check's default is printable ASCII). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const anyText = fc.string({ unit: codeUnit, maxLength: 12 });
/** A text PostgreSQL cannot store: at least one NUL or unpaired surrogate, anywhere. */
const unstorable = fc
  .tuple(anyText, fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), anyText)
  .map(([a, bad, b]) => a + bad + b)
  .filter((s) => s.includes('\u0000') || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s));

/**
 * What a query string can carry to the server: NUL survives percent-decoding, a lone
 * surrogate does not (its bytes are not UTF-8, so the value stays encoded).
 */
const wellFormed = fc.string({ unit: 'binary', maxLength: 12 });
const withNul = fc.tuple(wellFormed, wellFormed).map(([a, b]) => `${a}\u0000${b}`);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A request that would succeed, and the paths of its text fields (in the body, or `?name` in the query). */
interface Sample {
  readonly route: string;
  readonly url: string;
  readonly token: string | null;
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, string>;
  readonly texts: readonly string[];
}

const address = {
  buyAs: 'CPF',
  companyName: '',
  cnpj: '',
  businessName: '',
  stateRegistration: '',
  exemptStateRegistration: false,
  municipalRegistration: '',
  isSimpleTaxpayer: false,
  fullName: 'Ana Beatriz Souza',
  cpf: '529.982.247-25',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  phone: '(11) 98765-4321',
  isPhoneWhatsApp: true,
  email: 'ana@clinica.com.br',
  isDentalClinic: false,
  isShipping: true,
  isBilling: false,
};
const addressTexts = [
  'companyName',
  'businessName',
  'stateRegistration',
  'municipalRegistration',
  'fullName',
  'cpf',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'phone',
  'email',
];
const { password: _password, ...registration } = aRegistration;
const registrationTexts = ['name', 'cpf', 'gender', 'phone', 'croNumber', 'croState', 'specialty', 'clinicName'];

/** The PSP's webhook judges each Pix's fields by their patterns and stores none it cannot read: a Pix with such text is set aside (its own test below). */
const pixWebhook = 'POST /api/payments/pix/webhook/:token/pix';

/** Routes that read no free text: ids, numbers, booleans and enums only, or no input at all. */
const readsNoText = new Set([
  'GET /api/orders/:id/charges',
  'GET /api/admin/orders/:id/charges',
  'GET /api/orders/:id/charges/:chargeId/receipt',
  'GET /api/charges',
  'GET /api/admin/payments/aside',
  'GET /api/admin/charges',
  'GET /api/admin/charges/export',
  'GET /api/admin/orders/:id/charges/:chargeId/receipt',
  'GET /api/orders/:id/charges/:chargeId/boleto',
  'GET /api/admin/orders/:id/charges/:chargeId/boleto',
  'POST /api/admin/dentists/:id/password-reset',
  'GET /api/users/consents',
  'POST /api/users/consents',
  'GET /api/users/clinical-preferences',
  'POST /api/admin/orders/responsible',
  'POST /api/admin/orders/:id/nudge',
  'GET /api/admin/status-targets',
  'GET /api/admin/dashboard',
  'POST /api/admin/status-targets',
  'GET /api/admin/dentists/:id/clinical-preferences',
  'GET /api/users/mail-preferences',
  'POST /api/users/mail-preferences',
  'GET /api/mail/unsubscribe/:token',
  'POST /api/mail/unsubscribe/:token',
  'GET /api/events',
  'GET /api/notifications',
  'GET /api/dentist/balances',
  'GET /api/products/prices',
  'GET /api/attachments/:id/preview',
  'GET /api/admin/orders/:id/attachment/:attId/preview',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read',
  'DELETE /api/admin/orders/:id/plannings/:pid/discount',
  'DELETE /api/admin/orders/:id/plannings/:pid/product/:prodId',
  'DELETE /api/orders/:id/payment',
  'DELETE /api/users/filters',
  'DELETE /api/address/:id',
  'DELETE /api/admin/address/:id',
  'GET /api/address',
  'GET /api/admin/address/dentist/:id',
  'GET /api/admin/dentists',
  'GET /api/admin/message-types',
  'GET /api/admin/order-statuses',
  'GET /api/admin/orders/:id',
  'GET /api/admin/orders/:id/attachment/:attId',
  'GET /api/admin/orders/:id/planning-file/:pid',
  'GET /api/admin/orders/:id/plannings/:pid/stages',
  'GET /api/admin/orders/:id/plannings/:pid/stages/:arch/:stage',
  'GET /api/admin/orders/:id/plannings/:pid/chair-chart',
  'POST /api/admin/orders/:id/plannings/:pid/stages',
  'PATCH /api/admin/orders/:id/plannings/:pid/chair-work',
  'GET /api/orders/:id/plannings/:pid/stages',
  'GET /api/orders/:id/plannings/:pid/stages/:arch/:stage',
  'GET /api/orders/:id/plannings/:pid/chair-chart',
  'DELETE /api/orders/:id/plannings/:pid/comments/:cid',
  'POST /api/orders/:id/plannings/:pid/share',
  'DELETE /api/orders/:id/plannings/:pid/share',
  'GET /api/shared/:token',
  'GET /api/shared/:token/stages/:arch/:stage',
  'PATCH /api/admin/orders/:id/plannings/:pid/comments/:cid',
  'GET /api/admin/patients/:id/prescription-form',
  'GET /api/admin/products',
  'GET /api/admin/users/consultants',
  'GET /api/admin/users/employees',
  'GET /api/cep/:cep',
  'GET /api/orders/:id/attachment/:attId',
  'GET /api/orders/:id/payment',
  'GET /api/orders/:id/planning-file/:planningId',
  'GET /api/orders/:id/prescription',
  'GET /api/orders/draft/:id',
  'GET /api/patients/:id',
  'GET /api/patients/:id/prescription-form',
  'GET /api/users/export',
  'GET /api/users/filters',
  'GET /api/users/profile',
  'GET /api/orders/:id/messages',
  'GET /api/admin/orders/:id/messages',
  'PATCH /api/admin/orders/:id/address',
  'PATCH /api/admin/orders/:id/attachment/:attId',
  'PATCH /api/admin/orders/:id/patient/:patientId',
  'PATCH /api/admin/orders/:id/request-approval',
  'PATCH /api/nps/planning/:id',
  'PATCH /api/orders/:id/address',
  'PATCH /api/orders/:id/apply-offer/:offerId',
  'PATCH /api/orders/:id/attachment/:attId',
  'POST /api/admin/orders/:id/add-balance',
  'POST /api/admin/orders/:id/attachment',
  'POST /api/admin/orders/:id/plannings',
  'POST /api/admin/orders/:id/plannings/:pid/balance',
  'POST /api/admin/orders/:id/plannings/:pid/product',
  'POST /api/auth/logout',
  'POST /api/nps/dismiss',
  'POST /api/orders/:id/attachment',
  'POST /api/orders/:id/payment',
  'POST /api/orders/:id/planning/:planningId/balance',
  'POST /api/orders/:id/planning/:planningId/current',
  'POST /api/orders/:id/planning/view',
  'POST /api/orders/:id/remove-offer',
  'POST /api/orders/draft',
  'POST /api/orders/draft/:id',
  'DELETE /api/orders/draft/:id',
  'POST /api/orders/:id/send-to-analysis',
  'POST /api/orders/:id/approve',
  'POST /api/orders/:id/pre-approve',
  'POST /api/admin/orders/:id/plannings/:pid/add-arcade',
  'POST /api/admin/orders/:id/plannings/:pid/remove-arcade',
  // Multipart: the file name is made safe before it is stored (attachments suite).
  'POST /api/attachments',
  // tus: the file name travels in Upload-Metadata, checked by the text codec (resumable-uploads suite).
  'OPTIONS /api/uploads',
  'POST /api/uploads',
  'GET /api/uploads/:id',
  'PATCH /api/uploads/:id',
  'DELETE /api/uploads/:id',
]);

const setAt = (value: Record<string, unknown>, path: string, text: string): Record<string, unknown> => {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...value, [head!]: text };
  const inner = value[head!];
  if (Array.isArray(inner)) return { ...value, [head!]: inner.map((item, i) => (i === 0 ? setAt(item as Record<string, unknown>, rest.join('.'), text) : item)) };
  return { ...value, [head!]: setAt(inner as Record<string, unknown>, rest.join('.'), text) };
};

describe.each(testDatabaseTargets())('text PostgreSQL cannot store, on $name', (target) => {
  let t: TestApp;
  const routes: string[] = [];
  let samples: Sample[];
  beforeAll(async () => {
    t = await startTestApp(target, { onRoute: (r) => routes.push(`${r.method} ${r.url}`) });
    const dentista = await t.login('dentista@demo.com.br');
    const staff = await t.login('atendente@demo.com.br');
    const lead = await t.login('lead@demo.com.br');
    const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const dentistaId = await idOf('dentista@demo.com.br');
    const [waiting] = await demoOrderIds(t.db, 'WAITING_FOR_APPROVAL');
    const planning = await t.db.selectFrom('plannings').select('id').where('order_id', '=', waiting!).where('is_current', '=', true).executeTakeFirstOrThrow();
    const messageType = await t.db.selectFrom('message_types').select('id').executeTakeFirstOrThrow();
    const ownAddress = await t.db.selectFrom('addresses').select('id').where('dentist_id', '=', dentistaId).executeTakeFirstOrThrow();
    const version = (await t.db.selectFrom('orders').select('version').where('id', '=', waiting!).executeTakeFirstOrThrow()).version;
    const patient = await t.db.selectFrom('patients').select('id').where('dentist_id', '=', dentistaId).executeTakeFirstOrThrow();
    const draft = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/orders/draft', headers: bearer(dentista), payload: { patientId: patient.id } })).id;
    const nps = { question: 'Qual a probabilidade de nos recomendar?', score: 9, answer: 'Gostei muito' };
    samples = [
      { route: 'POST /api/auth/login', url: '/api/auth/login', token: null, body: { username: 'dentista@demo.com.br', password: 'Demo@1234' }, texts: ['username', 'password'] },
      { route: 'POST /api/dentist', url: '/api/dentist', token: null, body: aRegistration, texts: [...registrationTexts, 'email', 'password'] },
      { route: 'POST /api/dentist/:id/complete', url: `/api/dentist/${await idOf('lead@demo.com.br')}/complete`, token: lead, body: registration, texts: registrationTexts },
      { route: 'GET /api/dentist/verify', url: '/api/dentist/verify', token: dentista, query: { code: '12345678.87654321.1234567.1.12345678901234567890' }, texts: ['?code'] },
      {
        route: 'POST /api/users/clinical-preferences',
        url: '/api/users/clinical-preferences',
        token: dentista,
        body: { ...emptyClinicalPreferences, standingNote: 'Attachments só nos pré-molares' },
        texts: ['standingNote'],
      },
      { route: 'PATCH /api/dentist/:id/onyx-code', url: `/api/dentist/${dentistaId}/onyx-code`, token: staff, body: { onyxCode: 'ONX-123' }, texts: ['onyxCode'] },
      {
        route: 'POST /api/patients',
        url: '/api/patients',
        token: dentista,
        body: { firstName: 'Clara', lastName: 'Reis', cpf: '', gender: 'FEMALE' },
        texts: ['firstName', 'lastName', 'cpf', 'gender'],
      },
      { route: 'GET /api/patients', url: '/api/patients', token: dentista, query: { filter: 'Clara' }, texts: ['?filter'] },
      { route: 'GET /api/admin/patients/by-dentist/:id', url: `/api/admin/patients/by-dentist/${dentistaId}`, token: staff, query: { filter: 'Clara' }, texts: ['?filter'] },
      {
        route: 'POST /api/admin/patients/by-dentist/:id',
        url: `/api/admin/patients/by-dentist/${dentistaId}`,
        token: staff,
        body: { firstName: 'Clara', lastName: 'Reis', cpf: '', gender: 'FEMALE' },
        texts: ['firstName', 'lastName', 'cpf', 'gender'],
      },
      {
        route: 'PATCH /api/admin/patients/:id',
        url: `/api/admin/patients/${patient.id}`,
        token: staff,
        body: { firstName: 'Clara', lastName: 'Reis', cpf: '', gender: 'FEMALE' },
        texts: ['firstName', 'lastName', 'cpf', 'gender'],
      },
      { route: 'POST /api/address', url: '/api/address', token: dentista, body: address, texts: addressTexts },
      { route: 'PATCH /api/address/:id', url: `/api/address/${ownAddress.id}`, token: dentista, body: address, texts: addressTexts },
      { route: 'POST /api/admin/address', url: '/api/admin/address', token: staff, body: { ...address, dentistId: dentistaId }, texts: addressTexts },
      { route: 'PATCH /api/admin/address/:id', url: `/api/admin/address/${ownAddress.id}`, token: staff, body: address, texts: addressTexts },
      {
        route: 'POST /api/orders/:id/plannings/:pid/comments',
        url: `/api/orders/${waiting}/plannings/${planning.id}/comments`,
        token: dentista,
        body: { tooth: 11, stage: 1, point: [0, 0, 0], text: 'Girar menos o 11.' },
        texts: ['text'],
      },
      {
        route: 'POST /api/orders/:id/messages',
        url: `/api/orders/${waiting}/messages`,
        token: dentista,
        body: { messageTypeId: messageType.id, message: 'Pode ajustar o caninos?' },
        texts: ['message'],
      },
      {
        route: 'POST /api/admin/orders/:id/messages',
        url: `/api/admin/orders/${waiting}/messages`,
        token: staff,
        body: { messageTypeId: messageType.id, message: 'Ajustado.' },
        texts: ['message'],
      },
      { route: 'GET /api/orders', url: '/api/orders', token: dentista, query: { search: 'Ana' }, texts: ['?search'] },
      { route: 'GET /api/admin/orders', url: '/api/admin/orders', token: staff, query: { search: 'Ana' }, texts: ['?search'] },
      { route: 'GET /api/admin/orders/counts', url: '/api/admin/orders/counts', token: staff, query: { search: 'Ana' }, texts: ['?search'] },
      { route: 'GET /api/orders/:id', url: `/api/orders/${waiting}`, token: dentista, query: { checkout: '1' }, texts: ['?checkout'] },
      { route: 'POST /api/orders/:id/cancel', url: `/api/orders/${waiting}/cancel`, token: dentista, body: { reason: 'Paciente desistiu' }, texts: ['reason'] },
      {
        route: 'POST /api/admin/orders/:id/charges/:chargeId/confirm',
        url: `/api/admin/orders/${waiting}/charges/${randomUUID()}/confirm`,
        token: staff,
        body: { reason: 'Comprovante recebido' },
        texts: ['reason'],
      },
      {
        route: 'POST /api/admin/orders/:id/charges/:chargeId/cancel',
        url: `/api/admin/orders/${waiting}/charges/${randomUUID()}/cancel`,
        token: staff,
        body: { reason: 'Renegociada' },
        texts: ['reason'],
      },
      {
        route: 'POST /api/admin/orders/:id/charges/:chargeId/boleto',
        url: `/api/admin/orders/${waiting}/charges/${randomUUID()}/boleto`,
        token: staff,
        body: { attachmentId: randomUUID(), linhaDigitavel: '23793.38128 60007.827136 95000.063305 9 75520000370000' },
        texts: ['linhaDigitavel'],
      },
      { route: 'POST /api/auth/password-reset', url: '/api/auth/password-reset', token: null, body: { username: 'ninguem@exemplo.com.br' }, texts: ['username'] },
      {
        route: 'POST /api/auth/password-reset/confirm',
        url: '/api/auth/password-reset/confirm',
        token: null,
        body: { token: 'inventado', password: 'Nova@Senha9' },
        texts: ['token', 'password'],
      },
      { route: 'POST /api/admin/statements', url: '/api/admin/statements', token: staff, body: { ofx: 'OFXHEADER:100' }, texts: ['ofx'] },
      {
        route: 'POST /api/admin/statements/confirm',
        url: '/api/admin/statements/confirm',
        token: staff,
        body: { fitId: 'FIT-1', chargeId: randomUUID(), amountCents: 100, postedOn: '2026-11-21' },
        texts: ['fitId'],
      },
      { route: 'POST /api/orders/:id/reject', url: `/api/orders/${waiting}/reject`, token: dentista, body: { reason: 'Prefiro outra linha média' }, texts: ['reason'] },
      { route: 'POST /api/admin/orders/:id/cancel', url: `/api/admin/orders/${waiting}/cancel`, token: staff, body: { reason: 'Pedido duplicado' }, texts: ['reason'] },
      {
        route: 'PATCH /api/admin/orders/:id',
        url: `/api/admin/orders/${waiting}`,
        token: staff,
        body: { version, forecastComment: 'Na semana que vem', statusId: 'VIRTUAL_PLANNING', statusChangeReason: 'Revisar' },
        texts: ['forecastComment', 'statusChangeReason'],
      },
      {
        route: 'PATCH /api/admin/orders/:id/plannings/:pid',
        url: `/api/admin/orders/${waiting}/plannings/${planning.id}`,
        token: staff,
        body: { comment: 'Movimentos suaves', viewerUrl: 'https://viewer.example/caso' },
        texts: ['comment', 'viewerUrl'],
      },
      {
        route: 'POST /api/admin/orders/:id/plannings/:pid/discount',
        url: `/api/admin/orders/${waiting}/plannings/${planning.id}/discount`,
        token: staff,
        body: { description: 'Cortesia', type: 'VALUE', value: 1000 },
        texts: ['description'],
      },
      {
        route: 'POST /api/nps',
        url: '/api/nps',
        token: dentista,
        body: { origin: 'ORDERS', type: 'POST_PURCHASE', answers: [nps] },
        texts: ['answers.question', 'answers.answer'],
      },
      {
        route: 'POST /api/nps/planning/:id',
        url: `/api/nps/planning/${planning.id}`,
        token: dentista,
        body: { origin: 'ORDER_DETAIL', type: 'PLANNING', answers: [nps] },
        texts: ['answers.question', 'answers.answer'],
      },
      {
        route: 'PATCH /api/orders/draft/:id',
        url: `/api/orders/draft/${draft}`,
        token: dentista,
        body: { key: 'CUSTOMIZE', contentionAdditionalInfo: 'Sem attachments', modelUrl: 'https://scans.example/1' },
        texts: ['contentionAdditionalInfo', 'modelUrl'],
      },
      {
        route: 'PATCH /api/orders/draft/:id',
        url: `/api/orders/draft/${draft}`,
        token: dentista,
        body: { key: 'QUIZ', prescriptionForm: JSON.stringify({ ...emptyPrescription, complaint: 'Apinhamento' }) },
        texts: ['prescriptionForm'],
      },
      {
        route: 'PATCH /api/orders/:id/model-tracking',
        url: `/api/orders/${waiting}/model-tracking`,
        token: dentista,
        body: { trackingCode: 'AB123456789BR' },
        texts: ['trackingCode'],
      },
      { route: 'POST /api/users/filters', url: '/api/users/filters', token: dentista, body: { origin: 'ORDERS', filters: { search: 'Ana' } }, texts: ['filters.search'] },
    ];
  });
  afterAll(() => t.close());

  const send = (s: Sample, body: Record<string, unknown> | undefined, query: Record<string, string> | undefined) => {
    const [method] = s.route.split(' ') as [Method];
    return t.app.inject({ method, url: withQuery(s.url, query), ...(body ? { payload: body } : {}), headers: s.token ? bearer(s.token) : {} });
  };
  const corrupt = (s: Sample, path: string, text: string) =>
    path.startsWith('?') ? send(s, s.body, { ...s.query, [path.slice(1)]: text }) : send(s, setAt(s.body!, path, text), s.query);

  it('covers every route: each one is sampled with its text fields, reads no free text, or is the PSP’s webhook', () => {
    const sampled = new Set(samples.map((s) => s.route));
    expect(routes.filter((r) => r.includes(' /api/') && !sampled.has(r) && !readsNoText.has(r) && r !== pixWebhook)).toEqual([]);
  });

  it('sets aside a Pix with unstorable text in any field, storing none of what was told but its well-formed ids', async () => {
    const fields = ['endToEndId', 'txid', 'valor', 'horario'] as const;
    for (const field of fields) {
      await fc.assert(
        fc.asyncProperty(unstorable, async (bad) => {
          const pix = { endToEndId: `E${randomUUID().replace(/-/g, '')}`, txid: 'NENHUMA', valor: '1.00', horario: '2026-11-21T12:00:00Z', [field]: bad };
          const unread = () => t.db.selectFrom('payments').select(['reference', 'txid', 'reason']).where('outcome', '=', 'UNREADABLE').execute();
          const before = (await unread()).length;
          const res = await t.app.inject({ method: 'POST', url: `/api/payments/pix/webhook/${testWebhookToken}/pix`, payload: { pix: [pix] } });
          expect([field, res.statusCode]).toEqual([field, 204]);
          const after = await unread();
          expect(after).toHaveLength(before + 1);
          expect(after.flatMap((p) => [p.reference, p.txid ?? '', p.reason ?? '']).filter((text) => text.includes(bad))).toEqual([]);
        }),
        { numRuns: 4 },
      );
    }
  });

  it('refuses a NUL or unpaired surrogate in any text field with a Portuguese 400 naming the field, and stores nothing', async () => {
    const before = await tableCounts(t.db);
    for (const s of samples) {
      for (const path of s.texts) {
        await fc.assert(
          fc.asyncProperty(path.startsWith('?') ? withNul : unstorable, async (bad) => {
            const res = await corrupt(s, path, bad);
            expect([s.route, path, res.statusCode]).toEqual([s.route, path, 400]);
            const message = res.json<{ message?: string }>().message ?? '';
            // The prescription is one document: its message covers all its texts.
            expect(message).toMatch(/^(O campo [^.]+ contém um caractere inválido\.|Um dos textos contém um caractere inválido\.)$/);
          }),
          { numRuns: 4 },
        );
      }
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('never answers 5xx to any text of the whole code-unit range', async () => {
    for (const s of samples.filter((x) => x.route.startsWith('GET') || x.route === 'POST /api/auth/login')) {
      for (const path of s.texts) {
        await fc.assert(
          fc.asyncProperty(anyText, async (text) => {
            const res = await corrupt(s, path, text);
            expect([s.route, path, res.statusCode < 500]).toEqual([s.route, path, true]);
          }),
          { numRuns: 10 },
        );
      }
    }
  });

  it('names the field in the sentence', async () => {
    const patients = samples.find((s) => s.route === 'POST /api/patients')!;
    expect(json(await corrupt(patients, 'lastName', 'Reis\u0000'))).toEqual({ message: 'O campo Sobrenome contém um caractere inválido.' });
    const login = samples.find((s) => s.route === 'POST /api/auth/login')!;
    expect(json(await corrupt(login, 'username', '\uD83D'))).toEqual({ message: 'O campo Usuário contém um caractere inválido.' });
    const orders = samples.find((s) => s.route === 'GET /api/orders')!;
    expect(json(await corrupt(orders, '?search', 'A\u0000'))).toEqual({ message: 'O campo Busca contém um caractere inválido.' });
  });
});
