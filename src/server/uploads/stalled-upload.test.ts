import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { sampleFiles } from '../../../test/support/server/sample-files';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { heldUpload } from '../../../test/support/server/held-upload';
import { openFilesUnder, waitFor } from '../../../test/support/server/wait-for';
import { uploadsInFlightPerUser } from '../http/upload-guard';

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
const boundary = '----portal';
const part = (headers: string, body: string | Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
const stlPart = (contentType: string | null) =>
  part(
    `Content-Disposition: form-data; name="file"; filename="arcada.stl"${contentType ? `\r\nContent-Type: ${contentType}` : ''}`,
    `solid arcada\n${' '.repeat(2000)}\nendsolid arcada\n`,
  );
const closing = Buffer.from(`--${boundary}--\r\n`);

/** One request over a raw socket: its head, then the body as given; the socket stays open until answered. */
const sendRaw = (port: number, head: string, body: Buffer) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (c) => (answer += c.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(head);
    socket.write(body);
  });

/** A multipart upload of a model over a raw socket, declaring `contentLength` bytes. */
const rawRequest = (port: number, token: string, body: Buffer, contentLength = body.length) =>
  sendRaw(
    port,
    `POST /api/attachments?kind=MODEL_SUPERIOR HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`,
    body,
  );

const listen = async (app: TestApp): Promise<number> => {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as AddressInfo).port;
};

describe.each(testDatabaseTargets())('uploads that stall, stop short or crowd in, on $name', (target) => {
  let t: TestApp;
  let port: number;
  let token: string;
  const attachments = async () =>
    Number(
      (
        await t.db
          .selectFrom('attachments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    t = await startTestApp(target);
    port = await listen(t);
    token = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  const nothingLeft = (dir = t.filesDir) =>
    waitFor('no file and no open handle under the files folder', async () => filesIn(dir).length === 0 && (await openFilesUnder(dir)).length === 0);

  it('answers a body that ends without its closing boundary with 400, and keeps nothing', async () => {
    const before = await attachments();
    const answers = await Promise.all(Array.from({ length: 5 }, () => rawRequest(port, token, stlPart('application/octet-stream'))));
    for (const a of answers) expect(a).toEqual({ status: 400, text: JSON.stringify({ message: 'O arquivo chegou incompleto. Envie novamente.' }) });
    await nothingLeft();
    expect(await attachments()).toBe(before);
  });

  it('gives up an upload that sends nothing for the idle limit: 408 in Portuguese, partial file removed, handle closed', async () => {
    // A short idle limit on an app of its own, so the test need not sit through 30 s.
    const quick = await startTestApp(target, { uploadIdleMs: 300 });
    try {
      const full = Buffer.concat([stlPart('application/octet-stream'), closing]);
      // Half the body, then silence with the connection open.
      const answer = await rawRequest(await listen(quick), await quick.login('dentista@demo.com.br'), full.subarray(0, full.length / 2), full.length);
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.text)).toEqual({ message: 'O envio do arquivo parou. Verifique sua conexão e envie novamente.' });
      await nothingLeft(quick.filesDir);
      expect(
        Number(
          (
            await quick.db
              .selectFrom('attachments')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(await attachments());
    } finally {
      await quick.close();
    }
  });

  it('leaves nothing behind when the connection drops half-way', async () => {
    const before = await attachments();
    const upload = heldUpload(`http://127.0.0.1:${port}`, token, 2);
    await upload.firstPartSent;
    await waitFor('the partial file', () => filesIn(t.filesDir).some((f) => f.endsWith('.partial')));
    upload.abandon();
    await nothingLeft();
    expect(await attachments()).toBe(before);
  });

  it(`takes at most ${uploadsInFlightPerUser} uploads of one user at a time, and the next once one ends`, async () => {
    const held = Array.from({ length: uploadsInFlightPerUser }, () => heldUpload(`http://127.0.0.1:${port}`, token, 2));
    await Promise.all(held.map((h) => h.firstPartSent));
    await waitFor('every held upload writing', () => filesIn(t.filesDir).filter((f) => f.endsWith('.partial')).length === uploadsInFlightPerUser);
    const refused = await rawRequest(port, token, Buffer.concat([stlPart('application/octet-stream'), closing]));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ message: `Você já tem ${uploadsInFlightPerUser} arquivos sendo enviados. Aguarde um deles terminar e tente novamente.` });
    // Another user is not held back by this one.
    const other = await rawRequest(port, await t.login('kol@demo.com.br'), Buffer.concat([stlPart('application/octet-stream'), closing]));
    expect(other.status).toBe(201);
    held[0]!.finish();
    expect((await held[0]!.answer).status).toBe(201);
    const next = await rawRequest(port, token, Buffer.concat([stlPart('application/octet-stream'), closing]));
    expect(next.status).toBe(201);
    for (const h of held.slice(1)) h.finish();
    expect((await Promise.all(held.slice(1).map((h) => h.answer))).map((a) => a.status)).toEqual(Array(uploadsInFlightPerUser - 1).fill(201));
  });

  it('refuses a request with too many parts', async () => {
    const before = await attachments();
    const fields = Array.from({ length: 50 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'x'));
    const answer = await rawRequest(port, token, Buffer.concat([...fields, stlPart('application/octet-stream'), closing]));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Nenhum arquivo foi enviado.' });
    expect(await attachments()).toBe(before);
  });

  it('accepts a file part without a Content-Type when its extension and content are right (spec §5)', async () => {
    const answer = await rawRequest(port, token, Buffer.concat([stlPart(null), closing]));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ type: 'MODEL_SUPERIOR', name: expect.stringMatching(/^arcada-.*\.stl$/) });
    const wrongContent = await rawRequest(port, token, Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="arcada.stl"', Buffer.alloc(2000, 0)), closing]));
    expect(wrongContent.status).toBe(415);
  });
});

describe.each(testDatabaseTargets())('resumable uploads that stall or name no upload, on $name', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // A short idle limit, so the test need not sit through 30 s.
    t = await startTestApp(target, { uploadIdleMs: 300 });
    token = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  const tusHeaders = { 'tus-resumable': '1.0.0' };
  const metadata = ['kind', 'filename'].map((k, i) => `${k} ${Buffer.from(['X_RAY', 'rx.png'][i]!).toString('base64')}`).join(',');

  it('answers a PATCH that sends part of its body and then nothing with 408 at the idle limit, keeps what arrived, frees the upload', async () => {
    const png = sampleFiles.png();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tusHeaders, ...bearer(token), 'upload-length': String(png.length), 'upload-metadata': metadata },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const port = await listen(t);
    const half = Math.floor(png.length / 2);
    const answer = await sendRaw(
      port,
      `PATCH ${location} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${png.length}\r\n\r\n`,
      png.subarray(0, half),
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.text)).toEqual({ message: 'O envio do arquivo parou. Verifique sua conexão e envie novamente.' });
    // What arrived is kept, the upload is no longer locked, and no handle stays open on its parts.
    await waitFor('no open handle on the upload’s parts', async () => (await openFilesUnder(t.uploadsDir)).length === 0);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { ...tusHeaders, ...bearer(token) } });
    const kept = Number(head.headers['upload-offset']);
    expect(kept).toBeGreaterThanOrEqual(0);
    expect(kept).toBeLessThanOrEqual(half);
    const rest = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...tusHeaders, ...bearer(token), 'upload-offset': String(kept), 'content-type': 'application/offset+octet-stream' },
      payload: png.subarray(kept),
    });
    expect(rest.statusCode, rest.body).toBe(200);
  });

  it('answers a NUL or any other character no upload id has, raw or encoded, with 4xx in Portuguese on every method', async () => {
    for (const id of ['%00', 'a%00b', '%2500', '..%2F..%2Fetc', '%C3%A7', '%F0%9F%98%80', 'a.b']) {
      for (const method of ['GET', 'HEAD', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/uploads/${id}`,
          headers: { ...tusHeaders, ...bearer(token), ...(method === 'PATCH' ? { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } : {}) },
          ...(method === 'PATCH' ? { payload: Buffer.from('x') } : {}),
        });
        expect([method, id, res.statusCode >= 400 && res.statusCode < 500]).toEqual([method, id, true]);
        if (method !== 'HEAD') expect([method, id, Object.keys(res.json<object>())]).toEqual([method, id, ['message']]);
      }
    }
  });

  it('refuses the concatenation extension (Upload-Concat) with 400 in Portuguese, not 501', async () => {
    for (const concat of ['partial', 'final;/api/uploads/abc /api/uploads/def']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...tusHeaders, ...bearer(token), 'upload-length': '10', 'upload-concat': concat, 'upload-metadata': metadata },
      });
      expect([concat, res.statusCode, res.json()]).toEqual([concat, 400, { message: 'O envio em partes juntadas não é aceito. Envie o arquivo inteiro, em um só envio.' }]);
    }
  });
});
