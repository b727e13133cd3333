import type { Page } from '@playwright/test';
import { answerPlanningSurveyLater, expect, orderWithPlanIn3d, signIn, test } from './helpers';
import { expectAccessible } from './accessible';
import { draftFor } from './prescription-helpers';
import { toAttachments } from './wizard-helpers';

/**
 * WCAG 2.2 A and AA, as axe-core checks them, and text written for people, on every screen and
 * the dialogs people open most, on a phone and on a laptop. Lighthouse covers four pages
 * (npm run bench); this covers the rest.
 */

/** Opens a page and waits until it has drawn its content, not its loading state. */
const visit = async (page: Page, path: string, drawn: (page: Page) => ReturnType<Page['locator']>) => {
  await page.goto(path);
  await expect(drawn(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const orderWith = async (page: Page, path: string) => {
  const { items } = (await (await page.request.get(path)).json()) as { items: { id: string }[] };
  return items[0]!.id;
};

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 800 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('the sign-in and registration pages', async ({ page }) => {
      await visit(page, '/auth/login', (p) => p.getByRole('button', { name: 'Entrar' }));
      await expectAccessible(page, 'sign-in');
      await visit(page, '/auth/register', (p) => p.getByRole('heading'));
      await expectAccessible(page, 'registration');
    });

    test('a dentist’s lists, order page, data, menus and bell', async ({ page }) => {
      // A dozen screens, the 3D review among them, each checked by axe: 40 s alone on this machine, more beside other journeys.
      test.setTimeout(150_000);
      await signIn(page, 'dentista@demo.com.br');
      for (const path of ['/orders', '/orders/completed', '/orders/physical-delivery']) {
        await visit(page, path, (p) => p.getByRole('table').or(p.getByText('Nenhum pedido')));
        await expectAccessible(page, path);
      }
      const order = await orderWith(page, '/api/orders?status=WAITING_FOR_APPROVAL&limit=1');
      await visit(page, `/orders/${order}`, (p) => p.getByRole('button', { name: 'Aprovar planejamento' }));
      await expectAccessible(page, 'order page');
      await page.getByRole('button', { name: 'Visualizar planejamento' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'planning viewer');
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The plan in 3D, on an order whose stages are built.
      await answerPlanningSurveyLater(page);
      await visit(page, `/orders/${await orderWithPlanIn3d(page)}`, (p) => p.getByRole('heading', { level: 1 }));
      const review = page.getByRole('button', { name: 'Ver planejamento em 3D' }).first();
      await review.click();
      await expect(page.getByRole('dialog').getByText(/^Início \(etapa 0 de \d+\)$/)).toBeVisible();
      await expectAccessible(page, 'plan review in 3D');
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await visit(page, `/orders/${order}/prescription`, (p) => p.getByRole('button', { name: 'Imprimir' }));
      await expectAccessible(page, 'printable prescription');
      await visit(page, '/my-data', (p) => p.getByRole('heading'));
      await expectAccessible(page, 'my data');
      await page.getByRole('button', { name: 'Saldo bonificado' }).click();
      await expect(page.getByRole('dialog')).toContainText('Como funciona o saldo bonificado');
      await expectAccessible(page, 'bonus dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
      await expectAccessible(page, 'notifications');
      await visit(page, '/nada-aqui', (p) => p.getByRole('heading'));
      await expectAccessible(page, 'page not found');
    });

    test('each step of the new order wizard', async ({ page, request }) => {
      await toAttachments(page, request, 'Rita', async (step) => expectAccessible(page, `wizard: ${step}`));
    });

    test('the prescription form', async ({ page, request }) => {
      const draft = await draftFor(request, 'João', 'CASO_NOVO');
      await signIn(page, 'kol@demo.com.br');
      await visit(page, `/orders/new/prescription?draft=${draft.id}`, (p) => p.getByRole('heading', { name: 'Ficha de prescrição' }));
      await expectAccessible(page, 'prescription');
    });

    test('the staff’s lists and order page', async ({ page }) => {
      await signIn(page, 'atendente@demo.com.br');
      for (const path of ['/attendant/orders', '/attendant/orders/completed']) {
        await visit(page, path, (p) => p.getByRole('table'));
        await expectAccessible(page, path);
      }
      const order = await orderWith(page, '/api/admin/orders?status=ANALYSIS&limit=1');
      await visit(page, `/attendant/orders/${order}`, (p) => p.getByRole('region', { name: 'Dados do pedido' }));
      await expectAccessible(page, 'staff order page');
    });
  });
}

test('a dialog works from the keyboard: the focus goes in, Tab stays off the page behind, Escape closes it and the focus comes back', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  const menu = page.getByRole('button', { name: 'Saldo bonificado' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Saldo bonificado' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header, main, nav')))).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('each tab is named after its screen, so several open tabs tell themselves apart, and never after a patient', async ({ page, request }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Entrar · CA Alinhadores');
  await signIn(page, 'dentista@demo.com.br');
  await expect(page).toHaveTitle('Meus pedidos · Em andamento · CA Alinhadores');
  await page.getByRole('link', { name: 'Concluídos' }).click();
  await expect(page).toHaveTitle('Meus pedidos · Concluídos · CA Alinhadores');
  const { items } = (await (await page.request.get('/api/orders?status=WAITING_FOR_APPROVAL&limit=1')).json()) as { items: { id: string; caseNumber: number }[] };
  await page.goto(`/orders/${items[0]!.id}`);
  await expect(page).toHaveTitle(`Pedido nº ${items[0]!.caseNumber} · CA Alinhadores`);
  await page.goto('/my-data');
  await expect(page).toHaveTitle('Meus dados · CA Alinhadores');
  await page.goto('/nada-aqui');
  await expect(page).toHaveTitle('Página não encontrada · CA Alinhadores');
  const draft = await draftFor(request, 'João', 'CASO_NOVO');
  await signIn(page, 'kol@demo.com.br');
  await page.goto(`/orders/new/${draft.id}`);
  await expect(page.getByRole('heading', { name: /Novo pedido · João/ })).toBeVisible();
  await expect(page).toHaveTitle('Novo pedido · CA Alinhadores');
  await page.goto(`/orders/new/prescription?draft=${draft.id}`);
  await expect(page).toHaveTitle('Ficha de prescrição · CA Alinhadores');
});

test('moving to another screen by keyboard puts the focus at the start of the new screen, not on a link that is gone', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Cadastre-se' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Criar cadastro' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await signIn(page, 'dentista@demo.com.br');
  await page.getByRole('link', { name: 'Concluídos' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/completed$/);
  await expect(page.locator('main')).toBeFocused();
  // The next Tab goes into the new screen's content, not back to the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('a form stopped by its own checks takes the person to the first field to fix, even far above the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/register');
  await page.getByRole('button', { name: 'Criar cadastro' }).click();
  const first = page.getByLabel('Nome completo');
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
});
