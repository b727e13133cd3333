import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './testing/test-app';
import { testDatabaseTargets } from './testing/test-database';

describe('structured logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await startTestApp(testDatabaseTargets()[0]!, { logStream: stream });
  });
  afterAll(() => t.close());

  it('are JSON lines with the route pattern and status, and carry no personal data', async () => {
    const token = await t.login('529.982.247-25');
    await t.app.inject({ url: '/api/orders?search=Jo%C3%A3o%20Pereira', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dentista@demo.com.br', password: 'errada' } });
    await new Promise((resolve) => setImmediate(resolve));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.some((e) => (e.req as { route?: string } | undefined)?.route === '/api/orders')).toBe(true);
    expect(entries.some((e) => (e.res as { statusCode?: number } | undefined)?.statusCode === 401)).toBe(true);
    const text = lines.join('\n');
    for (const secret of ['João', 'Jo%C3%A3o', 'dentista@demo.com.br', '52998224725', '529.982.247-25', 'errada', token, 'Demo@1234']) {
      expect(text).not.toContain(secret);
    }
  });
});
