import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvableOrders } from '../../support/server/approvable-orders';
import { pixValueOf } from '../../../src/domain/payments/payment-match';
import { cobTxidOf } from '../../../src/domain/payments/charge-plan';
import { demoPixSettings } from '../../../src/server/payments/pix-settings';
import { makePspCertificates } from '../../support/pix-psp/certificates';
import { startApiPixEmulator } from '../../support/pix-psp/api-pix-emulator';
import { tmpdir } from 'node:os';
import { heldUpload } from '../../support/server/held-upload';
import { multipartBody, sampleFiles } from '../../support/server/sample-files';
import { waitFor } from '../../support/server/wait-for';
import { startSmtpPeer } from '../../support/server/smtp-peer';
import { apiSession, errorLines, type ServerData, serverDataTargets, type ServerProcess, startServerProcess } from '../../support/server/server-process';

type Session = Awaited<ReturnType<typeof apiSession>>;
type Outcome = { id: string; status: number | undefined; body: unknown };

/**
 * Sends the calls eight at a time, and kills the server with SIGKILL once a quarter of them
 * are answered, so that some are under way when it dies and the rest never reach it.
 */
const crashDuring = async (server: ServerProcess, calls: { id: string; run: () => Promise<{ status: number; body: unknown }> }[]): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  const queue = [...calls];
  let killed = false;
  const worker = async () => {
    for (let call = queue.shift(); call; call = queue.shift()) {
      const outcome = await call.run().then(
        (r): Outcome => ({ id: call.id, status: r.status, body: r.body }),
        (): Outcome => ({ id: call.id, status: undefined, body: undefined }),
      );
      outcomes.push(outcome);
      if (!killed && outcomes.length >= calls.length / 4) {
        killed = true;
        server.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await server.exited;
  return outcomes;
};

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

const webhookToken = 'token-do-psp-no-teste-de-queda';

describe.each(serverDataTargets())('kill -9 of the server on $name, then a restart on the same data', (target) => {
  let data: ServerData;
  let server: ServerProcess;
  let dentist: Session;

  const restart = async (env: Record<string, string> = {}) => {
    // The PSP's webhook is open to the tests, which play the PSP.
    server = startServerProcess({ env: { ...data.env, PIX_WEBHOOK_TOKEN: webhookToken, ...env } });
    await server.listening;
    // It starts cleanly: no error logged while recovering.
    expect(errorLines(server.output())).toEqual([]);
    dentist = await apiSession(server.url, 'dentista@demo.com.br');
  };
  const stop = async () => {
    if (!server.alive()) return;
    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  };
  /** The dentist's orders made ready for approval, written while the server is stopped (its database is the server's own). */
  const approvableOrdersOnStoppedServer = async (count: number): Promise<string[]> => {
    await stop();
    const db = await data.open();
    try {
      return await approvableOrders(db, 'dentista@demo.com.br', count, new Date(), randomUUID);
    } finally {
      await db.destroy();
    }
  };
  // Each test starts from a running server, whatever the one before it left.
  const running = async () => {
    if (!server.alive()) await restart();
  };

  beforeAll(async () => {
    data = await target.create();
    await restart();
  }, 120_000);
  afterAll(async () => {
    server.kill('SIGKILL');
    await server.exited;
    await data.drop();
  });

  it('keeps every order send it answered, and sends the others whole or not at all', async () => {
    await running();
    const patients = (await dentist.call('GET', '/api/patients?limit=1')).body as { items: { id: string }[] };
    const addresses = (await dentist.call('GET', '/api/address')).body as { items: { id: string }[] };
    const addressId = addresses.items[0]!.id;
    const drafts: string[] = [];
    for (let n = 0; n < 40; n++) {
      const { id } = (await dentist.call('POST', '/api/orders/draft', { patientId: patients.items[0]!.id })).body as { id: string };
      const patch = (body: Record<string, unknown>) => dentist.call('PATCH', `/api/orders/draft/${id}`, body);
      await patch({ key: 'PRODUCT', productCategory: 'PLACA_CONTENCAO' });
      await patch({ key: 'CUSTOMIZE', productCategory: 'PLACA_CONTENCAO', caseType: 'CASO_NOVO', arcadeInferior: true, thickness: 'THICKNESS_100' });
      await patch({ key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' });
      await patch({ key: 'ADDRESS', shippingAddressId: addressId, billingAddressId: addressId });
      drafts.push(id);
    }
    const keys = new Map(drafts.map((id) => [id, `enviar-${randomUUID()}`]));
    const outcomes = await crashDuring(
      server,
      drafts.map((id) => ({ id, run: () => dentist.call('POST', `/api/orders/draft/${id}`, undefined, { 'idempotency-key': keys.get(id)! }) })),
    );
    const answered = outcomes.filter((o) => o.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === undefined)).toBe(true);

    await restart();
    for (const o of answered) {
      const order = (await dentist.call('GET', `/api/orders/${o.id}`)).body as { status: string; caseNumber: number };
      expect(order).toMatchObject({ status: 'WAITING_MODEL', caseNumber: (o.body as { caseNumber: number }).caseNumber });
    }
    // The browser sends an unanswered call again with its key: each order ends sent exactly once.
    for (const o of outcomes.filter((x) => x.status === undefined)) {
      const retry = await dentist.call('POST', `/api/orders/draft/${o.id}`, undefined, { 'idempotency-key': keys.get(o.id)! });
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ id: o.id, status: 'WAITING_MODEL' });
    }
  }, 120_000);

  it('keeps every approval it answered, and approves the others whole or not at all', async () => {
    const orders = await approvableOrdersOnStoppedServer(20);
    await restart();
    const outcomes = await crashDuring(
      server,
      orders.map((id) => ({ id, run: () => dentist.call('POST', `/api/orders/${id}/approve`) })),
    );
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === undefined)).toBe(true);

    await restart();
    for (const o of outcomes) {
      const order = (await dentist.call('GET', `/api/orders/${o.id}`)).body as { status: string };
      if (o.status === 200) expect(order.status).toBe('APPROVED');
      else expect(['APPROVED', 'WAITING_FOR_APPROVAL']).toContain(order.status);
      // Approving again is safe either way.
      expect((await dentist.call('POST', `/api/orders/${o.id}/approve`)).body).toEqual({ status: 'APPROVED' });
    }
  }, 120_000);

  it('keeps every Pix the webhook answered, and recognises the PSP’s second delivery of the others: each recorded once', async () => {
    const orders = await approvableOrdersOnStoppedServer(16);
    await restart();
    const pix: { id: string; endToEndId: string; txid: string; cents: number }[] = [];
    for (const id of orders) {
      expect((await dentist.call('POST', `/api/orders/${id}/approve`)).body).toEqual({ status: 'APPROVED' });
      const [charge] = ((await dentist.call('GET', `/api/orders/${id}/charges`)).body as { charges: { txid: string; amountCents: number }[] }).charges;
      pix.push({ id, endToEndId: `E${randomUUID().replace(/-/g, '')}`.slice(0, 32), txid: charge!.txid, cents: charge!.amountCents });
    }
    const deliver = (p: (typeof pix)[number]) => async () => {
      const res = await fetch(`${server.url}/api/payments/pix/webhook/${webhookToken}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pix: [{ endToEndId: p.endToEndId, txid: p.txid, valor: pixValueOf(p.cents), horario: new Date().toISOString() }],
        }),
      });
      return { status: res.status, body: undefined };
    };
    const outcomes = await crashDuring(
      server,
      pix.map((p) => ({ id: p.id, run: deliver(p) })),
    );
    expect(outcomes.filter((o) => o.status === 204).length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === undefined)).toBe(true);

    await restart();
    for (const o of outcomes) {
      const [charge] = ((await dentist.call('GET', `/api/orders/${o.id}/charges`)).body as { charges: { status: string }[] }).charges;
      if (o.status === 204) expect(charge!.status).toBe('PAID');
      // The PSP delivers again what was not answered, and again what was: nothing counts twice.
      expect((await deliver(pix.find((p) => p.id === o.id)!)()).status).toBe(204);
      const [after] = ((await dentist.call('GET', `/api/orders/${o.id}/charges`)).body as { charges: { status: string }[] }).charges;
      expect(after!.status).toBe('PAID');
    }
    await stop();
    const check = await data.open();
    try {
      const recorded = await check
        .selectFrom('payments')
        .select('reference')
        .where(
          'reference',
          'in',
          pix.map((p) => p.endToEndId),
        )
        .execute();
      expect(recorded.map((r) => r.reference).sort()).toEqual(pix.map((p) => p.endToEndId).sort());
    } finally {
      await check.destroy();
    }
  }, 180_000);

  it('registers every owed charge with the PSP once, though killed while the PSP’s answer was on its way: the code shown is the PSP’s', async () => {
    const orders = await approvableOrdersOnStoppedServer(4);
    // Approved while no PSP is configured: the charges wait to be registered.
    await restart();
    for (const id of orders) expect((await dentist.call('POST', `/api/orders/${id}/approve`)).body).toEqual({ status: 'APPROVED' });
    await stop();

    const certificates = makePspCertificates(mkdtempSync(join(tmpdir(), 'portal-psp-crash-')));
    const emulator = await startApiPixEmulator({ certificates, key: demoPixSettings.key, merchantName: 'CA ALINHADORES LTDA', merchantCity: 'SAO PAULO' });
    const psp = {
      PIX_API_URL: emulator.apiUrl,
      PIX_OAUTH_URL: emulator.tokenUrl,
      PIX_CLIENT_ID: emulator.clientId,
      PIX_CLIENT_SECRET: emulator.clientSecret,
      PIX_CERT_PATH: certificates.client.certPath,
      PIX_CERT_KEY_PATH: certificates.client.keyPath,
      PIX_CA_PATH: certificates.caPath,
    };
    try {
      // The PSP registers the first charge asked for, and the portal dies before its answer comes.
      const held = emulator.holdNextRegistration();
      await restart(psp);
      const killedWaiting = await held;
      server.kill('SIGKILL');
      await server.exited;

      await restart(psp);
      for (const id of orders) {
        const [charge] = ((await dentist.call('GET', `/api/orders/${id}/charges`)).body as { charges: { id: string; amountCents: number }[] }).charges;
        const txid = cobTxidOf(charge!.id);
        const cob = await waitFor('the charge registered', () => emulator.cobs.get(txid));
        expect(cob.valor.original).toBe(pixValueOf(charge!.amountCents));
        await waitFor('the PSP’s code shown', async () => {
          const [shown] = ((await dentist.call('GET', `/api/orders/${id}/charges`)).body as { charges: { brCode: string | null }[] }).charges;
          return shown?.brCode === cob.pixCopiaECola;
        });
      }
      // The charge whose answer was lost was asked for again under the same txid: the PSP holds it once.
      await waitFor('the lost answer asked again', () => emulator.calls.some((c) => c.startsWith(`PUT /cob/${killedWaiting} `)));
      expect([...emulator.cobs.keys()].filter((t) => t === killedWaiting)).toHaveLength(1);
    } finally {
      await stop();
      await emulator.stop();
    }
  }, 180_000);

  it('sends every e-mail it queued, at least once, and mails each piece of news once, though killed while sending them; a repeat keeps its Message-ID', async () => {
    await stop();
    const smtp = await startSmtpPeer();
    try {
      // Short leases: a message the kill left claimed is taken over seconds later, not a minute.
      const mailEnv = { SMTP_URL: smtp.url, JOB_LEASE_SECONDS: '2' };
      await restart(mailEnv);
      // Twelve recovery e-mails, each asked from its own address (the throttle counts per address).
      const asked = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${server.url}/api/auth/password-reset`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
            body: JSON.stringify({ username: 'dentista@demo.com.br' }),
          }).then((r) => r.status),
        ),
      );
      expect(asked).toEqual(Array(12).fill(200));
      // And news by e-mail: staff messages on six of the dentist's orders, each mailed to her at once.
      const staff = await apiSession(server.url, 'atendente@demo.com.br');
      const [type] = (await staff.call('GET', '/api/admin/message-types')).body as { id: string }[];
      const listed = (await staff.call('GET', '/api/admin/orders?status=FINISHED&limit=100')).body as { items: { id: string; dentist: { name: string } }[] };
      const orders = listed.items.filter((o) => o.dentist.name === 'Ana Beatriz Souza').slice(0, 6);
      expect(orders).toHaveLength(6);
      const posted = await Promise.all(orders.map((o) => staff.call('POST', `/api/admin/orders/${o.id}/messages`, { messageTypeId: type!.id, message: 'Caso encerrado.' })));
      expect(posted.map((r) => r.status)).toEqual(Array(6).fill(201));
      const queued = async () => {
        const db = await data.open();
        try {
          return await db.selectFrom('outbox').select(['id', 'kind', 'status']).where('kind', 'in', ['PASSWORD_RESET', 'PROVIDER_MESSAGE']).execute();
        } finally {
          await db.destroy();
        }
      };
      const newsLeft = async () => {
        const db = await data.open();
        try {
          return (await db.selectFrom('mail_notifications').select('id').where('kind', '=', 'PROVIDER_MESSAGE').execute()).length;
        } finally {
          await db.destroy();
        }
      };
      // PostgreSQL can be read beside the running server; PGlite only once it stopped: either way the kill comes first.
      server.kill('SIGKILL');
      await server.exited;
      const before = await queued();
      expect(before.length).toBeGreaterThan(0);
      await restart(mailEnv);
      const ids = before.map((r) => `<${r.id}@alinhadores.example>`);
      const messageMails = () => new Set(smtp.received.filter((m) => m.subject?.startsWith('Nova mensagem da equipe')).map((m) => m.messageId));
      await waitFor('every queued e-mail delivered', () => ids.every((id) => smtp.received.some((m) => m.messageId === id)), 90_000);
      await waitFor('an e-mail for each message, however far the kill left its news', () => messageMails().size === 6, 90_000);
      await stop();
      const after = await queued();
      // Each message's news became one queued e-mail, never two, and none is left to mail (other tests here leave reminders for later).
      expect(await newsLeft()).toBe(0);
      expect(after.filter((r) => r.kind === 'PROVIDER_MESSAGE')).toHaveLength(6);
      // However often one went, it went as the same message: every one received is one queued.
      const queuedIds = after.map((r) => `<${r.id}@alinhadores.example>`);
      expect(smtp.received.every((m) => queuedIds.includes(m.messageId!))).toBe(true);
      expect(after.every((r) => r.status === 'SENT')).toBe(true);
    } finally {
      await smtp.stop();
    }
  }, 180_000);

  it('keeps every upload it answered, and leaves no partial file of the one cut off', async () => {
    await running();
    const small = await Promise.all(
      ['sup.stl', 'inf.stl'].map(async (name) => {
        const body = multipartBody(name, sampleFiles.binaryStl(), 'application/octet-stream');
        const response = await fetch(`${server.url}/api/attachments?kind=MODEL_SUPERIOR`, {
          method: 'POST',
          headers: { authorization: `Bearer ${dentist.token}`, ...body.headers },
          body: new Uint8Array(body.payload),
        });
        expect(response.status).toBe(201);
        return (await response.json()) as { id: string; size: number };
      }),
    );
    // A 3D scan still streaming when the server dies.
    const cut = heldUpload(server.url, dentist.token, 8);
    await cut.firstPartSent;
    // The server has begun writing it: its partial file is on disk.
    await waitFor('the partial file of the upload under way', () => filesUnder(data.filesDir).some((f) => f.endsWith('.partial')));
    server.kill('SIGKILL');
    await cut.answer;
    await server.exited;
    expect(filesUnder(data.filesDir).some((f) => f.endsWith('.partial'))).toBe(true);

    await restart();
    // The restarted server builds the previews the kill cut short, each written through a partial
    // file of its own for a moment; the cut-off upload's partial would never go: once none is
    // left, none was left behind.
    await waitFor('no partial file left', () => !filesUnder(data.filesDir).some((f) => f.endsWith('.partial')));
    // The answered uploads are there and usable in an order.
    const { id: draftId } = (
      await dentist.call('POST', '/api/orders/draft', { patientId: ((await dentist.call('GET', '/api/patients?limit=1')).body as { items: { id: string }[] }).items[0]!.id })
    ).body as { id: string };
    const attach = await dentist.call('PATCH', `/api/orders/draft/${draftId}`, {
      key: 'ATTACHMENTS',
      attachments: small.map((a) => ({ attachmentId: a.id, type: 'MODEL_SUPERIOR' })),
    });
    expect(attach.status).toBe(200);
  }, 120_000);

  it('holds, after every crash, no half-written order and no attachment without its file', async () => {
    await stop();
    const db = await data.open();
    try {
      const orders = await db.selectFrom('orders').select(['id', 'status', 'case_number']).execute();
      const history = await db.selectFrom('order_status_history').select(['order_id', 'from_status', 'to_status', 'changed_at']).orderBy('changed_at').orderBy('id').execute();
      const byOrder = new Map<string, typeof history>();
      for (const h of history) byOrder.set(h.order_id, [...(byOrder.get(h.order_id) ?? []), h]);
      for (const order of orders) {
        const chain = byOrder.get(order.id) ?? [];
        // The history ends where the order is, one step after another.
        expect(chain.at(-1)?.to_status, order.id).toBe(order.status);
        if (order.status !== 'DRAFT') expect(order.case_number, order.id).not.toBeNull();
        // Orders made through the portal (demo history may start later) left their draft once.
        if (chain[0]?.to_status === 'DRAFT') expect(chain.filter((h) => h.from_status === 'DRAFT').length, order.id).toBe(order.status === 'DRAFT' ? 0 : 1);
        expect(chain.filter((h) => h.to_status === 'APPROVED').length, order.id).toBeLessThanOrEqual(1);
      }
      const attachments = await db.selectFrom('attachments').select(['storage_key', 'size']).execute();
      for (const a of attachments) expect(statSync(join(data.filesDir, a.storage_key)).size, a.storage_key).toBe(Number(a.size));
    } finally {
      await db.destroy();
    }
    await restart();
  }, 120_000);
});
