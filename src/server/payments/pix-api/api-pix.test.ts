import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../../../test/support/server/approvable-orders';
import { makePspCertificates, type PspCertificates } from '../../../../test/support/pix-psp/certificates';
import { type ApiPixEmulator, startApiPixEmulator } from '../../../../test/support/pix-psp/api-pix-emulator';
import { freePort } from '../../../../test/support/server/server-process';
import { bearer, json, startTestApp, testWebhookToken, type TestApp } from '../../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../../test/support/server/test-database';
import { waitFor } from '../../../../test/support/server/wait-for';
import type { OrderCharges } from '../../../contract/charges.contract';
import { parseDynamicBrCode } from '../../../domain/payments/br-code';
import { cobLifetimeSeconds, cobTxidOf } from '../../../domain/payments/charge-plan';
import { pixValueOf } from '../../../domain/payments/payment-match';
import { demoPixSettings } from '../pix-settings';
import { apiPixClient, PixApiRefused, type PixApiSettings } from './api-pix-client';

// The portal against an emulator of the Banco Central's API Pix, over mTLS.

const certificates: PspCertificates = makePspCertificates(mkdtempSync(join(tmpdir(), 'portal-psp-')));
const psp = { key: demoPixSettings.key, merchantName: 'CA ALINHADORES LTDA', merchantCity: 'SAO PAULO' };
const settingsFor = (emulator: ApiPixEmulator, over: Partial<PixApiSettings> = {}): PixApiSettings => ({
  apiUrl: emulator.apiUrl,
  tokenUrl: emulator.tokenUrl,
  clientId: emulator.clientId,
  clientSecret: emulator.clientSecret,
  certPath: certificates.client.certPath,
  keyPath: certificates.client.keyPath,
  caPath: certificates.caPath,
  ...over,
});

describe('the API Pix client against the emulator', () => {
  let emulator: ApiPixEmulator;
  beforeAll(async () => {
    emulator = await startApiPixEmulator({ certificates, ...psp });
  });
  afterAll(() => emulator.stop());
  const cob = (txid = randomUUID().replace(/-/g, '')) => ({ txid, amountCents: 123_456, lifetimeSeconds: 86_400, payerNote: 'Pedido nº 1 · Pagamento à vista' });

  it('registers a charge with a token and the client certificate, and reads it back when asked twice (a retry after a crash)', async () => {
    const client = apiPixClient(settingsFor(emulator), psp.key);
    const asked = cob();
    const first = await client.registerCharge(asked);
    expect(emulator.cobs.get(asked.txid)).toMatchObject({ status: 'ATIVA', valor: { original: '1234.56' }, chave: psp.key, calendario: { expiracao: 86_400 } });
    expect(first.copiaECola).toBe(emulator.cobs.get(asked.txid)!.pixCopiaECola);
    expect(await client.registerCharge(asked)).toEqual(first);
    // Another amount under a used txid is not the same charge.
    await expect(client.registerCharge({ ...asked, amountCents: 1 })).rejects.toBeInstanceOf(PixApiRefused);
  });

  it('is refused without the PSP’s certificate, with a stranger’s, and with a wrong secret', async () => {
    await expect(apiPixClient(settingsFor(emulator, { certPath: undefined, keyPath: undefined }), psp.key).registerCharge(cob())).rejects.toThrow();
    await expect(apiPixClient(settingsFor(emulator, certificatesOf(certificates.stranger)), psp.key).registerCharge(cob())).rejects.toThrow();
    await expect(apiPixClient(settingsFor(emulator, { clientSecret: 'errado' }), psp.key).registerCharge(cob())).rejects.toBeInstanceOf(PixApiRefused);
    // A txid the standard does not allow is the PSP's 400: refused, not tried again.
    await expect(apiPixClient(settingsFor(emulator), psp.key).registerCharge(cob('curto'))).rejects.toBeInstanceOf(PixApiRefused);
  });

  it('removes a charge, and takes one never registered as removed', async () => {
    const client = apiPixClient(settingsFor(emulator), psp.key);
    const asked = cob();
    await client.registerCharge(asked);
    await client.removeCharge(asked.txid);
    expect(emulator.cobs.get(asked.txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    await expect(client.removeCharge(randomUUID().replace(/-/g, ''))).resolves.toBeUndefined();
  });
});

const certificatesOf = (pair: { certPath: string; keyPath: string }) => ({ certPath: pair.certPath, keyPath: pair.keyPath });

describe.each(testDatabaseTargets())('charges registered with the PSP and paid through it on $name', (target) => {
  let t: TestApp;
  let emulator: ApiPixEmulator;
  let dentista: string;
  let atendente: string;
  const port = freePort();
  const webhookUrl = `http://127.0.0.1:${port}/api/payments/pix/webhook/${testWebhookToken}`;
  beforeAll(async () => {
    emulator = await startApiPixEmulator({ certificates, ...psp });
    // Short leases: a failed request is tried again soon.
    t = await startTestApp(target, { pixApi: { client: apiPixClient(settingsFor(emulator), psp.key), webhookUrl }, jobOptions: { leaseMs: 300, maxAttempts: 4 } });
    await t.app.listen({ host: '127.0.0.1', port });
    dentista = await t.login('dentista@demo.com.br');
    atendente = await t.login('atendente@demo.com.br');
  });
  afterAll(async () => {
    await t.close();
    await emulator.stop();
  });

  const approvedOrder = async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    expect(json(await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) }))).toEqual({ status: 'APPROVED' });
    return id!;
  };
  const charges = async (id: string) => json<OrderCharges>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}/charges`, headers: bearer(dentista) }));

  it('registers the portal’s webhook address with the PSP at start', async () => {
    await waitFor('the webhook registered', () => emulator.webhooks.get(psp.key) === webhookUrl);
  });

  it('registers an approved order’s charge, shows the PSP’s code, and is paid when the payer’s bank pays it', async () => {
    const id = await approvedOrder();
    const [charge] = (await charges(id)).charges;
    const txid = cobTxidOf(charge!.id);
    const cob = await waitFor('the charge registered', () => emulator.cobs.get(txid));
    const caseNumber = (await t.db.selectFrom('orders').select('case_number').where('id', '=', id).executeTakeFirstOrThrow()).case_number;
    expect(cob).toMatchObject({ valor: { original: pixValueOf(charge!.amountCents) }, chave: psp.key, solicitacaoPagador: `Pedido nº ${caseNumber} · Pagamento à vista` });
    expect(cob.calendario.expiracao).toBe(cobLifetimeSeconds(charge!.dueDate, new Date('2026-11-21T12:00:00Z')));
    const shown = await waitFor('the PSP’s code shown', async () => {
      const code = (await charges(id)).charges[0]!.brCode;
      return code === cob.pixCopiaECola && code;
    });
    expect(parseDynamicBrCode(shown)).toEqual(E.right(expect.objectContaining({ location: cob.location, amountCents: charge!.amountCents })));

    const paid = await emulator.pay(shown);
    // The portal answers the PSP's webhook 2xx, so the PSP does not deliver it again.
    expect(paid.delivered).toBeGreaterThanOrEqual(200);
    expect(paid.delivered).toBeLessThan(300);
    const after = (await charges(id)).charges[0]!;
    expect(after).toMatchObject({ status: 'PAID', brCode: null });
    expect(await t.db.selectFrom('payments').select(['source', 'reference', 'outcome', 'txid']).where('reference', '=', paid.pix.endToEndId).execute()).toEqual([
      { source: 'PIX_API', reference: paid.pix.endToEndId, outcome: 'PAID', txid },
    ]);
  });

  it('removes the charge at the PSP when the order is cancelled', async () => {
    const id = await approvedOrder();
    const txid = cobTxidOf((await charges(id)).charges[0]!.id);
    await waitFor('the charge registered', () => emulator.cobs.get(txid));
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers: bearer(atendente), payload: { reason: 'Paciente desistiu' } });
    expect(json(cancel)).toEqual({ status: 'CANCELLED' });
    await waitFor('the charge removed', () => emulator.cobs.get(txid)?.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await t.db.selectFrom('charges').select('cob_status').where('cob_txid', '=', txid).executeTakeFirstOrThrow()).cob_status).toBe('REMOVED');
  });

  it('removes one charge the staff cancel at the PSP, and keeps the others', async () => {
    const [id] = await approvableOrders(t.db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
    const condition = await t.db.selectFrom('payment_conditions').select('id').where('code', '=', 'BOLETO_INSTALLMENTS').executeTakeFirstOrThrow();
    await t.db.updateTable('order_payments').set({ payment_condition_id: condition.id, installments: 2 }).where('order_id', '=', id!).execute();
    await t.app.inject({ method: 'POST', url: `/api/orders/${id}/approve`, headers: bearer(dentista) });
    const [first, second] = (await charges(id!)).charges;
    await waitFor('both registered', () => emulator.cobs.has(cobTxidOf(first!.id)) && emulator.cobs.has(cobTxidOf(second!.id)));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/charges/${second!.id}/cancel`,
      headers: bearer(atendente),
      payload: { reason: 'Renegociada' },
    });
    expect(cancel.statusCode).toBe(200);
    await waitFor('the second removed', () => emulator.cobs.get(cobTxidOf(second!.id))?.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(emulator.cobs.get(cobTxidOf(first!.id))?.status).toBe('ATIVA');
  });

  it('tries again while the PSP is unavailable, and the static code is shown meanwhile', async () => {
    emulator.unavailableFor(2);
    const id = await approvedOrder();
    const [charge] = (await charges(id)).charges;
    expect(charge!.brCode).not.toBeNull();
    // A failed request keeps its lease until it runs out on the app's clock, which the test moves.
    const cob = await waitFor('the charge registered after two 503s', () => {
      t.advance(400);
      return emulator.cobs.get(cobTxidOf(charge!.id));
    });
    expect(emulator.calls.filter((c) => c.endsWith(' 503')).length).toBeGreaterThanOrEqual(2);
    await waitFor('the PSP’s code shown', async () => (await charges(id)).charges[0]!.brCode === cob.pixCopiaECola);
  });
});
