import type { Locator, Page } from '@playwright/test';
import { demoPassword, expect, signIn, spillingOffScreen, test, uniqueLetters } from './helpers';

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The KOL's order waiting for approval: only read here, never changed. */
const openKolApproval = async (page: Page) => {
  const answer = await page.request.get('/api/orders?status=WAITING_FOR_APPROVAL&limit=10');
  const [order] = ((await answer.json()) as { items: { id: string }[] }).items;
  await page.goto(`/orders/${order!.id}`);
  await expect(page.getByRole('heading', { name: /Pedido nº/ })).toBeVisible();
};

test.describe('on a laptop (1366 × 800)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the Dúvidas link has room of its own below the page and covers no control', async ({ page }) => {
    await signIn(page, 'kol@demo.com.br');
    await openKolApproval(page);
    const approve = page.getByRole('button', { name: 'Aprovar planejamento' });
    await expect(approve).toBeVisible();
    const chat = await box(page.getByRole('link', { name: 'Falar com o atendimento pelo WhatsApp' }));
    const main = await box(page.locator('main'));
    // The page scrolls above the link's strip, so nothing of it can ever be under the link.
    expect(main.y + main.height).toBeLessThanOrEqual(chat.y);
    for (const top of [0, 200, 400, 10_000]) {
      await page.locator('main').evaluate((m, y) => m.scrollTo({ top: y }), top);
      const button = await approve.boundingBox();
      if (button) expect(button.y + button.height <= chat.y || button.y >= chat.y + chat.height || button.x >= chat.x + chat.width).toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Falar com o atendimento pelo WhatsApp' })).toContainText('Dúvidas?');
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header and the Dúvidas strip leave the page at least 84% of the screen, every shortcut reachable', async ({ page }) => {
    await signIn(page, 'dentista@demo.com.br');
    const header = await box(page.locator('header.header'));
    const help = await box(page.locator('.app__help'));
    expect((header.height + help.height) / 844).toBeLessThanOrEqual(0.16);
    // The shortcuts share one line that scrolls: the last one comes into sight and opens its page.
    const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
    await shortcuts.getByRole('link', { name: 'Meus dados' }).scrollIntoViewIfNeeded();
    await expect(shortcuts.getByRole('link', { name: 'Meus dados' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('phone-frame.png') });
    await shortcuts.getByRole('link', { name: 'Meus dados' }).click();
    await expect(page).toHaveURL(/\/my-data$/);
  });

  for (const [who, email, list] of [
    ['the dentist', 'kol@demo.com.br', '/orders'],
    ['staff', 'atendente@demo.com.br', '/attendant/orders'],
  ] as const) {
    test(`every list tab is on screen, for ${who}`, async ({ page }) => {
      await signIn(page, email);
      // The staff land on their dashboard and reach the list from the header.
      if (list !== '/orders') await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Pedidos' }).click();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      const tabs = page.locator('nav.tabs').getByRole('link');
      // The staff's tabs carry their counts.
      await expect(tabs).toHaveText([/^Em andamento( \(\d+\))?$/, /^Concluídos( \(\d+\))?$/, /^Entrega física( \(\d+\))?$/]);
      for (const tab of await tabs.all()) {
        const b = await box(tab);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
      await tabs.last().click();
      await expect(page).toHaveURL(new RegExp(`${list}/physical-delivery$`));
    });
  }

  test('a patient whose surname is longer than the screen is wide is read in full, on screen', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: demoPassword } });
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const surname = `Wolfeschlegelsteinhausenbergerdorff${uniqueLetters()}`;
    const patient = (await (await request.post('/api/patients', { headers, data: { firstName: 'Maximiliana', lastName: surname, cpf: '', gender: 'FEMALE' } })).json()) as {
      id: string;
    };
    const draft = (await (await request.post('/api/orders/draft', { headers, data: { patientId: patient.id } })).json()) as { id: string };
    await signIn(page, 'kol@demo.com.br');
    await page.goto(`/orders/new/${draft.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
    expect(await spillingOffScreen(page)).toEqual([]);
    await page.goto('/orders');
    await page.getByPlaceholder('Buscar por paciente ou nº do caso').fill(surname);
    await expect(page.locator('table tbody tr', { hasText: surname })).toBeVisible();
    expect(await spillingOffScreen(page)).toEqual([]);
  });

  test('the planning table keeps its header over its columns and fits the screen', async ({ page }) => {
    await signIn(page, 'kol@demo.com.br');
    await openKolApproval(page);
    const table = page.locator('.planning--current .planning-items');
    await table.scrollIntoViewIfNeeded();
    const headers = table.locator('thead th:visible');
    await expect(headers).toHaveText(['Item', 'Valor']);
    const cells = table.locator('tbody tr').first().locator('td:visible');
    await expect(cells).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      const [h, c] = [await box(headers.nth(i)), await box(cells.nth(i))];
      expect(Math.abs(h.x - c.x)).toBeLessThan(1);
      expect(Math.abs(h.width - c.width)).toBeLessThan(1);
    }
    // Quantity and unit price are read under the item.
    await expect(cells.first()).toContainText(/\d+ × R\$\s\d/);
    const total = await box(table.locator('.planning-items__total td').last());
    const value = await box(cells.nth(1));
    expect(Math.abs(total.x + total.width - (value.x + value.width))).toBeLessThan(1);
    const planning = await box(page.locator('.planning--current'));
    const t = await box(table);
    expect(t.x + t.width).toBeLessThanOrEqual(planning.x + planning.width);
  });
});

test.describe('the platform survey on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 }, withSurvey: true });

  test('shows its buttons on screen', async ({ page }) => {
    await signIn(page, 'kol@demo.com.br');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Conte como está sendo sua experiência' })).toBeVisible();
    for (const name of ['Responder depois', 'Enviar']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const b = await box(button);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(700);
    }
    await dialog.getByRole('button', { name: 'Responder depois' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
