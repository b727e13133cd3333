import { binaryStl, sphere } from '../support/server/meshes';
import { expect, test } from './helpers';
import { attach, toAttachments } from './wizard-helpers';

test('a 50 MB scan whose connection drops half-way finishes without starting over, and the wizard shows it attached', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await toAttachments(page, request, 'Joana');
  const scan = binaryStl(sphere(710, 710));
  expect(scan.length).toBeGreaterThan(50 * 1000 * 1000);

  const creations: string[] = [];
  const offsets: number[] = [];
  let failed = 0;
  page.on('request', (r) => {
    if (!r.url().includes('/api/uploads')) return;
    if (r.method() === 'POST') creations.push(r.url());
    if (r.method() === 'PATCH') offsets.push(Number(r.headers()['upload-offset']));
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/uploads')) failed++;
  });
  // The line drops during the third chunk: the browser goes offline and that request fails.
  let patches = 0;
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 3) {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });

  await attach(page, 'Modelo superior', 'superior-grande.stl', scan);
  await expect.poll(() => failed, { timeout: 60_000 }).toBeGreaterThan(0);
  await context.setOffline(false);

  const slot = page.locator('.slot', { hasText: 'Modelo superior' });
  await expect(slot.locator('.file-row__name')).toHaveText('superior-grande.stl', { timeout: 60_000 });
  // One upload, created once; after the drop it went on from where the server stood, never from 0.
  expect(creations).toHaveLength(1);
  expect(offsets[0]).toBe(0);
  expect(offsets.slice(1).every((o) => o > 0)).toBe(true);
  expect(Math.max(...offsets)).toBeGreaterThan(0);
});
