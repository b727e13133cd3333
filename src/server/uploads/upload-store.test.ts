import { mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { folderUploadStore } from './upload-store';

const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

describe('the uploads folder', () => {
  // removeExpiredUploads removes each day-old unfinished upload by its id; FileStore's own sweep
  // sees only uploads that still have their file.
  it('forgets, at expiry, the record of an upload whose file a crash already handed over', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
    const { datastore } = folderUploadStore(directory);
    const handedOver = await datastore.create(new Upload({ id: 'entregue', size: 10, offset: 0, creation_date: twoDaysAgo() }));
    const abandoned = await datastore.create(new Upload({ id: 'abandonado', size: 10, offset: 0, creation_date: twoDaysAgo() }));
    writeFileSync(join(directory, handedOver.id), 'x'.repeat(10));
    writeFileSync(join(directory, abandoned.id), 'x'.repeat(4));
    // The crash: the file went to the attachments, its record stayed.
    renameSync(join(directory, handedOver.id), join(mkdtempSync(join(tmpdir(), 'portal-files-')), 'anexo'));
    await datastore.remove(handedOver.id);
    expect(await datastore.deleteExpired()).toBe(1);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('still refuses to remove an upload it never had', async () => {
    const { datastore } = folderUploadStore(mkdtempSync(join(tmpdir(), 'portal-uploads-')));
    await expect(datastore.remove('desconhecido')).rejects.toMatchObject({ status_code: 404 });
  });
});
