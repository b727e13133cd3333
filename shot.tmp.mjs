import { chromium } from 'playwright-core';
const [user, path, out, width = '1366', js = ''] = process.argv.slice(2);
const port = process.env.PORT ?? 3300;
const base = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
if (user !== 'none') {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-mail, CPF ou CNPJ').fill(user);
  await page.getByLabel('Senha').fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  const later = page.getByRole('button', { name: 'Responder depois' });
  if (await later.waitFor({ timeout: 4000 }).then(() => true, () => false)) await later.click();
}
if (path !== '-') await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
if (process.env.PRE) { const f = (await import('node:fs')).readFileSync(process.env.PRE, 'utf8'); await eval(`(async () => { ${f} })()`); }
if (js) await eval(`(async () => { ${js} })()`);
await page.waitForTimeout(300);
if (process.env.SEL) await page.locator(process.env.SEL).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: !process.env.VIEWPORT });
console.log('url', page.url());
await browser.close();
