import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { S3StorageConfig } from '../storage/s3-storage';
import { type ReadableStore, uploadExpiryMs } from './resumable-uploads';

/**
 * Where unfinished resumable uploads wait (issue 19): a folder beside the attachments, or,
 * with S3, the same bucket under `uploads/` as multipart uploads (tags mark their expiry).
 */
export const uploadStoreOf = (config: { s3: S3StorageConfig | undefined; uploadsDir: string }): ReadableStore =>
  config.s3
    ? new S3Store({
        partSize: 8 * 1024 * 1024,
        expirationPeriodInMilliseconds: uploadExpiryMs,
        // Object tags are not on every S3-compatible server (s3rver has none); expiry works from
        // the multipart uploads' start and the hourly sweep without them.
        useTags: false,
        s3ClientConfig: {
          bucket: config.s3.bucket,
          region: config.s3.region,
          ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}),
          forcePathStyle: config.s3.forcePathStyle,
          credentials: { accessKeyId: config.s3.accessKeyId, secretAccessKey: config.s3.secretAccessKey },
        },
      })
    : new FileStore({ directory: config.uploadsDir, expirationPeriodInMilliseconds: uploadExpiryMs });
