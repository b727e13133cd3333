import { emptyAddressForm } from '../../domain/people/address';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../../test/support/server/approvable-orders';
import { bearer, json, startTestApp, testWebhookToken, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { OrderCharges } from '../../contract/charges.contract';
import type { PaymentMethodCode } from '../../domain/order/payment';
import { parseBrCode } from '../../domain/payments/br-code';
import { pixValueOf } from '../../domain/payments/payment-match';
import { demoPixSettings } from './pix-settings';
import { amountInWords } from './receipt-pdf';
import { drawnText } from '../../../test/support/server/pdf-text';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { linhaDigitavelOf } from '../../../test/support/domain/boleto-maker';
import { boletoMessages, formatLinhaDigitavel } from '../../domain/payments/boleto';

const webhook = (token = testWebhookToken) => `/api/payments/pix/webhook/${token}/pix`;
const endToEndId = () => `E${randomUUID().replace(/-/g, '').slice(0, 31)}`;

describe.each(testDatabaseTargets())('an order’s charges and their payments on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let atendente: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    atendente = await t.login('atendente@demo.com.br');
  });
  afterAll(() => t.close());

  /** An order waiting for approval, paid by `code` in `installments`, with its planning's total. */
  const waitingOrder = async (code: PaymentMethodCode = 'PIX', installments: number | null = null, thirdParty = false) => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    const condition = await t.db.selectFrom('payment_conditions').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await t.db.updateTable('order_payments').set({ payment_condition_id: condition.id, installments, use_third_party_checkout: thirdParty }).where('order_id', '=', id!).execute();
    const order = json<{ plannings: { isCurrent: boolean; totalCents: number }[] }>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(dentista) }));
    return { id: id!, totalCents: order.plannings.find((p) => p.isCurrent)!.totalCents };
  };
  const approve = async (id: string, action = 'approve') =>
    json<{ status: string }>(await t.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: bearer(dentista) }));
  const charges = async (id: string, token = dentista) => json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(token) }));
  const pay = (txid: string, cents: number, e2e = endToEndId(), token?: string) =>
    t.app.inject({ method: 'POST', url: webhook(token), payload: { pix: [{ endToEndId: e2e, txid, valor: pixValueOf(cents), horario: '2026-11-21T15:00:00.000Z' }] } });
  const payments = () => t.db.selectFrom('payments').selectAll().execute();
  const status = async (id: string) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('makes one open Pix charge of the planning’s total when approved, due in 3 days, with a BR Code for it', async () => {
    const { id, totalCents } = await waitingOrder();
    expect(await charges(id)).toEqual({ charges: [], totalCents: 0, paidCents: 0 });
    expect(await approve(id)).toEqual({ status: 'APPROVED' });
    const answer = await charges(id);
    expect(answer.totalCents).toBe(totalCents);
    expect(answer.charges).toHaveLength(1);
    const [charge] = answer.charges;
    expect(charge).toMatchObject({ number: 1, count: 1, method: 'PIX', amountCents: totalCents, dueDate: '2026-11-24', status: 'OPEN', paidAt: null });
    const code = parseBrCode(charge!.brCode!);
    expect(code).toEqual(E.right({ key: demoPixSettings.key, merchantName: 'CA Alinhadores', merchantCity: 'Sao Paulo', amountCents: totalCents, txid: charge!.txid }));
    // Another dentist's order is not theirs to see.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(kol) })).statusCode).toBe(404);
  });

  it('splits parcelled conditions into monthly charges that add up to the total, and marks them overdue after their day', async () => {
    const { id, totalCents } = await waitingOrder('BOLETO_INSTALLMENTS', 3);
    await approve(id);
    const answer = await charges(id);
    expect(answer.charges.map((c) => c.dueDate)).toEqual(['2026-11-24', '2026-12-24', '2027-01-24']);
    expect(answer.charges.reduce((sum, c) => sum + c.amountCents, 0)).toBe(totalCents);
    t.advance(4 * 24 * 3600_000);
    try {
      // Four days on, the morning's session has ended: the dentist signs in again.
      expect((await charges(id, await t.login('dentista@demo.com.br'))).charges.map((c) => c.status)).toEqual(['OVERDUE', 'OPEN', 'OPEN']);
    } finally {
      t.advance(-4 * 24 * 3600_000);
    }
  });

  it('takes the PSP’s word only with the webhook’s token, records a Pix once however often it is told, and pays the charge', async () => {
    const { id, totalCents } = await waitingOrder();
    await approve(id);
    const [charge] = (await charges(id)).charges;
    const before = (await payments()).length;
    expect((await pay(charge!.txid, totalCents, endToEndId(), 'token-errado')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/pix/webhook//pix', payload: { pix: [] } })).statusCode).not.toBe(204);
    expect(await payments()).toHaveLength(before);
    const e2e = endToEndId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(charge!.txid, totalCents, e2e)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(204));
    const recorded = (await payments()).filter((p) => p.reference === e2e);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ source: 'PIX_API', outcome: 'PAID', charge_id: charge!.id, amount_cents: totalCents });
    const after = await charges(id);
    expect(after.charges[0]).toMatchObject({ status: 'PAID', paidAt: '2026-11-21T15:00:00.000Z', brCode: null });
    expect(after.paidCents).toBe(totalCents);
    const news = await t.db.selectFrom('order_events').select(['kind', 'actor_id']).where('order_id', '=', id).where('kind', '=', 'PAYMENT_RECEIVED').execute();
    expect(news).toEqual([{ kind: 'PAYMENT_RECEIVED', actor_id: null }]);
  });

  it('keeps a Pix of another amount, or for no charge, aside for the staff without paying anything', async () => {
    const { id, totalCents } = await waitingOrder();
    await approve(id);
    const [charge] = (await charges(id)).charges;
    const short = endToEndId();
    expect((await pay(charge!.txid, totalCents - 1, short)).statusCode).toBe(204);
    const stranger = endToEndId();
    expect((await pay('NENHUMACOBRANCA123', 500, stranger)).statusCode).toBe(204);
    const recorded = await payments();
    expect(recorded.find((p) => p.reference === short)).toMatchObject({ outcome: 'AMOUNT_MISMATCH', charge_id: charge!.id });
    expect(recorded.find((p) => p.reference === stranger)).toMatchObject({ outcome: 'UNMATCHED', charge_id: null });
    expect((await charges(id)).charges[0]!.status).toBe('OPEN');
    // The staff find both among the payments kept aside, with the charge the first one named.
    const aside = json<{ items: { id: string; outcome: string; amountCents: number; charge: { orderId: string } | null }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/payments/aside', headers: bearer(atendente) }),
    ).items;
    expect(aside.find((p) => p.id === recorded.find((r) => r.reference === short)!.id)).toMatchObject({
      outcome: 'AMOUNT_MISMATCH',
      amountCents: totalCents - 1,
      charge: { orderId: id },
    });
    expect(aside.find((p) => p.id === recorded.find((r) => r.reference === stranger)!.id)).toMatchObject({ outcome: 'UNMATCHED', charge: null });
  });

  it('answers 400 and records nothing for a body that is not a list of Pix, from the whole of Unicode', async () => {
    const before = (await payments()).length;
    const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });
    const notAnObject = fc.oneof(anyText, fc.integer(), fc.constant(null), fc.array(anyText, { minLength: 1, maxLength: 2 }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.record({ pix: notAnObject }), fc.record({ pix: fc.array(notAnObject, { minLength: 1, maxLength: 3 }) }), anyText), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: webhook(),
          payload: typeof body === 'string' ? JSON.stringify(body) : body,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
      }),
      { numRuns: 60 },
    );
    expect(await payments()).toHaveLength(before);
  });

  it('judges each Pix of a batch on its own: an impossible one is set aside with its reason, every other one is recorded, once however often the batch comes', async () => {
    const orders = await Promise.all([waitingOrder(), waitingOrder()]);
    for (const o of orders) await approve(o.id);
    const [first, second] = await Promise.all(orders.map(async (o) => (await charges(o.id)).charges[0]!));
    const [e2eFirst, e2eHuge, e2eDate, e2eYearZero, e2eSecond] = [endToEndId(), endToEndId(), endToEndId(), endToEndId(), endToEndId()];
    const batch = [
      // Past a 32-bit column: recorded as told, set aside as another amount than the charge's.
      { endToEndId: e2eHuge, txid: first!.txid, valor: '21474836.48', horario: '2026-11-21T15:00:00Z' },
      { endToEndId: e2eFirst, txid: first!.txid, valor: pixValueOf(orders[0].totalCents), horario: '2026-11-21T15:00:00Z' },
      { endToEndId: e2eDate, txid: second!.txid, valor: pixValueOf(orders[1].totalCents), horario: '2026-02-30T12:00:00Z' },
      { endToEndId: e2eYearZero, valor: '99999999999.99', horario: '0000-01-01T00:00:00Z' },
      { endToEndId: 'não\u0000é um id', txid: second!.txid, valor: '10.00', horario: '2026-11-21T15:00:00Z' },
      { endToEndId: e2eSecond, txid: second!.txid, valor: pixValueOf(orders[1].totalCents), horario: '2026-11-21T16:00:00Z' },
    ];
    for (let round = 0; round < 3; round++) expect((await t.app.inject({ method: 'POST', url: webhook(), payload: { pix: batch } })).statusCode).toBe(204);
    const recorded = (await payments()).filter((p) => [first!.txid, second!.txid].includes(p.txid ?? '') || p.reference.startsWith('unreadable:'));
    const byRef = (ref: string) => recorded.filter((p) => p.reference === ref);
    expect(byRef(e2eFirst)).toMatchObject([{ outcome: 'PAID', amount_cents: orders[0].totalCents }]);
    expect(byRef(e2eSecond)).toMatchObject([{ outcome: 'PAID', amount_cents: orders[1].totalCents }]);
    expect(byRef(e2eHuge)).toMatchObject([{ outcome: 'AMOUNT_MISMATCH', amount_cents: 2_147_483_648, charge_id: first!.id }]);
    expect(byRef(`unreadable:${e2eDate}`)).toMatchObject([{ outcome: 'UNREADABLE', txid: second!.txid, reason: 'O horário do Pix deve ser uma data e hora no formato RFC 3339.' }]);
    expect(byRef(`unreadable:${e2eYearZero}`)).toMatchObject([{ outcome: 'UNREADABLE', txid: null }]);
    expect(recorded.filter((p) => p.reference.startsWith('unreadable:sha256:') && p.txid === second!.txid)).toMatchObject([
      { outcome: 'UNREADABLE', reason: 'O identificador do Pix (endToEndId) deve ter de 1 a 35 letras e números.' },
    ]);
    expect((await charges(orders[0].id)).charges[0]!.status).toBe('PAID');
    expect((await charges(orders[1].id)).charges[0]!.status).toBe('PAID');
    // The same Pix told again with its day right is recorded: what was set aside never stands in its way.
    const third = await waitingOrder();
    await approve(third.id);
    const [owed] = (await charges(third.id)).charges;
    const late = endToEndId();
    await t.app.inject({
      method: 'POST',
      url: webhook(),
      payload: { pix: [{ endToEndId: late, txid: owed!.txid, valor: pixValueOf(third.totalCents), horario: '2026-02-30T12:00:00Z' }] },
    });
    expect((await charges(third.id)).charges[0]!.status).toBe('OPEN');
    await t.app.inject({
      method: 'POST',
      url: webhook(),
      payload: { pix: [{ endToEndId: late, txid: owed!.txid, valor: pixValueOf(third.totalCents), horario: '2026-02-28T12:00:00Z' }] },
    });
    expect((await charges(third.id)).charges[0]!.status).toBe('PAID');
    // The staff read why, among the payments kept aside, a page at a time.
    const aside = json<{ items: { id: string; outcome: string; reason: string | null }[]; total: number; limit: number }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/payments/aside?limit=100', headers: bearer(atendente) }),
    );
    expect(aside.items.find((p) => p.id === byRef(`unreadable:${e2eDate}`)[0]!.id)).toMatchObject({
      outcome: 'UNREADABLE',
      reason: 'O horário do Pix deve ser uma data e hora no formato RFC 3339.',
    });
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(aside.total / 2) }, async (_, i) =>
        json<{ items: { id: string }[] }>(await t.app.inject({ method: 'GET', url: `/api/admin/payments/aside?page=${i + 1}&limit=2`, headers: bearer(atendente) })).items.map(
          (p) => p.id,
        ),
      ),
    );
    expect(new Set(pages.flat()).size).toBe(aside.total);
  });

  it('approves a pre-approved credit-card order by itself once its first charge is paid', async () => {
    const { id } = await waitingOrder('CREDIT_CARD', 4);
    expect(await approve(id, 'pre-approve')).toEqual({ status: 'WAITING_FOR_PAYMENT' });
    const list = (await charges(id)).charges;
    expect(list.map((c) => c.method)).toEqual(['CREDIT_CARD', 'CREDIT_CARD', 'CREDIT_CARD', 'CREDIT_CARD']);
    await pay(list[1]!.txid, list[1]!.amountCents);
    expect(await status(id)).toBe('WAITING_FOR_PAYMENT');
    await pay(list[0]!.txid, list[0]!.amountCents);
    expect(await status(id)).toBe('APPROVED');
    const approval = await t.db.selectFrom('order_status_history').select(['from_status', 'actor_id']).where('order_id', '=', id).where('to_status', '=', 'APPROVED').execute();
    expect(approval).toEqual([{ from_status: 'WAITING_FOR_PAYMENT', actor_id: null }]);
  });

  it('charges once what the external checkout parcels itself', async () => {
    const { id, totalCents } = await waitingOrder('CREDIT_CARD', null, true);
    await approve(id, 'pre-approve');
    expect((await charges(id)).charges.map((c) => c.amountCents)).toEqual([totalCents]);
  });

  it('lets the staff confirm a payment by hand, with the reason in the audit trail, once', async () => {
    const { id } = await waitingOrder('BOLETO_INSTALLMENTS', 2);
    await approve(id);
    const [first] = (await charges(id)).charges;
    const confirm = (reason: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/charges/${first!.id}/confirm`, headers: bearer(atendente), payload: { reason } });
    expect((await confirm('  ')).statusCode).toBe(400);
    const done = await confirm('Comprovante enviado pelo dentista por e-mail');
    expect(done.statusCode).toBe(200);
    expect(json<OrderCharges>(done).charges.map((c) => c.status)).toEqual(['PAID', 'OPEN']);
    expect((await confirm('De novo')).statusCode).toBe(409);
    const audit = await t.db.selectFrom('order_audit').select(['action', 'reason', 'after']).where('order_id', '=', id).where('action', '=', 'PAYMENT_CONFIRMED').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('Comprovante enviado pelo dentista por e-mail');
    // A dentist cannot confirm their own payment.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/charges/${first!.id}/confirm`, headers: bearer(dentista), payload: { reason: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('cancels the open charges with the order, and owes back the paid ones', async () => {
    const { id } = await waitingOrder('BOLETO_INSTALLMENTS', 2);
    await approve(id);
    const [first] = (await charges(id)).charges;
    await pay(first!.txid, first!.amountCents);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers: bearer(atendente), payload: { reason: 'Paciente desistiu' } });
    expect(json(cancel)).toEqual({ status: 'CANCELLED' });
    const after = (await charges(id)).charges;
    expect(after.map((c) => [c.status, c.refundDue])).toEqual([
      ['PAID', true],
      ['CANCELLED', false],
    ]);
    // A Pix for a cancelled charge is kept aside, not taken as payment.
    const late = endToEndId();
    await pay(after[1]!.txid, after[1]!.amountCents, late);
    expect((await payments()).find((p) => p.reference === late)).toMatchObject({ outcome: 'CHARGE_CANCELLED' });
  });

  it('gives a paid charge its receipt, with the provider’s CNPJ, the amount in figures and words, how and when; none before it is paid', async () => {
    const { id, totalCents } = await waitingOrder();
    await approve(id);
    const [charge] = (await charges(id)).charges;
    const receipt = (token = dentista, prefix = '/api/orders') => t.app.inject({ method: 'GET', url: `${prefix}/${id}/charges/${charge!.id}/receipt`, headers: bearer(token) });
    expect((await receipt()).statusCode).toBe(404);
    await pay(charge!.txid, totalCents);
    const answer = await receipt();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = drawnText(answer.rawPayload).join(' ');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain(amountInWords(totalCents).slice(0, 20));
    expect(text).toContain('Pix, confirmado pelo banco');
    expect(text).toMatch(/Pago em: 21\/11\/2026 12:00/);
    // It names whom the order bills: the clinic by its legal name and (alphanumeric) CNPJ, or the person of a CPF address.
    const order = await t.db.selectFrom('orders').select('dentist_id').where('id', '=', id).executeTakeFirstOrThrow();
    const own = await t.db.selectFrom('addresses').select(['id', 'cnpj']).where('dentist_id', '=', order.dentist_id).execute();
    const clinic = own.find((a) => a.cnpj === '12ABC34501DE35')!;
    await t.db.updateTable('orders').set({ billing_address_id: clinic.id }).where('id', '=', id).execute();
    expect(drawnText((await receipt()).rawPayload).join(' ')).toContain('Recebemos de Sorriso Pleno Odontologia Ltda (12.ABC.345/01DE-35)');
    const person = await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: bearer(dentista),
      payload: {
        ...emptyAddressForm,
        buyAs: 'CPF',
        fullName: 'Ana Beatriz Souza',
        cpf: '111.444.777-35',
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '10',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        phone: '(11) 98765-4321',
        email: 'ana@example.com',
      },
    });
    await t.db
      .updateTable('orders')
      .set({ billing_address_id: json<{ id: string }>(person).id })
      .where('id', '=', id)
      .execute();
    expect(drawnText((await receipt()).rawPayload).join(' ')).toContain('Recebemos de Ana Beatriz Souza (111.444.777-35)');
    // Another dentist's order has no receipt for her; the staff read it on theirs.
    expect((await receipt(kol)).statusCode).toBe(404);
    expect((await receipt(atendente, '/api/admin/orders')).statusCode).toBe(200);
  });

  it('lets the staff cancel one open charge with a reason, in the audit trail, told to the dentist; never a paid or cancelled one', async () => {
    const { id } = await waitingOrder('BOLETO_INSTALLMENTS', 3);
    await approve(id);
    const [first, second] = (await charges(id)).charges;
    const cancel = (chargeId: string, reason = 'Parcela renegociada por telefone', token = atendente) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/charges/${chargeId}/cancel`, headers: bearer(token), payload: { reason } });
    expect((await cancel(second!.id, '   ')).statusCode).toBe(400);
    expect([401, 403]).toContain((await cancel(second!.id, 'Motivo', dentista)).statusCode);
    const done = await cancel(second!.id);
    expect(done.statusCode).toBe(200);
    expect(json<OrderCharges>(done).charges.map((c) => [c.status, c.brCode === null])).toEqual([
      ['OPEN', false],
      ['CANCELLED', true],
      ['OPEN', false],
    ]);
    expect((await cancel(second!.id)).statusCode).toBe(409);
    await pay(first!.txid, first!.amountCents);
    expect((await cancel(first!.id)).statusCode).toBe(409);
    const audit = await t.db.selectFrom('order_audit').select(['action', 'reason']).where('order_id', '=', id).where('action', '=', 'CHARGE_CANCELLED').execute();
    expect(audit).toEqual([{ action: 'CHARGE_CANCELLED', reason: 'Parcela renegociada por telefone' }]);
    expect(await t.db.selectFrom('order_events').select('kind').where('order_id', '=', id).where('kind', '=', 'CHARGE_CANCELLED').execute()).toHaveLength(1);
  });

  it('takes the bank’s boleto of a boleto charge from the staff (its PDF and a linha digitável that checks), and the dentist downloads it', async () => {
    const { id } = await waitingOrder('BOLETO_INSTALLMENTS', 2);
    await approve(id);
    const [first, second] = (await charges(id)).charges;
    const sendPdf = (token: string, kind: string) => {
      const body = multipartBody('boleto.pdf', sampleFiles.pdf(), 'application/pdf');
      return t.app.inject({ method: 'POST', url: `/api/attachments?kind=${kind}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    };
    const uploadBoleto = async () => json<{ id: string }>(await sendPdf(atendente, 'BOLETO'));
    const attach = (chargeId: string, attachmentId: string, linhaDigitavel: string, token = atendente) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/charges/${chargeId}/boleto`, headers: bearer(token), payload: { attachmentId, linhaDigitavel } });
    const linha = (cents: number) => linhaDigitavelOf({ bank: '341', factor: '9800', amountCents: cents, free: '1090000000000000000000001' });
    const file = await uploadBoleto();

    // A dentist may not send a boleto's file, nor attach one.
    expect((await sendPdf(dentista, 'BOLETO')).statusCode).toBe(403);
    // A wrong digit, another amount, a file that is not a boleto: refused in Portuguese, nothing attached.
    const typo = linha(first!.amountCents).replace(/^(\d{3})(\d)/, (_, a: string, b: string) => `${a}${(Number(b) + 1) % 10}`);
    expect(json(await attach(first!.id, file.id, typo))).toEqual({ message: boletoMessages.field(1) });
    expect(json(await attach(first!.id, file.id, linha(first!.amountCents + 1)))).toEqual({ message: boletoMessages.amount(first!.amountCents + 1, first!.amountCents) });
    const other = json<{ id: string }>(await sendPdf(atendente, 'PLANNING_FILE'));
    expect((await attach(first!.id, other.id, linha(first!.amountCents))).statusCode).toBe(404);
    expect((await charges(id)).charges.every((c) => c.boleto === null)).toBe(true);

    const attached = await attach(first!.id, file.id, formatLinhaDigitavel(linha(first!.amountCents)));
    expect(attached.statusCode).toBe(200);
    expect(json<OrderCharges>(attached).charges.map((c) => c.boleto)).toEqual([{ digits: linha(first!.amountCents) }, null]);
    // A boleto left open (amount zero) fits any charge.
    expect((await attach(second!.id, (await uploadBoleto()).id, linha(0))).statusCode).toBe(200);

    const download = (token = dentista, prefix = '/api/orders') => t.app.inject({ method: 'GET', url: `${prefix}/${id}/charges/${first!.id}/boleto`, headers: bearer(token) });
    expect((await download()).rawPayload.equals(sampleFiles.pdf())).toBe(true);
    expect((await download()).headers['content-type']).toBe('application/pdf');
    expect((await download(kol)).statusCode).toBe(404);
    expect((await download(atendente, '/api/admin/orders')).statusCode).toBe(200);
    // The staff's trail says who attached which boleto; the dentist hears of it.
    const audit = await t.db.selectFrom('order_audit').select(['action', 'after']).where('order_id', '=', id).where('action', '=', 'BOLETO_ATTACHED').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ charge: 'Parcela 1 de 2', linhaDigitavel: formatLinhaDigitavel(linha(first!.amountCents)) });
    expect(await t.db.selectFrom('order_events').select('kind').where('order_id', '=', id).where('kind', '=', 'BOLETO_ATTACHED').execute()).toHaveLength(2);

    // Paid, a charge takes no boleto; nor does a Pix charge.
    await pay(first!.txid, first!.amountCents);
    expect((await attach(first!.id, (await uploadBoleto()).id, linha(first!.amountCents))).statusCode).toBe(409);
    const pixOrder = await waitingOrder();
    await approve(pixOrder.id);
    const [pixCharge] = (await charges(pixOrder.id)).charges;
    const onPix = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${pixOrder.id}/charges/${pixCharge!.id}/boleto`,
      headers: bearer(atendente),
      payload: { attachmentId: (await uploadBoleto()).id, linhaDigitavel: linha(pixCharge!.amountCents) },
    });
    expect(onPix.statusCode).toBe(409);
  });

  it('writes amounts in words as a receipt does', () => {
    expect(amountInWords(84300)).toBe('oitocentos e quarenta e três reais');
    expect(amountInWords(123456)).toBe('mil duzentos e trinta e quatro reais e cinquenta e seis centavos');
    expect(amountInWords(5)).toBe('cinco centavos');
  });
});
