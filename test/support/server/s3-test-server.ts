import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../../src/server/storage/s3-storage';

/** s3rver on a free port with one empty bucket: how the portal's storage reaches it, a client, and the stop. */
export interface S3TestServer {
  readonly endpoint: string;
  readonly config: S3StorageConfig;
  readonly client: S3Client;
  readonly close: () => Promise<void>;
}

export const startS3TestServer = async (bucket = 'portal-anexos'): Promise<S3TestServer> => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'portal-s3-')) });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const config = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: config.region, forcePathStyle: true, credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { endpoint, config, client, close: () => server.close() };
};
