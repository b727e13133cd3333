import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { asciiStl, binaryPly, binaryStl, sphere } from '../../../test/support/server/meshes';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';
import { diskStorage } from '../storage/disk-storage';
import { previewKeyOf } from './scan-previews.repository';

const mesh = sphere(60, 60);

const decode = async (bytes: Uint8Array) => {
  await MeshoptDecoder.ready;
  const doc = await new NodeIO().registerExtensions([EXTMeshoptCompression, KHRMeshQuantization]).registerDependencies({ 'meshopt.decoder': MeshoptDecoder }).readBinary(bytes);
  const indices = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getIndices()!;
  return { triangles: indices.getCount() / 3, sourceTriangles: doc.getRoot().getExtras()['sourceTriangles'] };
};

describe.each(testDatabaseTargets())('3D previews of scans on $name', (target) => {
  let t: TestApp;
  let dentist: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) });
    t = await startTestApp(target, { logStream });
    dentist = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  const upload = async (kind: string, name: string, content: Buffer, token = dentist, app = t.app): Promise<AttachmentUploaded> => {
    const body = multipartBody(name, content, '');
    const res = await app.inject({ method: 'POST', url: `/api/attachments?kind=${kind}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    return json<AttachmentUploaded>(res);
  };
  const preview = (id: string, token = dentist, app = t.app) => app.inject({ method: 'GET', url: `/api/attachments/${id}/preview`, headers: bearer(token) });
  const built = (id: string, token = dentist, app = t.app) =>
    waitFor(`preview of ${id}`, async () => {
      const res = await preview(id, token, app);
      expect([200, 202], res.body).toContain(res.statusCode);
      return res.statusCode === 200 && res;
    });
  const anOrderOf = async (email: string) =>
    t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.dentist_id')
      .select(['orders.id', 'orders.patient_id'])
      .where('users.email', '=', email)
      .where('orders.status', '!=', 'DRAFT')
      .executeTakeFirstOrThrow();

  it('builds the preview of an uploaded model off the request: fewer triangles, the scan’s count inside, stored beside it', async () => {
    const file = await upload('MODEL_SUPERIOR', 'superior.stl', binaryStl(mesh));
    const res = await built(file.id);
    expect(res.headers['content-type']).toBe('model/gltf-binary');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const decoded = await decode(res.rawPayload);
    expect(decoded.sourceTriangles).toBe(mesh.faces.length);
    expect(decoded.triangles).toBeGreaterThan(0);
    expect(decoded.triangles).toBeLessThanOrEqual(mesh.faces.length);
    expect(await diskStorage(t.filesDir).exists(previewKeyOf(file.key, 'scan.stl'))).toBe(true);
    const job = await t.db.selectFrom('scan_previews').selectAll().where('attachment_id', '=', file.id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'READY', attempts: 1, source_triangles: mesh.faces.length, size: res.rawPayload.byteLength });
    // The build is logged by id and counts; a scan's file is often named after the patient.
    expect(logLines.filter((l) => l.includes('preview built')).some((l) => l.includes(file.id))).toBe(true);
    expect(logLines.filter((l) => l.includes('superior'))).toEqual([]);
    // A streamed answer is sent once (Fastify warns when a handler's answer is sent again).
    expect(logLines.filter((l) => l.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });

  it('gives the same preview for a binary and an ASCII STL, and reads PLY among "Outros" only when STL', async () => {
    const [binary, ascii, ply] = await Promise.all([
      upload('MODEL_INFERIOR', 'a.stl', binaryStl(mesh)),
      upload('OTHERS', 'b.stl', asciiStl(mesh)),
      upload('MODEL_INFERIOR', 'c.ply', binaryPly(mesh)),
    ]);
    const [a, b, c] = await Promise.all([built(binary.id), built(ascii.id), built(ply.id)]);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    expect((await decode(c.rawPayload)).sourceTriangles).toBe(mesh.faces.length);
  });

  it('answers 202 with when to ask again while a build is under way', async () => {
    const file = await upload('MODEL_SUPERIOR', 'sendo.stl', binaryStl(mesh));
    // As if another process held the build: a lease far in the future.
    await waitFor('the first build', async () => (await preview(file.id)).statusCode === 200);
    await t.db
      .updateTable('scan_previews')
      .set({ status: 'BUILDING', leased_until: new Date('2099-01-01T00:00:00Z') })
      .where('attachment_id', '=', file.id)
      .execute();
    const res = await preview(file.id);
    expect(res.statusCode).toBe(202);
    expect(res.headers['retry-after']).toBe('2');
    expect(json(res)).toEqual({ message: 'A visualização 3D está sendo preparada.' });
  });

  it('keeps the upload of a scan whose mesh is broken and says it cannot be shown', async () => {
    const broken = binaryStl(sphere(4, 4));
    broken.writeFloatLE(Number.NaN, 84 + 12);
    const file = await upload('MODEL_SUPERIOR', 'quebrado.stl', broken);
    const res = await waitFor('the failure', async () => {
      const r = await preview(file.id);
      return r.statusCode !== 202 && r;
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ message: 'Não foi possível exibir este modelo.' });
    expect(await diskStorage(t.filesDir).exists(file.key)).toBe(true);
    expect(await t.db.selectFrom('scan_previews').select(['status', 'failure', 'attempts']).where('attachment_id', '=', file.id).executeTakeFirstOrThrow()).toEqual({
      status: 'FAILED',
      failure: 'BROKEN_MESH',
      attempts: 1,
    });
  });

  it('answers 404 for a file with nothing to preview (a DICOM X-ray), and for another dentist’s scan as for one that does not exist', async () => {
    const xray = await upload('X_RAY', 'panoramica.dcm', sampleFiles.dicom());
    const res = await preview(xray.id);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Este arquivo não tem visualização 3D.' });

    const scan = await upload('MODEL_SUPERIOR', 'alheio.stl', binaryStl(mesh));
    const other = await t.login('kol@demo.com.br');
    const theirs = await preview(scan.id, other);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).toEqual({ message: 'Arquivo não encontrado.' });
    expect((await preview('00000000-0000-4000-8000-000000000000', other)).body).toBe(theirs.body);
    // The staff read scans through the order they belong to.
    expect((await preview(scan.id, await t.login('atendente@demo.com.br'))).statusCode).toBe(403);
  });

  it('lets a dentist read the scans the staff put on their order, and the staff read them through the order, logged', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const order = await anOrderOf('dentista@demo.com.br');
    const file = await upload('MODEL_INFERIOR', 'da-equipe.stl', binaryStl(mesh), staff);
    await t.db.insertInto('order_attachments').values({ order_id: order.id, attachment_id: file.id, type: 'MODEL_INFERIOR' }).execute();
    await built(file.id);

    const staffRead = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/attachment/${file.id}/preview`, headers: bearer(staff) });
    expect(staffRead.statusCode).toBe(200);
    const logged = await t.db
      .selectFrom('patient_access_log')
      .select(['subject_id', 'patient_ids'])
      .where('what', '=', 'GET /api/admin/orders/:id/attachment/:attId/preview')
      .execute();
    expect(logged.map((l) => [l.subject_id, JSON.parse(l.patient_ids)])).toEqual([[order.id, [order.patient_id]]]);

    const elsewhere = await anOrderOf('kol@demo.com.br');
    const wrongOrder = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${elsewhere.id}/attachment/${file.id}/preview`, headers: bearer(staff) });
    expect(wrongOrder.statusCode).toBe(404);
    // Another dentist still reads nothing of it.
    expect((await preview(file.id, await t.login('kol@demo.com.br'))).statusCode).toBe(404);
  });

  it('builds again a preview lost from storage', async () => {
    const file = await upload('MODEL_SUPERIOR', 'perdido.stl', binaryStl(mesh));
    const first = await built(file.id);
    await diskStorage(t.filesDir).remove(previewKeyOf(file.key, 'scan.stl'));
    expect((await preview(file.id)).statusCode).toBe(202);
    expect(Buffer.compare((await built(file.id)).rawPayload, first.rawPayload)).toBe(0);
  });

  it('survives a stop: scans stored before previews, and a build whose process died, are built at the next start', async () => {
    const earlier = await upload('MODEL_SUPERIOR', 'antigo.stl', binaryStl(mesh));
    const died = await upload('MODEL_INFERIOR', 'interrompido.stl', binaryStl(mesh));
    await built(earlier.id);
    await built(died.id);
    // As the database stood: a scan from before previews, and a build held by a process that is gone.
    await t.db.deleteFrom('scan_previews').where('attachment_id', '=', earlier.id).execute();
    await t.db
      .updateTable('scan_previews')
      .set({ status: 'BUILDING', leased_until: new Date(Date.parse('2026-11-21T12:00:00Z') + 1000) })
      .where('attachment_id', '=', died.id)
      .execute();
    expect((await preview(earlier.id)).statusCode).toBe(404);

    const restarted = await startTestApp(target, { sharing: t, jobOptions: { leaseMs: 500 } });
    try {
      restarted.advance(2000);
      const token = await restarted.login('dentista@demo.com.br');
      await built(earlier.id, token, restarted.app);
      await built(died.id, token, restarted.app);
      const attempts = await t.db.selectFrom('scan_previews').select('attempts').where('attachment_id', '=', died.id).executeTakeFirstOrThrow();
      expect(attempts.attempts).toBe(2);
    } finally {
      await restarted.close();
    }
  });

  it('stops at once when closed while a scan is being read: no build starts, and the job waits for the next start', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading = false;
    const disk = diskStorage(t.filesDir);
    // The scan's bytes arrive only when the test says: the stop comes while they are read.
    const held = { ...disk, read: async (key: string) => ((reading = !key.endsWith('.glb')), await released, disk.read(key)) };
    const stopping = await startTestApp(target, { sharing: t, storage: held });
    const token = await stopping.login('dentista@demo.com.br');
    const scan = await upload('MODEL_SUPERIOR', 'lido.stl', binaryStl(mesh), token, stopping.app);
    await waitFor('the scan being read', () => reading);
    const closed = stopping.close();
    release();
    await closed;
    const job = await t.db.selectFrom('scan_previews').select('status').where('attachment_id', '=', scan.id).executeTakeFirstOrThrow();
    expect(job.status).toBe('PENDING');
    expect(await disk.exists(previewKeyOf(scan.key, 'scan.stl'))).toBe(false);
  });

  it('two processes share the builds: each scan built once', async () => {
    const second = await startTestApp(target, { sharing: t });
    try {
      // Each upload wakes its own process's builder; both take whatever waits.
      const files = await Promise.all([1, 2, 3, 4].map((n) => upload('MODEL_SUPERIOR', `par-${n}.stl`, binaryStl(sphere(30 + n, 30)), dentist, n % 2 === 0 ? second.app : t.app)));
      await Promise.all(files.map((f) => built(f.id)));
      const jobs = await t.db
        .selectFrom('scan_previews')
        .select('attempts')
        .where(
          'attachment_id',
          'in',
          files.map((f) => f.id),
        )
        .execute();
      expect(jobs.map((j) => j.attempts)).toEqual([1, 1, 1, 1]);
    } finally {
      await second.close();
    }
  });

  it('builds a photo’s thumbnail the same way: small, turned as the camera meant, kept by the browser; a picture that does not decode says so', async () => {
    // A 1200 × 800 photo taken with the phone turned (EXIF orientation 6): shown 800 wide, 1200 high.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c86' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = await upload('FACIAL_SIDE', 'perfil.jpg', photo);
    const res = await built(file.id);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 213, height: 320, format: 'jpeg' });
    expect(await diskStorage(t.filesDir).exists(previewKeyOf(file.key, 'perfil.jpg'))).toBe(true);

    // A file that starts like a JPEG and is not one.
    const broken = await upload('INTRAORAL_FRONT', 'frente.jpg', sampleFiles.jpeg());
    const failed = await waitFor('broken thumbnail', async () => {
      const r = await preview(broken.id);
      return r.statusCode !== 202 && r;
    });
    expect(failed.statusCode).toBe(422);
    expect(json<{ message: string }>(failed).message).toBe('Não foi possível exibir esta imagem.');
  });
});
