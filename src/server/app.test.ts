import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDatabaseTargets } from './testing/test-database';

describe('serving the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    t = await startTestApp(testDatabaseTargets()[0]!, { staticDir: dir });
  });
  afterAll(() => t.close());

  it('falls back to index.html for deep links so they can be reloaded', async () => {
    for (const url of ['/', '/orders/completed', '/attendant/orders', '/auth/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Portal</title>');
    }
  });

  it('serves built files as they are', async () => {
    const res = await t.app.inject({ url: '/app.js' });
    expect(res.body).toBe('console.log(1)');
  });

  it('answers a missing file with 404 rather than the app', async () => {
    const res = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});
