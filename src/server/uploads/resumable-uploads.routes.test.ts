import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { binaryStl, sphere } from '../../../test/support/server/meshes';
import { sampleFiles } from '../../../test/support/server/sample-files';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { uploadPlaces, uploadRuns } from '../../../test/support/server/upload-places';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';
import { tus, uploadMetadata } from '../../../test/support/server/tus-requests';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const places = uploadPlaces();

describe.each(uploadRuns(testDatabaseTargets(), places))('resumable uploads (tus) on $name', ({ target, place }) => {
  let t: TestApp;
  let dentist: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(target, { uploadLimitBytes: 8 * 1024 * 1024, ...place.options() });
    dentist = await t.login('dentista@demo.com.br');
    other = await t.login('kol@demo.com.br');
  });
  afterAll(() => t.close());

  const create = (size: number, fields: Record<string, string>, token = dentist) =>
    t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...tus, ...bearer(token), 'upload-length': String(size), 'upload-metadata': uploadMetadata(fields) } });
  const send = (location: string, offset: number, bytes: Buffer, token = dentist) =>
    t.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...tus, ...bearer(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
  const offsetOf = async (location: string, token = dentist) => {
    const res = await t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, ...bearer(token) } });
    return { status: res.statusCode, offset: Number(res.headers['upload-offset']) };
  };

  it('announces the protocol, its extensions and the largest size', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/uploads' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-version']).toContain('1.0.0');
    expect(String(res.headers['tus-extension']).split(',')).toEqual(expect.arrayContaining(['creation', 'termination', 'expiration']));
    // The largest any upload may be: a planning's stage models; each kind's own limit is said on creation.
    expect(res.headers['tus-max-size']).toBe(String(2 * 1024 ** 3));
  });

  it('turns an upload sent in two parts, resumed from the offset the server gives, into an attachment identical to the file', async () => {
    const file = binaryStl(sphere(40, 40));
    const created = await create(file.length, { kind: 'MODEL_SUPERIOR', filename: 'Arcada superior.stl' });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
    const half = Math.floor(file.length / 2);
    expect((await send(location, 0, file.subarray(0, half))).statusCode).toBe(204);
    expect(await offsetOf(location)).toEqual({ status: 200, offset: half });
    const last = await send(location, half, file.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const answer = json<AttachmentUploaded>(last);
    expect(answer).toMatchObject({ size: file.length, type: 'MODEL_SUPERIOR' });
    expect(answer.name).toBe(`Arcada superior-${answer.id}.stl`);
    expect(sha256(await place.stored(t.filesDir, answer.key))).toBe(sha256(file));
    expect(await place.left(t.uploadsDir, location.split('/').pop()!)).toEqual([]);
    // Its address tells the same afterwards, as POST /api/attachments would have answered.
    const again = await t.app.inject({ url: location, headers: bearer(dentist) });
    expect(json(again)).toEqual(answer);
    // A browser that never heard that answer (its tab closed) is told the upload is complete,
    // so it asks for the attachment instead of sending the file again; nobody else is told.
    expect(await offsetOf(location)).toEqual({ status: 200, offset: file.length });
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, ...bearer(dentist) } });
    expect(head.headers['upload-length']).toBe(String(file.length));
    expect((await offsetOf(location, other)).status).toBe(404);
    // A scan: its 3D preview is asked for, as for any upload.
    expect(await t.db.selectFrom('scan_previews').select('attachment_id').where('attachment_id', '=', answer.id).executeTakeFirst()).toBeDefined();
  });

  it('lets only its creator resume, read or cancel an upload', async () => {
    const file = sampleFiles.jpeg();
    const location = String((await create(file.length, { kind: 'FACIAL_FRONTAL', filename: 'frente.jpg' })).headers.location);
    for (const res of [
      await t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, ...bearer(other) } }),
      await send(location, 0, file, other),
      await t.app.inject({ method: 'DELETE', url: location, headers: { ...tus, ...bearer(other) } }),
      await t.app.inject({ url: location, headers: bearer(other) }),
    ]) {
      expect(res.statusCode).toBe(404);
      if (res.body) expect(json(res)).toEqual({ message: 'Envio não encontrado.' });
    }
    expect(await offsetOf(location)).toEqual({ status: 200, offset: 0 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, 'upload-length': '10', 'upload-metadata': uploadMetadata({ kind: 'X_RAY', filename: 'a.png' }) },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses at creation a name the slot does not take, and at completion content that does not match it: no attachment either way', async () => {
    const before = await t.db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const wrongName = await create(100, { kind: 'MODEL_SUPERIOR', filename: 'arcada.exe' });
    expect(wrongName.statusCode).toBe(415);
    expect(json(wrongName)).toEqual({ message: 'Tipo de arquivo não aceito. Envie um destes: STL, PLY.' });
    const noKind = await create(100, { filename: 'arcada.stl' });
    expect([noKind.statusCode, json(noKind)]).toEqual([400, { message: 'Informe para qual campo é o arquivo.' }]);
    // A name PostgreSQL cannot keep is refused, not stored.
    const nul = await create(100, { kind: 'MODEL_SUPERIOR', filename: 'arca\u0000da.stl' });
    expect([nul.statusCode, json(nul)]).toEqual([400, { message: 'O campo Nome do arquivo contém um caractere inválido.' }]);

    const executable = sampleFiles.executable();
    const location = String((await create(executable.length, { kind: 'MODEL_SUPERIOR', filename: 'virus.stl' })).headers.location);
    const refused = await send(location, 0, executable);
    expect(refused.statusCode).toBe(415);
    expect(json(refused)).toEqual({ message: 'O conteúdo do arquivo não corresponde à extensão. Verifique o arquivo e envie novamente.' });
    const after = await t.db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await offsetOf(location)).status).toBe(404);
    expect(await place.left(t.uploadsDir, location.split('/').pop()!)).toEqual([]);
  });

  it('answers the protocol’s own refusals in Portuguese, in the house format', async () => {
    const file = sampleFiles.png();
    const location = String((await create(file.length, { kind: 'INTRAORAL_LEFT', filename: 'lado.png' })).headers.location);
    const conflict = await send(location, 5, file);
    expect([conflict.statusCode, json(conflict)]).toEqual([409, { message: 'O envio foi retomado de outro ponto. Tente novamente.' }]);
    const tooLarge = await create(9 * 1024 * 1024, { kind: 'X_RAY', filename: 'rx.png' });
    expect([tooLarge.statusCode, json(tooLarge)]).toEqual([413, { message: 'O arquivo passa do limite de 8 MB.' }]);
    const noVersion = await t.app.inject({ method: 'HEAD', url: location, headers: bearer(dentist) });
    expect(noVersion.statusCode).toBe(412);
    // Cancelled with some bytes sent: nothing of it stays.
    expect((await send(location, 0, file.subarray(0, 10))).statusCode).toBe(204);
    const cancelled = await t.app.inject({ method: 'DELETE', url: location, headers: { ...tus, ...bearer(dentist) } });
    expect(cancelled.statusCode).toBe(204);
    expect((await offsetOf(location)).status).toBe(404);
    expect(await place.left(t.uploadsDir, location.split('/').pop()!)).toEqual([]);
  });

  it('answers hostile protocol headers and bodies with a 4xx {message}, never a 5xx', async () => {
    const location = String((await create(50, { kind: 'X_RAY', filename: 'rx.png' })).headers.location);
    const headerValue = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
      fc.constantFrom('-1', '1e309', '99999999999999999999', '0', 'NaN', 'a b,c d', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'HEAD', 'DELETE'),
        fc.dictionary(
          fc.constantFrom('tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'upload-defer-length', 'upload-concat', 'content-type', 'x-http-method-override'),
          headerValue,
          { maxKeys: 5 },
        ),
        fc.uint8Array({ maxLength: 80 }),
        async (method, headers, body) => {
          const res = await t.app.inject({
            method: method as 'POST',
            url: method === 'POST' ? '/api/uploads' : location,
            headers: { ...headers, ...bearer(dentist) },
            ...(method === 'PATCH' || method === 'POST' ? { payload: Buffer.from(body) } : {}),
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400 && method !== 'HEAD') expect(Object.keys(json(res))).toEqual(['message']);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('holds at most twelve unfinished uploads per person; a cancelled one frees its place', async () => {
    const kol = await t.login('kol@demo.com.br');
    const locations: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await create(10, { kind: 'OTHERS', filename: `foto-${i}.png` }, kol);
      expect(res.statusCode).toBe(201);
      locations.push(String(res.headers.location));
    }
    const refused = await create(10, { kind: 'OTHERS', filename: 'mais.png' }, kol);
    expect([refused.statusCode, json(refused)]).toEqual([429, { message: 'Você já tem 12 envios por terminar. Conclua ou cancele um deles e tente novamente.' }]);
    expect((await t.app.inject({ method: 'DELETE', url: locations[0]!, headers: { ...tus, ...bearer(kol) } })).statusCode).toBe(204);
    await waitFor('the cancelled upload forgotten', async () => (await create(10, { kind: 'OTHERS', filename: 'mais.png' }, kol)).statusCode === 201);
    expect(await place.left(t.uploadsDir, locations[0]!.split('/').pop()!)).toEqual([]);
  });
});

describe.each(places)('expired uploads kept in $name', (place) => {
  it('are removed with their parts a day after they started, by the app’s clock', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, { uploadSweepMs: 50, ...place.options() });
    try {
      const token = await t.login('dentista@demo.com.br');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...tus, ...bearer(token), 'upload-length': '1000', 'upload-metadata': uploadMetadata({ kind: 'X_RAY', filename: 'rx.png' }) },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = String(created.headers.location).split('/').pop()!;
      const sent = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...tus, ...bearer(token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: sampleFiles.png().subarray(0, 100),
      });
      expect(sent.statusCode, sent.body).toBe(204);
      expect((await place.left(t.uploadsDir, id)).length).toBeGreaterThan(0);
      t.advance(25 * 60 * 60 * 1000);
      await waitFor(
        'the expired upload removed',
        async () => (await place.left(t.uploadsDir, id)).length === 0 && !(await t.db.selectFrom('resumable_uploads').select('id').where('id', '=', id).executeTakeFirst()),
      );
      // A day on, the session is new too.
      const head = await t.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...tus, ...bearer(await t.login('dentista@demo.com.br')) } });
      expect(head.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
