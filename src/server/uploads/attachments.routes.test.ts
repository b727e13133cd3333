import { readdirSync } from 'node:fs';
import { tus, uploadMetadata } from '../../../test/support/server/tus-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { cleanOrphanAttachments } from '../storage/orphan-cleanup';
import { diskStorage } from '../storage/disk-storage';
import { requestStageBuild } from '../plan-review/planning-stages.repository';

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe.each(testDatabaseTargets())('uploads on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  beforeAll(async () => {
    t = await startTestApp(target, { uploadLimitBytes: 64 * 1024 });
    dentista = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  const upload = (kind: string, name: string, content: Buffer, mime: string, token = dentista) => {
    const body = multipartBody(name, content, mime);
    return t.app.inject({ method: 'POST', url: `/api/attachments?kind=${kind}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  it('stores every accepted format for its slot and answers id, key, name, size and type', async () => {
    for (const [kind, name, content, mime] of [
      ['MODEL_SUPERIOR', 'Arcada Superior.STL', sampleFiles.binaryStl(), 'application/octet-stream'],
      ['MODEL_INFERIOR', 'inferior.stl', sampleFiles.asciiStl(), 'model/stl'],
      ['MODEL_INFERIOR', 'inferior.ply', sampleFiles.ply(), ''],
      ['FACIAL_FRONTAL', 'frente.jpg', sampleFiles.jpeg(), 'image/jpeg'],
      ['INTRAORAL_LEFT', 'lado.PNG', sampleFiles.png(), 'image/png'],
      ['X_RAY', 'panoramica.dcm', sampleFiles.dicom(), 'application/dicom'],
    ] as const) {
      const res = await upload(kind, name, content, mime);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const answer = json<AttachmentUploaded>(res);
      expect(answer).toMatchObject({ size: content.length, type: kind });
      expect(answer.name).toMatch(new RegExp(`^${name.replace(/\.[^.]+$/, '')}-${answer.id}\\.`));
      const row = await t.db.selectFrom('attachments').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
      expect(Number(row.size)).toBe(content.length);
    }
  });

  it('refuses a file whose extension does not fit the slot, with 415 and nothing kept', async () => {
    const before = filesIn(t.filesDir).length;
    const res = await upload('FACIAL_SIDE', 'perfil.pdf', sampleFiles.pdf(), 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(json<{ message: string }>(res).message).toBe('Tipo de arquivo não aceito. Envie um destes: JPG, JPEG, PNG.');
    expect(filesIn(t.filesDir).length).toBe(before);
  });

  it('refuses a renamed executable by its content, and removes what was written', async () => {
    const before = filesIn(t.filesDir).length;
    for (const [kind, name] of [
      ['MODEL_SUPERIOR', 'virus.stl'],
      ['FACIAL_FRONTAL', 'foto.jpg'],
      ['X_RAY', 'rx.dcm'],
    ] as const) {
      const res = await upload(kind, name, sampleFiles.executable(), '');
      expect(res.statusCode, name).toBe(415);
      expect(json(res)).toEqual({ message: 'O conteúdo do arquivo não corresponde à extensão. Verifique o arquivo e envie novamente.' });
    }
    expect(filesIn(t.filesDir).length).toBe(before);
    const rows = await t.db.selectFrom('attachments').select('name').where('name', 'like', 'virus%').execute();
    expect(rows).toEqual([]);
  });

  it('says an empty file is empty, on both ways of sending, and keeps nothing', async () => {
    const before = filesIn(t.filesDir).length;
    const res = await upload('X_RAY', 'vazio.png', Buffer.alloc(0), 'image/png');
    expect([res.statusCode, json(res)]).toEqual([400, { message: 'O arquivo está vazio.' }]);
    const resumable = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...tus, ...bearer(dentista), 'upload-length': '0', 'upload-metadata': uploadMetadata({ kind: 'X_RAY', filename: 'vazio.png' }) },
    });
    expect([resumable.statusCode, json(resumable)]).toEqual([400, { message: 'O arquivo está vazio.' }]);
    expect(filesIn(t.filesDir).length).toBe(before);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = filesIn(t.filesDir).length;
    const res = await upload('MODEL_SUPERIOR', 'grande.stl', sampleFiles.binaryStl(2000), '');
    expect(res.statusCode).toBe(413);
    expect(json<{ message: string }>(res).message).toMatch(/passa do limite/);
    expect(filesIn(t.filesDir).length).toBe(before);
  });

  it('answers 400 to a body that is not proper multipart', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/attachments?kind=OTHERS',
      headers: { ...bearer(dentista), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--xyz\r\nnada\r\n',
    });
    expect(broken.statusCode).toBe(400);
    expect(json<{ message: string }>(broken).message).toBe('Nenhum arquivo foi enviado.');
  });

  it('needs a session and a known slot', async () => {
    const body = multipartBody('a.stl', sampleFiles.asciiStl(), '');
    expect((await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    expect((await upload('SELFIE', 'a.jpg', sampleFiles.jpeg(), 'image/jpeg')).statusCode).toBe(400);
  });

  it('removes uploads never linked to an order after the grace period, and incomplete writes', async () => {
    const res = await upload('OTHERS', 'solto.png', sampleFiles.png(), 'image/png');
    const { id, key } = json<AttachmentUploaded>(res);
    const storage = diskStorage(t.filesDir);
    expect(await storage.exists(key)).toBe(true);
    const early = await cleanOrphanAttachments(t.db, storage, new Date('2026-11-21T13:00:00Z'));
    expect(early.files).toBe(0);
    const later = await cleanOrphanAttachments(t.db, storage, new Date('2026-11-23T13:00:00Z'));
    expect(later.files).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(key)).toBe(false);
    expect(await t.db.selectFrom('attachments').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the files a planning holds, which no order lists: the planner’s file and the stage models’ ZIP', async () => {
    const staff = await t.login('atendente@demo.com.br');
    const planning = await t.db.selectFrom('plannings').select('id').limit(1).executeTakeFirstOrThrow();
    const pdf = json<AttachmentUploaded>(await upload('PLANNING_FILE', 'plano.pdf', sampleFiles.pdf(), 'application/pdf', staff));
    const zip = json<AttachmentUploaded>(await upload('PLANNING_STAGES', 'etapas.zip', sampleFiles.zip(), 'application/zip', staff));
    await t.db.updateTable('plannings').set({ file_attachment_id: pdf.id }).where('id', '=', planning.id).execute();
    await requestStageBuild(t.db, planning.id, zip.id, null, new Date('2026-11-21T12:00:00Z'));
    const storage = diskStorage(t.filesDir);
    await cleanOrphanAttachments(t.db, storage, new Date('2026-11-30T13:00:00Z'));
    for (const file of [pdf, zip]) {
      expect(await storage.exists(file.key)).toBe(true);
      expect(await t.db.selectFrom('attachments').select('id').where('id', '=', file.id).executeTakeFirst()).toBeDefined();
    }
  });
});
