import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/server/test-app';
import { testDatabaseTargets } from '../../test/support/server/test-database';

describe('serving the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    mkdirSync(join(dir, 'assets'));
    const bundle = 'console.log("pedido");'.repeat(100);
    writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), bundle);
    writeFileSync(join(dir, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(dir, 'assets', 'index-a1b2c3.js.gz'), gzipSync(bundle));
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

  it('sends the compressed copy the browser accepts, and keeps hashed assets cached for good', async () => {
    const br = await t.app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("pedido");'.repeat(100));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("pedido");'.repeat(100));
    // The page itself is looked up again at every visit, so a new release is picked up.
    const page = await t.app.inject({ url: '/orders', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).not.toContain('immutable');
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

describe('serving the landing pages of a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    for (const page of ['index', 'login', 'orders', 'order', 'new-order']) writeFileSync(join(dir, `${page}.html`), `<!doctype html><title>${page}</title>`);
    // A route table as the build writes it from the app's (nested, relative and optional
    // segments, a catch-all); a page it names that the build lacks is never served.
    const lists = ['/orders', '/orders/completed', '/orders/physical-delivery', '/attendant/orders', '/attendant/orders/completed'].map((path) => ({
      path,
      landing: 'orders.html',
    }));
    const routes = [
      { path: '/auth', children: [{ path: 'login', landing: 'login.html' }, { path: 'register' }] },
      {
        children: [
          ...lists,
          { path: '/my-data', landing: 'missing.html' },
          { path: '/orders/new/:draftId?/:step?', landing: 'new-order.html' },
          { path: '/orders/new/prescription' },
          { path: '/orders/:orderId/prescription' },
          { path: '/orders/:orderId', landing: 'order.html' },
          { path: '*' },
        ],
      },
      { path: '/', landing: 'orders.html' },
    ];
    writeFileSync(join(dir, 'landing-pages.json'), JSON.stringify(routes));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"src/ui/main.tsx":{}}');
    t = await startTestApp(testDatabaseTargets()[0]!, { staticDir: dir });
  });
  afterAll(() => t.close());

  it('publishes neither the route table nor the build manifest', async () => {
    for (const url of ['/landing-pages.json', '/.vite/manifest.json', '/.vite/../landing-pages.json', '/%2Evite/manifest.json', '/LANDING-PAGES.JSON']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('main.tsx');
      expect(res.body, url).not.toContain('orders.html');
    }
  });

  const pageOf = async (url: string) => /<title>([\w-]+)<\/title>/.exec((await t.app.inject({ url })).body)?.[1];

  it('starts each path from the page its route names, matched as the browser’s router does, and the rest from index.html', async () => {
    expect(await pageOf('/auth/login')).toBe('login');
    expect(await pageOf('/auth/login?next=%2Forders')).toBe('login');
    for (const url of ['/', '/orders', '/orders/', '/orders/completed', '/orders/physical-delivery', '/attendant/orders', '/attendant/orders/completed'])
      expect(await pageOf(url), url).toBe('orders');
    const order = '/orders/6f1c0000-0000-4000-8000-000000000000';
    expect(await pageOf(order)).toBe('order');
    for (const url of ['/orders/new', '/orders/new/6f1c0000-0000-4000-8000-000000000000/anexos']) expect(await pageOf(url), url).toBe('new-order');
    for (const url of ['/auth/register', '/orders/new/prescription', `${order}/prescription`, '/my-data', '/ordersx', '/auth/login/x'])
      expect(await pageOf(url), url).toBe('index');
  });
});
