import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, ListPartsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { type S3TestServer, startS3TestServer } from './s3-test-server';
import type { TestAppOptions } from './test-app';

const MB = 1024 * 1024;

/** Where unfinished resumable uploads wait: a folder, or the bucket of the S3 test server. */
export interface UploadPlace {
  readonly name: string;
  /** For a test app. */
  readonly options: () => TestAppOptions;
  /** For a server process. */
  readonly env: () => Readonly<Record<string, string>>;
  /** Bytes to send before a cut for some to be kept: in the bucket more than one 8 MB part, as the part being received is lost with its process. */
  readonly beforeCut: number;
  /** Bytes of an upload kept so far. */
  readonly kept: (uploadsDir: string, id: string) => Promise<number>;
  /** What is left of an upload: files, objects, unfinished multipart uploads. */
  readonly left: (uploadsDir: string, id: string) => Promise<string[]>;
  /** The bytes of a finished attachment. */
  readonly stored: (filesDir: string, key: string) => Promise<Buffer>;
}

const folder: UploadPlace = {
  name: 'a folder',
  options: () => ({}),
  env: () => ({}),
  beforeCut: MB + 17,
  kept: async (dir, id) => (existsSync(join(dir, id)) ? statSync(join(dir, id)).size : 0),
  left: async (dir, id) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(id)) : []),
  stored: async (filesDir, key) => readFileSync(join(filesDir, key)),
};

const bucket = (s3: () => S3TestServer): UploadPlace => {
  const Bucket = () => s3().config.bucket;
  const unfinished = async (id: string) => (await s3().client.send(new ListMultipartUploadsCommand({ Bucket: Bucket(), Prefix: id }))).Uploads ?? [];
  return {
    name: 'the S3 test server',
    options: () => ({ bucket: s3().config }),
    env: () => s3().env,
    beforeCut: 9 * MB + 17,
    kept: async (_dir, id) => {
      const [upload] = await unfinished(id);
      if (!upload) return 0;
      const { Parts } = await s3().client.send(new ListPartsCommand({ Bucket: Bucket(), Key: id, UploadId: upload.UploadId }));
      return (Parts ?? []).reduce((sum, p) => sum + (p.Size ?? 0), 0);
    },
    left: async (_dir, id) => {
      const objects = await s3().client.send(new ListObjectsV2Command({ Bucket: Bucket(), Prefix: id }));
      return [...(objects.Contents ?? []).map((o) => o.Key!), ...(await unfinished(id)).map((u) => `${u.Key!} (partes)`)];
    },
    stored: async (_filesDir, key) => Buffer.from(await (await s3().client.send(new GetObjectCommand({ Bucket: Bucket(), Key: key }))).Body!.transformToByteArray()),
  };
};

/** Both places, for a test file: its S3 test server starts before the file's tests and stops after them. */
export const uploadPlaces = (): UploadPlace[] => {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3TestServer('portal-envios');
  });
  afterAll(() => s3?.close());
  return [folder, bucket(() => s3!)];
};

/**
 * The runs of an upload test: a folder with every database, the bucket with the last one only
 * (PostgreSQL when the run has it, as a deployment with a bucket would): moto makes each
 * bucket run several seconds long.
 */
export const uploadRuns = <T extends { readonly name: string }>(targets: readonly T[], places: readonly UploadPlace[]) =>
  places.flatMap((place) => (place === folder ? targets : targets.slice(-1)).map((target) => ({ name: `${target.name}, kept in ${place.name}`, target, place })));
