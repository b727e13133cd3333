import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { binaryStl, sphere } from '../../../test/support/server/meshes';
import { waitFor } from '../../../test/support/server/wait-for';
import { apiSession, errorLines, type ServerData, serverDataTargets, startServerProcess } from '../../../test/support/server/server-process';

const tus = { 'tus-resumable': '1.0.0' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Starts a PATCH that sends `sent` bytes and then holds the connection open, as a slow clinic line would. */
const patchThatStalls = (url: string, token: string, offset: number, sent: Buffer) => {
  const req = request(url, { method: 'PATCH', headers: { ...tus, authorization: `Bearer ${token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'transfer-encoding': 'chunked' } });
  req.on('error', () => undefined);
  req.write(sent);
  return req;
};

describe.each(serverDataTargets())('kill -9 during a resumable upload, on $name', (target) => {
  let data: ServerData;
  afterAll(async () => data?.drop());

  it('resumes from the offset the restarted server gives, and stores a file identical to the original', async () => {
    data = await target.create();
    // A scan with random bytes after its header: a mismatch anywhere shows in the digest.
    const file = Buffer.concat([binaryStl(sphere(20, 20)), randomBytes(3 * 1024 * 1024)]);
    file.writeUInt32LE((file.length - 84) / 50, 80);
    const trimmed = file.subarray(0, 84 + Math.floor((file.length - 84) / 50) * 50);

    let server = startServerProcess(data);
    await server.listening;
    const session = await apiSession(server.url, 'dentista@demo.com.br');
    const created = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { ...tus, authorization: `Bearer ${session.token}`, 'upload-length': String(trimmed.length), 'upload-metadata': `kind ${Buffer.from('MODEL_SUPERIOR').toString('base64')},filename ${Buffer.from('superior.stl').toString('base64')}` },
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!;
    const id = path.split('/').pop()!;
    const part = join(data.env.DATA_DIR!, 'uploads', id);

    // Half-way through, the server dies with the request under way.
    patchThatStalls(`${server.url}${path}`, session.token, 0, trimmed.subarray(0, 1024 * 1024 + 17));
    await waitFor('the first bytes on disk', () => existsSync(part) && statSync(part).size > 0);
    server.kill('SIGKILL');
    await server.exited;

    server = startServerProcess(data);
    await server.listening;
    try {
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { ...tus, authorization: `Bearer ${session.token}` } });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(1024 * 1024 + 17);
      // What the server kept is exactly the start of the file.
      expect(sha256(readFileSync(part).subarray(0, offset))).toBe(sha256(trimmed.subarray(0, offset)));

      const rest = await fetch(`${server.url}${path}`, {
        method: 'PATCH',
        headers: { ...tus, authorization: `Bearer ${session.token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: trimmed.subarray(offset),
      });
      expect(rest.status).toBe(200);
      const { key } = (await rest.json()) as { key: string };
      expect(sha256(readFileSync(join(data.filesDir, key)))).toBe(sha256(trimmed));
      expect(existsSync(part)).toBe(false);
      expect(errorLines(server.output())).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
  });
});
