import type { Locator } from '@playwright/test';
import { archLike, asciiPly, binaryStl, sphere } from '../support/server/meshes';
import { expect, signIn, test } from './helpers';
import { drawnShare, imageOf } from './canvas-helpers';
import { attach, toAttachments, attachedNames } from './wizard-helpers';

const expectDrawn = (stage: Locator) => expect.poll(() => drawnShare(stage), { timeout: 30_000 }).toBeGreaterThan(0.02);

test('a scan shows in 3D in its slot as soon as it is sent, both arches together, turned by the keyboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toAttachments(page, request, 'Helena');
  await attach(page, 'Modelo superior', 'superior.stl', binaryStl(archLike(6)));
  const upperSlot = page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Modelo superior' }) });
  const stage = upperSlot.locator('.scan-viewer__stage');
  await expectDrawn(stage);
  await expect(upperSlot.locator('.scan-viewer__caption')).toContainText(
    `Modelo superior: superior.stl, 225,08 KB, ${archLike().faces.length.toLocaleString('pt-BR')} triângulos.`,
  );

  const before = await imageOf(stage);
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => imageOf(stage)).not.toBe(before);

  await attach(page, 'Modelo inferior', 'inferior.ply', asciiPly(archLike(-6), true));
  await expectDrawn(page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Modelo inferior' }) }).locator('.scan-viewer__stage'));
  await page.getByRole('button', { name: 'Ver arcadas' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Arcadas em oclusão' })).toBeVisible();
  const both = dialog.locator('.scan-viewer__stage');
  await expectDrawn(both);
  const together = await imageOf(both);
  await dialog.getByRole('checkbox', { name: 'Modelo inferior' }).uncheck();
  await expect.poll(() => imageOf(both)).not.toBe(together);
  await dialog.getByRole('button', { name: 'Oclusal superior' }).click();
  await dialog.getByRole('button', { name: 'Restaurar vista' }).click();
  await expect(both).toHaveAttribute('aria-label', /Modelo superior: superior\.stl, .* triângulos\. Modelo inferior: inferior\.ply/);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
});

test('a scan whose mesh is broken keeps its upload and says it cannot be shown, at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await toAttachments(page, request, 'Iara');
  const broken = binaryStl(sphere(6, 6));
  broken.writeFloatLE(Number.NaN, 84 + 12);
  await attach(page, 'Modelo superior', 'quebrado.stl', broken);
  const slot = page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Modelo superior' }) });
  await expect(slot.getByRole('alert')).toHaveText('Não foi possível exibir este modelo.', { timeout: 30_000 });
  await expect(slot.locator(attachedNames)).toHaveText('quebrado.stl');

  await attach(page, 'Modelo inferior', 'inferior.stl', binaryStl(archLike(-6)));
  const stage = page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Modelo inferior' }) }).locator('.scan-viewer__stage');
  await expectDrawn(stage);
  const box = (await stage.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
});

test('the staff and the dentist open a scan of an order in the same viewer', async ({ page, browser }) => {
  await signIn(page, 'atendente@demo.com.br');
  const list = await page.request.get('/api/admin/orders?status=PRODUCTION&limit=100');
  const order = ((await list.json()) as { items: { id: string; productCategory: string; dentist: { name: string } }[] }).items.find(
    (o) => o.productCategory !== 'PLACA_CONTENCAO' && o.dentist.name === 'Ana Beatriz Souza',
  )!;
  const uploaded = await page.request.post('/api/attachments?kind=OTHERS', {
    multipart: { file: { name: 'escaneamento extra.stl', mimeType: 'application/octet-stream', buffer: binaryStl(archLike(0)) } },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  expect((await page.request.post(`/api/admin/orders/${order.id}/attachment`, { data: { attachmentId: id, type: 'OTHERS' } })).status()).toBe(204);

  await page.goto(`/attendant/orders/${order.id}`);
  await page.getByRole('button', { name: 'Ver em 3D: escaneamento extra.stl' }).click();
  const staffStage = page.getByRole('dialog').locator('.scan-viewer__stage');
  await expectDrawn(staffStage);

  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const dentist = await context.newPage();
  await dentist.setViewportSize({ width: 390, height: 844 });
  await signIn(dentist, 'dentista@demo.com.br');
  await dentist.goto(`/orders/${order.id}`);
  await dentist.getByRole('button', { name: 'Ver em 3D: escaneamento extra.stl' }).click();
  await expectDrawn(dentist.getByRole('dialog').locator('.scan-viewer__stage'));
  await context.close();
});

test('without WebGL the viewer says so and the scan can still be downloaded', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind.startsWith('webgl') ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await signIn(page, 'atendente@demo.com.br');
  const list = await page.request.get('/api/admin/orders?status=SHIPPED&limit=100');
  const order = ((await list.json()) as { items: { id: string; productCategory: string }[] }).items.find((o) => o.productCategory !== 'PLACA_CONTENCAO')!;
  const uploaded = await page.request.post('/api/attachments?kind=OTHERS', {
    multipart: { file: { name: 'sem webgl.stl', mimeType: 'application/octet-stream', buffer: binaryStl(archLike(0)) } },
  });
  const { id } = (await uploaded.json()) as { id: string };
  expect((await page.request.post(`/api/admin/orders/${order.id}/attachment`, { data: { attachmentId: id, type: 'OTHERS' } })).status()).toBe(204);
  await page.goto(`/attendant/orders/${order.id}`);
  await page.getByRole('button', { name: 'Ver em 3D: sem webgl.stl' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Este navegador não consegue exibir modelos 3D. O arquivo continua disponível para baixar.')).toBeVisible();
  await expect(dialog.locator('canvas')).toHaveCount(0);
  const download = dialog.getByRole('link', { name: 'Baixar arquivo: sem webgl.stl' });
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(Buffer.from(await response.body()).equals(binaryStl(archLike(0)))).toBe(true);
});
