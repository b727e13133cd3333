import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, sphere } from '../../test/support/server/meshes';
import { multipartBody } from '../../test/support/server/sample-files';
import { waitFor } from '../../test/support/server/wait-for';
import { apiSession, errorLines, type ProcessPair, startProcessPair } from '../../test/support/server/server-process';
import { type S3TestServer, startS3TestServer } from '../../test/support/server/s3-test-server';

// docs/scaling.md's deployment in one run: two stateless API processes behind a (pretend)
// balancer, one PostgreSQL, one S3 bucket, events and session changes over LISTEN/NOTIFY.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url !== undefined)('two API processes on one PostgreSQL and one S3 bucket', () => {
  let s3: S3TestServer;
  let pair: ProcessPair;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    pair = await startProcessPair(url!, s3.env);
  }, 120_000);
  afterAll(async () => {
    await pair?.stop();
    await s3?.close();
  });

  it('serves a session and an upload started on one process from the other, and a sign-out on either counts on both', async () => {
    const { first, second } = pair;
    const dentist = await apiSession(first.url, 'dentista@demo.com.br');
    const onSecond = { authorization: `Bearer ${dentist.token}` };
    expect((await fetch(`${second.url}/api/orders?page=1&limit=5`, { headers: onSecond })).status).toBe(200);

    const scan = binaryStl(sphere(24, 24));
    const body = multipartBody('superior.stl', scan, 'model/stl');
    const uploaded = await fetch(`${first.url}/api/attachments?kind=MODEL_SUPERIOR`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dentist.token}`, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id, key } = (await uploaded.json()) as { id: string; key: string };
    const stored = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    expect(stored.Contents?.find((o) => o.Key === key)?.Size).toBe(scan.length);

    // Whichever process builds the preview puts it in the bucket; the other serves it.
    let preview: Response | undefined;
    await waitFor('the preview, read through the second process', async () => {
      preview = await fetch(`${second.url}/api/attachments/${id}/preview`, { headers: onSecond });
      return preview.status === 200;
    });
    expect(
      Buffer.from(await preview!.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('glTF');

    expect((await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: onSecond })).status).toBe(204);
    // Within the cache's 30 s only the database's notice can tell the first process.
    await waitFor(
      'the first process to refuse the signed-out session',
      async () => (await fetch(`${first.url}/api/orders?page=1&limit=5`, { headers: onSecond })).status === 401,
      15_000,
    );
    expect(errorLines(first.output() + second.output())).toEqual([]);
    // Two processes building a preview in worker threads: a loaded machine took longer than 30 s (CI, 27/11).
  }, 120_000);
});
