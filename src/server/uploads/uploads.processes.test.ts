import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, sphere } from '../../../test/support/server/meshes';
import { uploadPlaces } from '../../../test/support/server/upload-places';
import { waitFor } from '../../../test/support/server/wait-for';
import { apiSession, errorLines, type ProcessPair, type ServerData, type ServerProcess, startProcessPair } from '../../../test/support/server/server-process';
import { tus, uploadMetadata } from '../../../test/support/server/tus-requests';

// Behind a balancer, the pieces of one upload land on different API processes: they share the
// database and the uploads folder or bucket, and PostgreSQL advisory locks keep two of them from writing
// one upload at once (PGlite is one process, so only PostgreSQL applies).
const url = process.env.TEST_DATABASE_URL;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const places = uploadPlaces();

describe.runIf(url !== undefined).each(places)('one resumable upload across two API processes on PostgreSQL, kept in $name', (place) => {
  let pair: ProcessPair;
  let data: ServerData;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    pair = await startProcessPair(url!, place.env());
    ({ data, first, second } = pair);
  }, 120_000);
  afterAll(() => pair?.stop());

  it('continues on the second process while the first still holds a stalled request, and stores the file intact', async () => {
    const file = Buffer.concat([binaryStl(sphere(16, 16)), randomBytes(place.beforeCut + 2 * 1024 * 1024)]);
    const trimmed = file.subarray(0, 84 + Math.floor((file.length - 84) / 50) * 50);
    trimmed.writeUInt32LE((trimmed.length - 84) / 50, 80);
    const dentist = await apiSession(first.url, 'dentista@demo.com.br');
    const auth = { ...tus, authorization: `Bearer ${dentist.token}` };
    const created = await fetch(`${first.url}/api/uploads`, {
      method: 'POST',
      headers: { ...auth, 'upload-length': String(trimmed.length), 'upload-metadata': uploadMetadata({ kind: 'MODEL_INFERIOR', filename: 'inferior.stl' }) },
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;
    const uploadsDir = join(data.env.DATA_DIR!, 'uploads');
    const uploadId = path.split('/').pop()!;

    // The clinic's line stalls mid-request: the first process still holds the upload.
    const stalled = request(`${first.url}${path}`, {
      method: 'PATCH',
      headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'transfer-encoding': 'chunked' },
    });
    const stalledAnswer = new Promise<number | undefined>((resolve) => {
      stalled.on('response', (response) => resolve(response.statusCode));
      stalled.on('error', () => resolve(undefined));
    });
    stalled.write(trimmed.subarray(0, place.beforeCut));
    await waitFor('the first bytes kept', async () => (await place.kept(uploadsDir, uploadId)) > 0);

    // The browser retries through the balancer and reaches the second process.
    const head = await fetch(`${second.url}${path}`, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    // Asked through PostgreSQL, the first process let go: its stalled request is over.
    expect(await stalledAnswer).toBe(204);
    const rest = await fetch(`${second.url}${path}`, {
      method: 'PATCH',
      headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: trimmed.subarray(offset),
    });
    expect(rest.status).toBe(200);
    const { id, key } = (await rest.json()) as { id: string; key: string };
    expect(sha256(await place.stored(data.filesDir, key))).toBe(sha256(trimmed));
    expect(await place.left(uploadsDir, uploadId)).toEqual([]);

    // Either process answers what the upload became.
    const result = await fetch(`${first.url}${path}`, { headers: { authorization: `Bearer ${dentist.token}` } });
    expect(result.status).toBe(200);
    expect(await result.json()).toMatchObject({ id });
    expect(errorLines(first.output() + second.output())).toEqual([]);
  });
});
