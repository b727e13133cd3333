// npm run bench: Lighthouse (npm package, Debian's chromium) on the built app served by the
// real server with demo data: performance, accessibility and best-practices scores, with
// LCP, TBT and CLS, for the login page, the orders list, the prescription form and the
// dentist's order page (issue 20: Lighthouse 13, which needs Node 22 or later). Default
// Lighthouse settings (mobile, simulated slow 4G and 4x CPU slowdown). Figures only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../support/server/server-process';
import { waitUntilIdle } from './server-idle';

const dir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
const server = startServerProcess({ env: { DATA_DIR: dir, LOG_LEVEL: 'warn', STATIC_DIR: join(process.cwd(), 'dist') } });
const base = server.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As the machine requires: no sandbox as root, no background calls to the closed network.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, init);
  return (await response.json()) as unknown;
};

try {
  await server.listening;
  const { access_token: token } = (await call('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' }) })) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const patients = (await call('/api/patients?limit=1', { headers: auth })) as { items: { id: string }[] };
  const draft = (await call('/api/orders/draft', { method: 'POST', headers: auth, body: JSON.stringify({ patientId: patients.items[0]!.id }) })) as { id: string };
  await call(`/api/orders/draft/${draft.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ key: 'PRODUCT', productCategory: 'ALINHADORES' }) });

  await waitUntilIdle(server.pid);
  const waiting = (await call('/api/orders?status=WAITING_FOR_APPROVAL', { headers: auth })) as { items: { id: string }[] };
  const pages: [string, string, boolean][] = [
    ['login', '/auth/login', false],
    ['orders list', '/orders', true],
    ['prescription form', `/orders/new/prescription?draft=${draft.id}`, true],
    ["dentist's order page", `/orders/${waiting.items[0]!.id}`, true],
  ];
  console.log('page | performance | accessibility | best practices | LCP | TBT | CLS');
  for (const [name, path, signedIn] of pages) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The session cookie the browser would hold after signing in.
      ...(signedIn ? { extraHeaders: { cookie: `session=${token}` } } : {}),
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${audit('total-blocking-time').toFixed(0)} ms | ${audit('cumulative-layout-shift').toFixed(3)}`,
    );
    const failing = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
    if (failing.length > 0) console.log(`  below 90: ${[...new Set(failing.map((a) => a.id))].join(', ')}`);
    // What an accessibility failure points at, so it can be found in the page.
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const failed = lhr.audits[ref.id]!;
      if (failed.score !== 0) continue;
      const items = ((failed.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).map((i) => `${i.node?.snippet ?? ''} ${i.node?.explanation?.split('\n')[1] ?? ''}`.trim());
      for (const item of items) console.log(`  ${ref.id}: ${item}`);
    }
  }
  console.log('targets: performance ≥ 95, accessibility 100, TBT ≤ 150 ms');
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await server.exited;
  await rm(dir, { recursive: true, force: true });
}
