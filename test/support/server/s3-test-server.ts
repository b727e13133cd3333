import { spawn } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../../src/server/storage/s3-storage';

/** moto's S3 server on a free port with one empty bucket: how the portal's storage reaches it, a client, and the stop. */
export interface S3TestServer {
  readonly endpoint: string;
  readonly config: S3StorageConfig;
  /** The variables that point a server process at this bucket. */
  readonly env: Readonly<Record<string, string>>;
  readonly client: S3Client;
  readonly close: () => Promise<void>;
}

const motoHome = process.env.MOTO_HOME ?? join(homedir(), '.cache', 'portal-moto');
const launcher = fileURLToPath(new URL('../s3/moto_server.py', import.meta.url));

/** Starts moto (installed by test/support/s3/install-moto.sh) and reads the port it took from its banner. */
const startMoto = () =>
  new Promise<{ endpoint: string; close: () => Promise<void> }>((resolve, reject) => {
    const child = spawn('/usr/bin/python3', [launcher, '-H', '127.0.0.1', '-p', '0'], {
      env: { ...process.env, PYTHONPATH: join(motoHome, 'usr/lib/python3/dist-packages') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const close = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    // Read until the banner; after it, moto's request log is only drained.
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Running on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port) return;
      child.stdout.off('data', read).resume();
      child.stderr.off('data', read).resume();
      resolve({ endpoint: `http://127.0.0.1:${port}`, close });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`moto stopped (${code}) before it listened; run test/support/s3/install-moto.sh. It said: ${output}`)));
  });

export const startS3TestServer = async (bucket = 'portal-anexos'): Promise<S3TestServer> => {
  const { endpoint, close } = await startMoto();
  const config = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'teste', secretAccessKey: 'teste' };
  const client = new S3Client({ endpoint, region: config.region, forcePathStyle: true, credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: config.accessKeyId, S3_SECRET_ACCESS_KEY: config.secretAccessKey };
  return { endpoint, config, env, client, close };
};
