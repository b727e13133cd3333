import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-database';

const filesIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('an upload cut off half-way', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    token = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  it('leaves no file, no partial file and no attachment behind', async () => {
    const before = (await t.db.selectFrom('attachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const boundary = '----cut';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sup.stl"\r\nContent-Type: application/octet-stream\r\n\r\nsolid corte\n`);
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/api/attachments?kind=MODEL_SUPERIOR',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + 5_000_000 },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.alloc(1_000_000, 32), () => {
        // The tab closes: the connection drops with most of the file unsent.
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(filesIn(t.filesDir)).toEqual([]);
    const after = (await t.db.selectFrom('attachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });
});
