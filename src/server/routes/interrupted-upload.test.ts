import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-database';
import { heldUpload } from '../testing/held-upload';

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
    const upload = heldUpload(`http://127.0.0.1:${port}`, token, 2);
    await upload.firstPartSent;
    // The tab closes: the connection drops with half of the file unsent.
    await new Promise((r) => setTimeout(r, 100));
    upload.abandon();
    await upload.answer;
    await new Promise((r) => setTimeout(r, 500));
    expect(filesIn(t.filesDir)).toEqual([]);
    const after = (await t.db.selectFrom('attachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });
});
