import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { binaryStl, sphere } from '../../support/server/meshes';
import { uploadPlaces, uploadRuns } from '../../support/server/upload-places';
import { waitFor } from '../../support/server/wait-for';
import { apiSession, errorLines, type ServerData, serverDataTargets, startServerProcess } from '../../support/server/server-process';
import { tus, uploadMetadata } from '../../support/server/tus-requests';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/** Starts a PATCH that sends `sent` bytes and then holds the connection open, as a slow clinic line would. */
const patchThatStalls = (url: string, token: string, offset: number, sent: Buffer) => {
  const req = request(url, {
    method: 'PATCH',
    headers: { ...tus, authorization: `Bearer ${token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'transfer-encoding': 'chunked' },
  });
  req.on('error', () => undefined);
  req.write(sent);
  return req;
};

const places = uploadPlaces();

describe.each(uploadRuns(serverDataTargets(), places))('kill -9 during a resumable upload, on $name', ({ target, place }) => {
  let data: ServerData;
  afterAll(async () => data?.drop());

  it('resumes from the offset the restarted server gives, and stores a file identical to the original', async () => {
    const fresh = await target.create();
    data = { ...fresh, env: { ...fresh.env, ...place.env() } };
    // A scan with random bytes after its header: a mismatch anywhere shows in the digest.
    const file = Buffer.concat([binaryStl(sphere(20, 20)), randomBytes(place.beforeCut + 3 * MB)]);
    file.writeUInt32LE(Math.floor((file.length - 84) / 50), 80);
    const trimmed = file.subarray(0, 84 + Math.floor((file.length - 84) / 50) * 50);

    let server = startServerProcess(data);
    await server.listening;
    const session = await apiSession(server.url, 'dentista@demo.com.br');
    const created = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        authorization: `Bearer ${session.token}`,
        'upload-length': String(trimmed.length),
        'upload-metadata': uploadMetadata({ kind: 'MODEL_SUPERIOR', filename: 'superior.stl' }),
      },
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;
    const id = path.split('/').pop()!;
    const uploadsDir = join(data.env.DATA_DIR!, 'uploads');

    // Part-way through, the server dies with the request under way.
    patchThatStalls(`${server.url}${path}`, session.token, 0, trimmed.subarray(0, place.beforeCut));
    await waitFor('the first bytes kept', async () => (await place.kept(uploadsDir, id)) > 0);
    server.kill('SIGKILL');
    await server.exited;

    server = startServerProcess(data);
    await server.listening;
    try {
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { ...tus, authorization: `Bearer ${session.token}` } });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(place.beforeCut);

      const rest = await fetch(`${server.url}${path}`, {
        method: 'PATCH',
        headers: { ...tus, authorization: `Bearer ${session.token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: trimmed.subarray(offset),
      });
      expect(rest.status).toBe(200);
      const { key } = (await rest.json()) as { key: string };
      expect(sha256(await place.stored(data.filesDir, key))).toBe(sha256(trimmed));
      expect(await place.left(uploadsDir, id)).toEqual([]);
      expect(errorLines(server.output())).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
    // Two server starts and a kill: about 20 s alone, more on a loaded machine.
  }, 120_000);
});
