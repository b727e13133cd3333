import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { AttachmentStorage } from './attachment-storage';

export interface S3StorageConfig {
  readonly bucket: string;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Path-style addresses (bucket in the path), as S3-compatible servers usually want. */
  readonly forcePathStyle: boolean;
}

/** How the AWS SDK reaches the bucket: for the attachments, the resumable uploads and the lifecycle rules. */
export const s3ClientConfigOf = (config: S3StorageConfig): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  forcePathStyle: config.forcePathStyle,
  credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
});

export const s3ClientOf = (config: S3StorageConfig): S3Client => new S3Client(s3ClientConfigOf(config));

/**
 * Attachments in an S3-compatible object store. Writes are multipart uploads: an object
 * appears only when complete, and a failed upload is aborted.
 */
export const s3Storage = (config: S3StorageConfig): AttachmentStorage => {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const write = async (key: string, source: Readable): Promise<void> => {
    await new Upload({ client, params: { Bucket, Key: key, Body: source }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done();
  };
  return {
    write,
    async adopt(key, file) {
      await write(key, createReadStream(file));
      await rm(file, { force: true });
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch(() => undefined);
      return answer?.Body instanceof Readable ? answer.Body : undefined;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        () => false,
      );
    },
    async *listStored(folder, before) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: folder })) {
        for (const object of page.Contents ?? []) if (object.Key && object.LastModified && object.LastModified < before) yield object.Key;
      }
    },
    async sweepIncomplete(before) {
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket })).catch(() => undefined);
      const stale = (listed?.Uploads ?? []).filter((u) => u.Key && u.UploadId && u.Initiated && u.Initiated < before);
      for (const u of stale) await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
      return stale.length;
    },
  };
};
