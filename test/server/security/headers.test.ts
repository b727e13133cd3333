import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';

describe.each(testDatabaseTargets().slice(0, 1))('security headers on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  beforeAll(async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>x</title>');
    t = await startTestApp(target, { staticDir });
    dentista = await t.login('dentista@demo.com.br');
  });
  afterAll(() => t.close());

  it('sends a strict content policy, HSTS, nosniff and no framing on the app and the API', async () => {
    for (const url of ['/orders', '/api/orders']) {
      const res = await t.app.inject({ url, headers: bearer(dentista) });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // WebAssembly may compile (the 3D viewer's decoder); strings may never run as script.
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses every change asked by another site’s page (Origin, else Sec-Fetch-Site), and lets this site’s and non-browser clients through', async () => {
    const message = (type: string) => ({
      method: 'POST' as const,
      url: '/api/orders/draft',
      headers: { ...bearer(dentista), host: 'portal.example:443', 'x-forwarded-proto': 'https', 'content-type': 'application/json', ...(type ? JSON.parse(type) : {}) },
      payload: '{}',
    });
    const drafts = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'DRAFT')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await drafts();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'http://portal.example:443' },
      { origin: 'https://portal.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await t.app.inject(message(JSON.stringify(headers)));
      expect([headers, res.statusCode, res.json()]).toEqual([headers, 403, { message: 'Este pedido veio de outro site e foi recusado.' }]);
    }
    expect(await drafts()).toBe(before);
    // Reads are not changes; this site's own pages and clients that are not browsers go on.
    expect((await t.app.inject({ url: '/api/orders', headers: { ...bearer(dentista), origin: 'https://evil.example' } })).statusCode).toBe(200);
    for (const headers of [{ origin: 'https://portal.example' }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const res = await t.app.inject(message(JSON.stringify(headers)));
      expect([headers, res.statusCode < 403 || res.statusCode === 400]).toEqual([headers, true]);
    }
  });

  it('keeps answers with personal data out of caches', async () => {
    const list = await t.app.inject({ url: '/api/orders', headers: bearer(dentista) });
    expect(list.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(dentista) });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/orders' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
