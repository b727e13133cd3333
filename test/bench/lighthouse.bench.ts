// npm run bench: Lighthouse (npm package, Debian's chromium) on the built app served by the
// real server with demo data, every page measured as the person who lands on it:
// performance, accessibility and best-practices scores, with LCP, TBT and CLS. Default
// Lighthouse settings (mobile, simulated slow 4G and 4x CPU slowdown). Figures only.
//
// Signed-in pages are measured signed in through the sign-in page, in the very Chromium profile
// Lighthouse drives: the session cookie and the app's own session mark in localStorage are both
// there, as on a dentist's phone. Lighthouse's storage reset would sign the profile out, so it is
// off; the HTTP cache is cleared before each run instead, as that reset would. A run that ends
// on another address than the one asked for, or signed in as someone else, stops the bench.
import { execSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../support/server/server-process';
import { waitUntilIdle } from './server-idle';
import { startTlsProxy } from '../support/tls-proxy/tls-proxy';

const nginxInstalled = (): boolean => {
  try {
    execSync('nginx -v', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const dir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
const server = startServerProcess({ env: { DATA_DIR: dir, LOG_LEVEL: 'warn', STATIC_DIR: join(process.cwd(), 'dist') } });
/** Where the pages are measured: the portal itself, or the TLS proxy in front of it. */
let base = server.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As the machine requires: no sandbox as root, no background calls to the closed network.
  chromeFlags: [
    '--ignore-certificate-errors',
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// The same browser, driven for signing in and for the timed click: one profile for both.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const profile = browser.contexts()[0]!;

const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, init);
  return (await response.json()) as unknown;
};

/** Signs the profile out (cookies and storage), then in as `email` through the sign-in page, as a person does. */
const signInAs = async (email: string | null): Promise<void> => {
  await profile.clearCookies();
  const page = await profile.newPage();
  await page.goto(`${base}/auth/login`);
  await page.evaluate(() => localStorage.clear());
  if (email) {
    await page.reload();
    await page.getByLabel('E-mail, CPF ou CNPJ').fill(email);
    await page.getByLabel('Senha').fill('Demo@1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }
  await page.close();
};

/** Who the profile is signed in as, asked the way the app asks. */
const signedInAs = async (): Promise<string | null> => {
  const page = await profile.newPage();
  await page.goto(`${base}/auth/login`);
  const email = await page.evaluate(async () => {
    const response = await fetch('/api/users/profile');
    return response.ok ? ((await response.json()) as { email: string }).email : null;
  });
  await page.close();
  return email;
};

/** The browser's HTTP cache emptied, as Lighthouse's own reset does; storage (the session) kept. */
const clearHttpCache = async (): Promise<void> => {
  const page = await profile.newPage();
  const cdp = await profile.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
};

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();

interface Measured {
  readonly name: string;
  readonly path: string;
  readonly as: string | null;
}

// LIGHTHOUSE_PAGES=<regular expression>: only the pages whose name matches (the others are skipped, said so).
const only = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;
// BENCH_SMOKE=1: npm test's run, to see the bench still works: once straight, no proxy.
const smoke = process.env.BENCH_SMOKE === '1';

const measure = async ({ name, path, as }: Measured): Promise<void> => {
  if (only && !only.test(name)) return console.log(`${name} | skipped (LIGHTHOUSE_PAGES)`);
  const who = await signedInAs();
  if (who !== as) throw new Error(`${name}: the profile is signed in as ${who ?? 'nobody'}, not ${as ?? 'nobody'}`);
  await clearHttpCache();
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  const lhr = result!.lhr;
  if (process.env.LIGHTHOUSE_JSON_DIR) await writeFile(join(process.env.LIGHTHOUSE_JSON_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  // A run Lighthouse could not finish (no first paint caught, a protocol timeout) is said, not printed as zeros.
  if (lhr.runtimeError) return console.log(`${name} | run failed: ${lhr.runtimeError.code} (${lhr.runtimeError.message.slice(0, 120)})`);
  const landed = new URL(lhr.finalDisplayedUrl);
  if (`${landed.pathname}${landed.search}` !== path) throw new Error(`${name}: Lighthouse measured ${landed.pathname}${landed.search}, not ${path}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  console.log(
    `${name} | ${as ?? 'signed out'} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${audit('total-blocking-time').toFixed(0)} ms | ${audit('cumulative-layout-shift').toFixed(3)}`,
  );
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
  if (failing.length > 0) console.log(`  below 90: ${[...new Set(failing.map((a) => a.id))].join(', ')}`);
  // What shifts, so the room it needs can be reserved.
  const shifts = (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items ?? [];
  // Which element the LCP is, and how long after the first byte it was drawn.
  const breakdown = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type: string; selector?: string; nodeLabel?: string }[] } | undefined)?.items ?? [];
  const lcp = breakdown.find((item) => item.type === 'node');
  if (lcp)
    console.log(
      `  LCP element: ${lcp.selector ?? ''} "${(lcp.nodeLabel ?? '').slice(0, 60)}"; first paint at ${(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN).toFixed(0)} ms`,
    );
  // Where the blocking time goes: the longest tasks and the scripts they ran.
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  for (const task of tasks.slice(0, 3)) console.log(`  long task ${(task.duration ?? 0).toFixed(0)} ms: ${(task.url ?? '').replace(base, '')}`);
  const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [];
  console.log(
    `  main thread: ${work
      .slice(0, 4)
      .map((w) => `${w.groupLabel} ${(w.duration ?? 0).toFixed(0)} ms`)
      .join(', ')}`,
  );
  for (const shift of shifts.slice(0, 3)) console.log(`  shift ${(shift.score ?? 0).toFixed(3)}: ${shift.node?.snippet ?? ''}`);
  // What an accessibility failure points at, so it can be found in the page.
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const failed = lhr.audits[ref.id]!;
    if (failed.score !== 0) continue;
    const items = ((failed.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).map((i) =>
      `${i.node?.snippet ?? ''} ${i.node?.explanation?.split('\n')[1] ?? ''}`.trim(),
    );
    for (const item of items) console.log(`  ${ref.id}: ${item}`);
  }
};

/** Waits until no request of the page has been under way for half a second. */
const quiet = async (page: Page): Promise<void> => {
  let inFlight = 0;
  let last = Date.now();
  const started = () => ((inFlight += 1), (last = Date.now()));
  const ended = () => ((inFlight -= 1), (last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    // Requests started before listening are not counted: give them the same half second.
    while (inFlight > 0 || Date.now() - last < 500) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
};

/** From a click on "Abrir pedido" in the list to the order drawn, on the network and CPU Lighthouse simulates (slow 4G, 4× slower CPU). */
const timeOpeningAnOrder = async (page: Page): Promise<number> => {
  const cdp = await profile.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/orders`);
  // A prompt on arrival (the platform survey) is put off, as a dentist would.
  const prompt = page.getByRole('dialog');
  if (
    await prompt.waitFor({ state: 'visible', timeout: 5000 }).then(
      () => true,
      () => false,
    )
  )
    await prompt.getByRole('button', { name: 'Responder depois' }).click();
  await prompt.waitFor({ state: 'hidden' });
  // The list opens an order from its summary: "Ver resumo", then "Abrir pedido".
  await page
    .locator('tbody tr')
    .getByRole('button', { name: /^Ver resumo/ })
    .first()
    .click();
  const open = page.getByRole('dialog').getByText('Abrir pedido');
  await open.waitFor();
  // The person reads the summary meanwhile: the click comes once what it started loading has come.
  await quiet(page);
  const started = Date.now();
  await open.click();
  // The order page's own title (the summary dialog has a "Pedido nº" heading too).
  await page.locator('.order-page h1', { hasText: /Pedido nº/ }).waitFor();
  const took = Date.now() - started;
  if (!/\/orders\/[0-9a-f-]{36}$/.test(page.url())) throw new Error(`the click opened ${page.url()}, not an order`);
  await cdp.detach();
  return took;
};

/** Every page as the person who lands on it, then the click that opens an order, all at `origin`. */
const measureEveryPage = async (origin: string, draft: string, order: string, sharedPlan: string | undefined): Promise<void> => {
  base = origin;
  console.log('page | signed in as | performance | accessibility | best practices | LCP | TBT | CLS');
  await signInAs(null);
  await measure({ name: 'login', path: '/auth/login', as: null });
  const dentist = 'dentista@demo.com.br';
  await signInAs(dentist);
  for (const [name, path] of [
    ['orders list', '/orders'],
    ['new order, first step', '/orders/new'],
    ['new order, attachments step', `/orders/new/${draft}/anexos`],
    ['prescription form', `/orders/new/prescription?draft=${draft}`],
    ["dentist's order page", `/orders/${order}`],
  ] as const) {
    await measure({ name, path, as: dentist });
  }
  const staff = 'atendente@demo.com.br';
  await signInAs(staff);
  for (const [name, path] of [
    ['staff dashboard (their landing page)', '/attendant/painel'],
    ['staff orders list', '/attendant/orders'],
    ['staff order page', `/attendant/orders/${order}`],
  ] as const) {
    await measure({ name, path, as: staff });
  }
  await signInAs(null);
  if (sharedPlan) await measure({ name: "patient's shared plan page", path: sharedPlan, as: null });
  console.log('targets: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02');

  await signInAs(dentist);
  const page = await profile.newPage();
  const opens: number[] = [];
  // Each with the HTTP cache emptied first: the order page's own files come over the slow network too.
  for (let i = 0; i < (smoke ? 1 : 3); i++) {
    await clearHttpCache();
    opens.push(await timeOpeningAnOrder(page));
  }
  await page.close();
  console.log(`opening an order from the list (click to drawn, slow 4G and 4× CPU): ${opens.map((ms) => `${ms} ms`).join(', ')}; target ≤ 500 ms`);
};

try {
  await server.listening;
  const { access_token: token } = (await call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' }),
  })) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const patients = (await call('/api/patients?limit=1', { headers: auth })) as { items: { id: string }[] };
  const draft = (await call('/api/orders/draft', { method: 'POST', headers: auth, body: JSON.stringify({ patientId: patients.items[0]!.id }) })) as { id: string };
  const step = (body: object) => call(`/api/orders/draft/${draft.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify(body) });
  await step({ key: 'PRODUCT', productCategory: 'ALINHADORES' });
  await step({ key: 'CUSTOMIZE', productCategory: 'TRIO_ALINHADORES_CA', caseType: 'CASO_NOVO', arcadeSuperior: true, arcadeInferior: true, item: 'ALIGNER_CA_TRIO' });
  await step({ key: 'DATA_SHIPPING', modelProvideType: 'UPLOAD' });
  const waiting = (await call('/api/orders?status=WAITING_FOR_APPROVAL', { headers: auth })) as { items: { id: string }[] };
  const order = waiting.items[0]!.id;
  // The patient's link to the order's plan, once the demo's stages are built; not in a smoke run, which measures the sign-in page only.
  const planning = async () => {
    for (;;) {
      const detail = (await call(`/api/orders/${order}`, { headers: auth })) as { plannings: { id: string; isCurrent: boolean; stages: string }[] };
      const current = detail.plannings.find((p) => p.isCurrent)!;
      if (current.stages === 'READY') return current.id;
      if (current.stages !== 'BUILDING') throw new Error(`the demo order's plan is ${current.stages}, not in 3D`);
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const sharedPlan = async () => {
    const shared = (await call(`/api/orders/${order}/plannings/${await planning()}/share`, { method: 'POST', headers: { authorization: auth.authorization } })) as { url: string };
    if (typeof shared.url !== 'string') throw new Error(`no link for the patient: ${JSON.stringify(shared)}`);
    return new URL(shared.url).pathname;
  };
  const patientPage = smoke ? undefined : await sharedPlan();
  await call('/api/auth/logout', { method: 'POST', headers: auth });
  await waitUntilIdle(server.pid);

  console.log(`commit ${commit}`);
  // Straight to the portal (HTTP/1.1, as the other benches), then, where nginx is installed,
  // through the TLS proxy of docs/deployment/nginx.conf (HTTP/2), as a phone meets it deployed.
  await measureEveryPage(server.url, draft.id, order, patientPage);
  if (smoke) console.log('smoke run (BENCH_SMOKE): not measured through the TLS proxy');
  else if (nginxInstalled()) {
    const proxy = await startTlsProxy(Number(new URL(server.url).port));
    try {
      console.log(`\nthrough the TLS proxy (nginx, HTTP/2): ${proxy.url}`);
      await measureEveryPage(proxy.url, draft.id, order, patientPage);
    } finally {
      await proxy.stop();
    }
  } else console.log('no nginx here: the pages were not measured through the TLS proxy (apt-get install nginx-light)');
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  server.kill('SIGTERM');
  await server.exited;
  await rm(dir, { recursive: true, force: true });
}
