import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './helpers';
import { expectAccessible } from './accessible';
import { paintedIn } from './canvas-helpers';

/** Pixels of a chart painted in its first colour (#0f5c63): its bars or first line. */
const paintedInBrand = (chart: Locator) => paintedIn(chart, [0x0f, 0x5c, 0x63]);

test('the staff’s dashboard draws its charts, reads as tables and downloads them, and leads to the late queue, at 1366 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The staff's home: where signing in leads.
  await signIn(page, 'atendente@demo.com.br');
  await expect(page).toHaveURL(/\/attendant\/painel$/);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  const byStatus = page.getByRole('region', { name: 'Pedidos por status agora' });
  // The chart is drawn (its bars on a canvas), for the eyes only.
  await expect(byStatus.locator('.dashboard__chart canvas')).toBeVisible();
  await expect.poll(() => paintedInBrand(byStatus.locator('.dashboard__chart'))).toBeGreaterThan(100);
  await expect(byStatus.locator('.dashboard__chart')).toHaveAttribute('aria-hidden', 'true');
  // Its numbers, as a table.
  await byStatus.getByText('Ver os números').click();
  const table = byStatus.getByRole('table', { name: 'Pedidos por status agora' });
  await expect(table.getByRole('rowheader', { name: 'Aguardando aprovação' })).toBeVisible();
  const waiting = await table
    .getByRole('row', { name: /^Aguardando aprovação/ })
    .getByRole('cell')
    .innerText();
  expect(Number(waiting)).toBeGreaterThan(0);
  // A chart far down the page is drawn once it nears the screen, in the room kept for it.
  const decisions = page.getByRole('region', { name: 'Aprovações e pedidos de revisão, por semana' });
  await expect(decisions.locator('canvas')).toHaveCount(0);
  const kept = await decisions.locator('.dashboard__chart').boundingBox();
  for (const title of ['Pedidos que entraram e saíram de cada etapa, por semana', 'Tempos nas últimas 12 semanas', 'Aprovações e pedidos de revisão, por semana']) {
    const region = page.getByRole('region', { name: title });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.dashboard__chart canvas')).toBeVisible();
    await expect.poll(() => paintedInBrand(region.locator('.dashboard__chart'))).toBeGreaterThan(0);
  }
  expect((await decisions.locator('.dashboard__chart').boundingBox())?.height).toBe(kept?.height);
  await page.getByRole('region', { name: 'Tempos nas últimas 12 semanas' }).getByText('Ver os números').click();
  await expect(page.getByRole('region', { name: 'Tempos nas últimas 12 semanas' }).getByRole('rowheader', { name: 'Da aprovação ao envio' })).toBeVisible();

  // The CSV holds the same numbers.
  const download = page.waitForEvent('download');
  await byStatus.getByRole('link', { name: 'Baixar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('painel-pedidos-por-status.csv');
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv).toContain(`Aguardando aprovação;${waiting}`);
  await page.screenshot({ path: test.info().outputPath('dashboard-1366.png'), fullPage: true });
  await expectAccessible(page, 'dashboard at 1366 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect.poll(() => paintedInBrand(page.getByRole('region', { name: 'Pedidos por status agora' }).locator('.dashboard__chart'))).toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png') });
  await expectAccessible(page, 'dashboard at 390 px');

  // The late orders are one click away, in their queue.
  await page.getByRole('link', { name: /pedidos atrasados/ }).click();
  await expect(page).toHaveURL(/\/attendant\/orders\?.*late=true/);
  await expect(page.getByRole('button', { name: /^Atrasados/ })).toHaveAttribute('aria-pressed', 'true');
});
