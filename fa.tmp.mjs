import { chromium } from 'playwright-core';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (let run = 0; run < 4; run++) {
  const page = await browser.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-mail, CPF ou CNPJ').fill('dentista@demo.com.br');
  await page.getByLabel('Senha').fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('header-name').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const asked = [];
  const t0 = Date.now();
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/')) asked.push(`${Date.now() - t0} ${r.method()} ${u.pathname}${u.search}`); });
  await page.goto(`${base}/orders/completed`);
  await page.locator('tbody tr').first().waitFor();
  console.log(run, Date.now() - t0, JSON.stringify(asked));
  await page.close();
}
await browser.close();
