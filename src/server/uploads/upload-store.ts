import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type DataStore, ERRORS } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { signatureLength } from '../../domain/attachments/content-signature';
import type { Db } from '../db/database';
import { uploadStoreCache } from './upload-store-cache.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { type S3StorageConfig, s3ClientConfigOf } from '../storage/s3-storage';
import { SignatureProbe } from '../storage/signature-probe';

/** Unfinished uploads are removed this long after they started. */
export const uploadExpiryMs = 24 * 60 * 60 * 1000;

/** What the content check needs of a finished upload: its first bytes and its size. */
export interface FinishedBytes {
  readonly head: Uint8Array;
  readonly size: number;
}

/** Where unfinished resumable uploads wait, and how a finished one leaves. */
export interface UploadStore {
  readonly datastore: DataStore;
  /** Moves a finished upload's bytes under `key` in the attachments' storage; the store keeps nothing of it after. */
  moveTo(id: string, storage: AttachmentStorage, key: string): Promise<FinishedBytes>;
}

const headOf = async (file: string): Promise<Uint8Array> => {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(signatureLength), 0, signatureLength, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
};

/**
 * tus's FileStore, except that removing an upload whose file is gone but whose record is still
 * there forgets the record: a crash between handing a finished file to the attachments
 * (`moveTo`) and deleting its record leaves such a record, which FileStore's own remove refuses
 * and its expiry sweep never sees, so it stayed for good. An upload nobody knows is still refused.
 */
class FolderStore extends FileStore {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND || !(await this.configstore.get(id))) throw error;
      await this.configstore.delete(id);
    }
  }
}

/** A folder: a finished upload is handed over as a file, renamed when the attachments share the disk. */
export const folderUploadStore = (directory: string): UploadStore => {
  const datastore = new FolderStore({ directory, expirationPeriodInMilliseconds: uploadExpiryMs });
  return {
    datastore,
    async moveTo(id, storage, key) {
      const file = join(directory, id);
      const [head, { size }] = await Promise.all([headOf(file), stat(file)]);
      await storage.adopt(key, file);
      await datastore.configstore.delete(id);
      return { head, size };
    },
  };
};

/**
 * tus's S3Store, except that removing an unfinished upload (cancelled or expired) also removes
 * its incomplete last part (`<id>.part`), which S3Store's own `remove` leaves behind; and
 * forgetting a finished upload: `remove` aborts the multipart upload first, which S3 refuses
 * once it is complete (NoSuchUpload), so the object and its record would stay.
 */
class BucketStore extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.deleteIncompletePart(id);
  }

  async forgetFinished(id: string): Promise<void> {
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] } });
    await this.clearCache(id);
  }
}

/** The bucket's root, as multipart uploads named by the upload's id: a finished one is streamed to its key. */
export const bucketUploadStore = (s3: S3StorageConfig, db: Db): UploadStore => {
  const datastore = new BucketStore({
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: uploadExpiryMs,
    // Tags `Tus-Completed=false` on the `.info` and `.part` objects let the bucket's lifecycle
    // rule expire what an abandoned upload leaves (docs/decisions.md).
    useTags: true,
    cache: uploadStoreCache(db),
    s3ClientConfig: { ...s3ClientConfigOf(s3), bucket: s3.bucket },
  });
  return {
    datastore,
    async moveTo(id, storage, key) {
      const probe = new SignatureProbe();
      await storage.write(key, (await datastore.read(id)).pipe(probe));
      await datastore.forgetFinished(id);
      return { head: probe.head, size: probe.bytesSeen };
    },
  };
};

export const uploadStoreOf = (config: { s3: S3StorageConfig | undefined; uploadsDir: string }, db: Db): UploadStore =>
  config.s3 ? bucketUploadStore(config.s3, db) : folderUploadStore(config.uploadsDir);
