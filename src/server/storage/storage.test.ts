import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { multipartBody, sampleFiles } from '../../../test/support/server/sample-files';
import { bearer, json, startTestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import type { AttachmentStorage } from './attachment-storage';
import { diskStorage, partialPathOf } from './disk-storage';
import { s3Storage } from './s3-storage';
import { binaryStl, sphere } from '../../../test/support/server/meshes';
import { waitFor } from '../../../test/support/server/wait-for';
import { type S3TestServer, startS3TestServer } from '../../../test/support/server/s3-test-server';
import { previewKeyOf } from '../previews/scan-previews.repository';
import { GetBucketLifecycleConfigurationCommand, GetObjectTaggingCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { applyUploadLifecycle, unfinishedUploadTag } from './bucket-lifecycle';
import { tus, uploadMetadata } from '../../../test/support/server/tus-requests';

let s3Server: S3TestServer;
let s3: AttachmentStorage;
const diskRoot = mkdtempSync(join(tmpdir(), 'portal-disk-'));

beforeAll(async () => {
  s3Server = await startS3TestServer();
  s3 = s3Storage(s3Server.config);
});
afterAll(async () => {
  await s3Server.close();
});

const failing = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('connection lost'));
    },
  });

describe.each([
  ['disk', () => diskStorage(diskRoot)],
  ['S3-compatible', () => s3],
])('%s storage', (_name, storage) => {
  it('stores a stream under its key, reads it back, tells it exists, and removes it', async () => {
    const key = '2026-11/a-modelo.stl';
    const bytes = sampleFiles.binaryStl(100);
    await storage().write(key, Readable.from([bytes]));
    expect(await storage().exists(key)).toBe(true);
    const read = await storage().read(key);
    expect(Buffer.concat(await read!.toArray())).toEqual(bytes);
    await storage().remove(key);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().read(key)).toBeUndefined();
  });

  it('adopts a finished file of this machine, from the same disk or another, leaving nothing where it was', async () => {
    for (const [folder, key] of [
      [tmpdir(), '2026-11/c-mesmo-disco.stl'],
      ['/dev/shm', '2026-11/d-outro-disco.stl'],
    ] as const) {
      const file = join(mkdtempSync(join(folder, 'portal-upload-')), 'parte');
      const bytes = sampleFiles.binaryStl(80);
      writeFileSync(file, bytes);
      await storage().adopt(key, file);
      expect(existsSync(file)).toBe(false);
      expect(Buffer.concat(await (await storage().read(key))!.toArray())).toEqual(bytes);
    }
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const key = '2026-11/b-cortado.stl';
    await expect(storage().write(key, failing())).rejects.toThrow();
    expect(await storage().exists(key)).toBe(false);
  });
});

describe('disk storage', () => {
  it('refuses keys that leave its folder and leaves no partial file after a failure', async () => {
    await expect(diskStorage(diskRoot).write('../fora.stl', Readable.from([Buffer.from('x')]))).rejects.toThrow();
    expect(readdirSync(diskRoot, { recursive: true }).filter((n) => String(n).endsWith('.partial'))).toEqual([]);
  });

  it('removes at start the writes of processes of this machine that are gone, and keeps those of live ones and of other machines', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-shared-'));
    mkdirSync(join(root, '2026-11'));
    const gone = spawn(process.execPath, ['-e', '0']);
    const goneId = await new Promise<number>((done) => gone.once('exit', () => done(gone.pid!)));
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const leave = (name: string, pid: number, host = hostname()) => {
        const path = partialPathOf(join(root, '2026-11', name), pid, host);
        writeFileSync(path, 'bytes');
        return path;
      };
      const crashed = leave('a-crashed.stl', goneId);
      const earlierRun = leave('b-earlier-run.stl', process.pid);
      const underWay = leave('c-under-way.stl', alive.pid!);
      const elsewhere = leave('d-elsewhere.stl', goneId, `${hostname()}-other`);
      const unnamed = join(root, '2026-11', 'e-older-version.stl.partial');
      writeFileSync(unnamed, 'bytes');

      expect(await diskStorage(root).sweepAbandoned()).toBe(3);
      expect([crashed, earlierRun, underWay, elsewhere, unnamed].map(existsSync)).toEqual([false, false, true, true, false]);
    } finally {
      alive.kill();
    }
  });
});

describe('uploads into S3-compatible storage', () => {
  it('go through the same route and checks', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, { storage: s3 });
    const token = await t.login('dentista@demo.com.br');
    const body = multipartBody('sup.stl', sampleFiles.binaryStl(50), 'application/octet-stream');
    const res = await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(await s3.exists(json<AttachmentUploaded>(res).key)).toBe(true);
    const bad = multipartBody('sup.stl', sampleFiles.executable(), 'application/octet-stream');
    const refused = await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(token), ...bad.headers }, payload: bad.payload });
    expect(refused.statusCode).toBe(415);
    await t.close();
  });

  it('take a finished resumable upload into the bucket, the same bytes', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, { storage: s3 });
    try {
      const token = await t.login('dentista@demo.com.br');
      const file = sampleFiles.binaryStl(300);
      const meta = uploadMetadata({ kind: 'MODEL_INFERIOR', filename: 'inf.stl' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...tus, ...bearer(token), 'upload-length': String(file.length), 'upload-metadata': meta },
      });
      const sent = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...tus, ...bearer(token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: file,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const stored = await s3.read(json<AttachmentUploaded>(sent).key);
      expect(Buffer.concat(await stored!.toArray())).toEqual(file);
    } finally {
      await t.close();
    }
  });

  it('take a scan larger than one 8 MB part, through either route, the same bytes', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, { bucket: s3Server.config });
    try {
      const token = await t.login('dentista@demo.com.br');
      const file = sampleFiles.binaryStl(200_000);
      expect(file.length).toBeGreaterThan(8 * 1024 * 1024);
      const body = multipartBody('sup.stl', file, 'application/octet-stream');
      const plain = await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
      expect(plain.statusCode, plain.body).toBe(201);
      const meta = uploadMetadata({ kind: 'MODEL_INFERIOR', filename: 'inf.stl' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...tus, ...bearer(token), 'upload-length': String(file.length), 'upload-metadata': meta },
      });
      const resumable = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...tus, ...bearer(token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: file,
      });
      expect(resumable.statusCode, resumable.body).toBe(200);
      for (const answer of [json<AttachmentUploaded>(plain), json<AttachmentUploaded>(resumable)]) {
        expect(answer.size).toBe(file.length);
        expect(Buffer.concat(await (await s3.read(answer.key))!.toArray()).equals(file)).toBe(true);
      }
    } finally {
      await t.close();
    }
  });

  it('keep the 3D preview of a scan beside it in the bucket', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, { storage: s3 });
    try {
      const token = await t.login('dentista@demo.com.br');
      const body = multipartBody('sup.stl', binaryStl(sphere(20, 20)), 'application/octet-stream');
      const res = await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_SUPERIOR', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
      const { id, key } = json<AttachmentUploaded>(res);
      const preview = await waitFor('the preview', async () => {
        const r = await t.app.inject({ method: 'GET', url: `/api/attachments/${id}/preview`, headers: bearer(token) });
        return r.statusCode === 200 && r;
      });
      const stored = await s3.read(previewKeyOf(key, 'scan.stl'));
      expect(Buffer.concat(await stored!.toArray())).toEqual(preview.rawPayload);
    } finally {
      await t.close();
    }
  });
});

describe('the bucket’s lifecycle rules', () => {
  it('are taken by the bucket, and match what an abandoned upload leaves (parts, tagged objects) and never an attachment', async () => {
    const Bucket = s3Server.config.bucket;
    await applyUploadLifecycle(s3Server.client, Bucket);
    const { Rules } = await s3Server.client.send(new GetBucketLifecycleConfigurationCommand({ Bucket }));
    const abortParts = Rules?.find((r) => r.AbortIncompleteMultipartUpload);
    const expireTagged = Rules?.find((r) => r.Expiration);
    expect(abortParts).toMatchObject({ Status: 'Enabled', Filter: { Prefix: '' }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } });
    expect(expireTagged).toMatchObject({ Status: 'Enabled', Filter: { Tag: unfinishedUploadTag }, Expiration: { Days: 2 } });

    const t = await startTestApp(testDatabaseTargets()[0]!, { bucket: s3Server.config });
    try {
      const token = await t.login('dentista@demo.com.br');
      const signed = { ...tus, ...bearer(token) };
      const file = sampleFiles.binaryStl(220_000);
      const meta = uploadMetadata({ kind: 'MODEL_SUPERIOR', filename: 'sup.stl' });
      const created = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...signed, 'upload-length': String(file.length), 'upload-metadata': meta } });
      const id = String(created.headers.location).split('/').pop()!;
      // Abandoned after one whole 8 MB part and a piece of the next.
      const sent = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...signed, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: file.subarray(0, 9 * 1024 * 1024),
      });
      expect(sent.statusCode, sent.body).toBe(204);
      const unfinished = await s3Server.client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: id }));
      expect(unfinished.Uploads?.map((u) => u.Key)).toEqual([id]);
      const tagsOf = async (Key: string) => (await s3Server.client.send(new GetObjectTaggingCommand({ Bucket, Key }))).TagSet ?? [];
      for (const key of [`${id}.info`, `${id}.part`]) expect(await tagsOf(key), key).toContainEqual(unfinishedUploadTag);

      const body = multipartBody('inf.stl', sampleFiles.binaryStl(50), 'application/octet-stream');
      const attachment = await t.app.inject({ method: 'POST', url: '/api/attachments?kind=MODEL_INFERIOR', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
      const finished = await t.app.inject({
        method: 'PATCH',
        url: String(created.headers.location),
        headers: { ...signed, 'upload-offset': String(9 * 1024 * 1024), 'content-type': 'application/offset+octet-stream' },
        payload: file.subarray(9 * 1024 * 1024),
      });
      expect(finished.statusCode, finished.body).toBe(200);
      for (const { key } of [json<AttachmentUploaded>(attachment), json<AttachmentUploaded>(finished)]) expect(await tagsOf(key), key).toEqual([]);
      expect((await s3Server.client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: id }))).Uploads ?? []).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
