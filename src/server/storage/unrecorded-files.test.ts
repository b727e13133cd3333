import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type TestDatabase } from '../../../test/support/server/test-database';
import { type S3TestServer, startS3TestServer } from '../../../test/support/server/s3-test-server';
import { recordStoredFile } from '../uploads/order-files.repository';
import { previewKeyOf } from '../previews/scan-previews.repository';
import type { AttachmentStorage } from './attachment-storage';
import { diskStorage } from './disk-storage';
import { cleanOrphanAttachments, orphanGraceMs } from './orphan-cleanup';
import { s3ClientOf, s3Storage } from './s3-storage';
import { storageFolderOf } from './stored-name';

// A crash between storing an upload's bytes and recording them left a file no attachment names,
// with a patient's data in it, for good. The hourly sweep now removes such files after the grace.

let s3Server: S3TestServer;
beforeAll(async () => {
  s3Server = await startS3TestServer();
});
afterAll(async () => {
  await s3Server.close();
});

const seededAt = new Date('2026-11-21T12:00:00Z');
// Files carry the machine's own time; the sweep is told a time past their grace.
const afterGrace = () => new Date(Date.now() + orphanGraceMs + 60 * 60 * 1000);
const store = (storage: AttachmentStorage, key: string) => storage.write(key, Readable.from([Buffer.from(`bytes of ${key}`)]));

describe.each(testDatabaseTargets())('files a crash left unrecorded, on $name', (target) => {
  let t: TestDatabase;
  let owner: string;
  beforeAll(async () => {
    t = await target.open(seededAt);
    owner = (await t.db.selectFrom('users').select('id').where('role', '=', 'DENTIST').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  describe.each([
    ['disk', () => diskStorage(mkdtempSync(join(tmpdir(), 'portal-unrecorded-')))],
    ['S3-compatible', () => s3Storage(s3Server.config)],
  ])('in %s storage', (name, makeStorage) => {
    it('are removed once past the grace period; recorded files and their previews stay, and so does the rest of the bucket', async () => {
      const storage = makeStorage();
      const sweepAt = afterGrace();
      const folder = storageFolderOf(sweepAt);
      const recorded = `${folder}${randomUUID()}.stl`;
      const unrecorded = `${folder}${randomUUID()}.stl`;
      const outsideFolders = `${randomUUID()}.info`;
      for (const key of [recorded, previewKeyOf(recorded, 'scan.stl'), unrecorded, previewKeyOf(unrecorded, 'scan.stl')]) await store(storage, key);
      if (name === 'S3-compatible') {
        // What a resumable upload keeps at the bucket's root while it runs.
        await s3ClientOf(s3Server.config).send(new PutObjectCommand({ Bucket: s3Server.config.bucket, Key: outsideFolders, Body: '{}' }));
      }
      await recordStoredFile(t.db, {
        id: randomUUID(),
        storageKey: recorded,
        ownerId: owner,
        kind: 'MODEL_SUPERIOR',
        name: 'arcada.stl',
        size: 10,
        contentType: 'model/stl',
        at: sweepAt,
      });

      // Within the grace period (an upload may still be recording its file), nothing goes.
      expect((await cleanOrphanAttachments(t.db, storage, new Date())).unrecorded).toBe(0);
      expect(await storage.exists(unrecorded)).toBe(true);

      const swept = await cleanOrphanAttachments(t.db, storage, sweepAt);
      expect(swept.unrecorded).toBe(2);
      expect(await storage.exists(unrecorded)).toBe(false);
      expect(await storage.exists(previewKeyOf(unrecorded, 'scan.stl'))).toBe(false);
      expect(await storage.exists(recorded)).toBe(true);
      expect(await storage.exists(previewKeyOf(recorded, 'scan.stl'))).toBe(true);
      if (name === 'S3-compatible') expect(await storage.exists(outsideFolders)).toBe(true);
      // The bucket outlives this database: the next one must not find this one's files.
      for (const key of [recorded, previewKeyOf(recorded, 'scan.stl')]) await storage.remove(key);
    });
  });

  it('are found however many a folder holds (checked in batches)', async () => {
    const storage = diskStorage(mkdtempSync(join(tmpdir(), 'portal-unrecorded-')));
    const sweepAt = afterGrace();
    const keys = Array.from({ length: 1002 }, () => `${storageFolderOf(sweepAt)}${randomUUID()}.jpg`);
    for (const key of keys) await store(storage, key);
    const kept = keys[500]!;
    await recordStoredFile(t.db, { id: randomUUID(), storageKey: kept, ownerId: owner, kind: 'OTHERS', name: 'foto.jpg', size: 10, contentType: 'image/jpeg', at: sweepAt });

    expect((await cleanOrphanAttachments(t.db, storage, sweepAt)).unrecorded).toBe(1001);
    expect(await storage.exists(kept)).toBe(true);
    expect(await storage.exists(keys[0]!)).toBe(false);
  });
});
