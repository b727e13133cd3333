import type { Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

// The first screen is drawn from the HTML, before and without any script.

test('the sign-in page arrives drawn, its button waiting until the page can send the form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Portal do Dentista' })).toBeVisible();
  await expect(page.getByLabel('E-mail, CPF ou CNPJ')).toBeVisible();
  await expect(page.getByLabel('Senha')).toBeVisible();
  // Without the page's handlers a form would go out as a GET, the password in its address,
  // and what is typed would be emptied when React takes over.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await expect(page.getByLabel('E-mail, CPF ou CNPJ')).not.toBeEditable();
  await expect(page.getByLabel('Senha')).not.toBeEditable();
  await context.close();
});

test('the drawn sign-in form takes input once its script has run, and not before', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const username = page.getByLabel('E-mail, CPF ou CNPJ');
  await expect(username).toBeVisible();
  await expect(username).not.toBeEditable();
  release();
  await expect(username).toBeEditable();
  await username.fill('dentista@demo.com.br');
  await page.getByLabel('Senha').fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the page takes over the drawn sign-in form without a complaint, and signing in works', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await signIn(page, 'dentista@demo.com.br');
  await expect(page.getByTestId('header-name')).toHaveText('Dra. Ana Beatriz Souza');
  expect(complaints).toEqual([]);
});

test('the orders list’s page names the chunks it needs, so they load beside the entry', async ({ page, request }) => {
  const preloadsOf = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const entryOnly = await preloadsOf('/auth/login');
  const extra = (await preloadsOf('/orders')).filter((href) => !entryOnly.includes(href));
  expect(extra.some((href) => href.includes('orders-list.page'))).toBe(true);
  expect(extra.some((href) => href.includes('/signed-in-'))).toBe(true);
  // The build names every list of both areas from the app's routes; other pages preload nothing more.
  for (const path of ['/', '/orders/completed', '/attendant/orders', '/attendant/orders/physical-delivery'])
    expect(await preloadsOf(path), path).toEqual(await preloadsOf('/orders'));
  expect(await preloadsOf('/my-data')).toEqual(entryOnly);
  // Every one of them is what the list loads when it opens.
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await signIn(page, 'dentista@demo.com.br');
  await expect(page.getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
  for (const href of extra) expect(loaded, href).toContain(href);
});

test('a link to an order, the new order wizard or the staff’s order page names their chunks, so they load beside the entry', async ({ page, request }) => {
  const preloadsOf = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const entryOnly = await preloadsOf('/auth/login');
  const extraOf = async (path: string) => (await preloadsOf(path)).filter((href) => !entryOnly.includes(href));
  await signIn(page, 'dentista@demo.com.br');
  const row = page
    .locator('tbody tr')
    .filter({ hasNot: page.getByText('Rascunho') })
    .first();
  await row.getByRole('button', { name: /Ver resumo/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir pedido' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderPath = new URL(page.url()).pathname;

  const order = await extraOf(orderPath);
  expect(order.some((href) => href.includes('order.page'))).toBe(true);
  expect((await extraOf('/orders/new')).some((href) => href.includes('new-order.page'))).toBe(true);
  expect((await extraOf(`/attendant${orderPath}`)).some((href) => href.includes('staff-order.page'))).toBe(true);
  // Matched as the router matches: the prescription form and an order's printout are other pages.
  expect(await preloadsOf('/orders/new/prescription')).toEqual(entryOnly);
  expect(await preloadsOf(`${orderPath}/prescription`)).toEqual(entryOnly);

  // Opened from a link, the order page loads every chunk its page named: none is wasted.
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(orderPath);
  await expect(page.locator('.order-page__band')).toBeVisible();
  for (const href of order) expect(loaded, href).toContain(href);
});

// A deep link's first data comes with the page; the script asks the network for none of it.

/** Empties the tab's HTTP cache (the session stays), then records the API paths it asks for from now on. */
const apiPathsAskedFrom = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return asked;
};
for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 800 }],
] as const) {
  test(`a link to an order opened on a ${device} draws the order from the answers sent with its page, asking the API for neither`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, 'dentista@demo.com.br');
    const answer = await page.request.get('/api/orders?status=WAITING_FOR_APPROVAL&limit=1');
    const [order] = ((await answer.json()) as { items: { id: string; caseNumber: number }[] }).items;
    // The same tab, its HTTP cache emptied: the session only.
    const tab = page;
    const asked = await apiPathsAskedFrom(tab);
    await tab.goto(`/orders/${order!.id}`);
    await expect(tab.getByRole('heading', { name: new RegExp(`Pedido nº ${order!.caseNumber}`) })).toBeVisible();
    // What had been asked when the order was drawn (a later resync of the live updates may ask again).
    const beforeDrawn = [...asked];
    await expect(tab.locator('#first-answers')).toHaveCount(0);
    expect(beforeDrawn).not.toContain(`/api/orders/${order!.id}`);
    expect(beforeDrawn).not.toContain('/api/users/profile');
    // The next change is asked of the network as always: a reload of the order fetches it.
    await tab.reload();
    await expect(tab.getByRole('heading', { name: new RegExp(`Pedido nº ${order!.caseNumber}`) })).toBeVisible();
    await context.close();
  });
}

test('a link to the orders list draws its first page from the answers sent with the page, asking the API for neither it nor the kept filters', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  // The list the sign-in lands on asks for its own rows (no page answers after a sign-in): drawn first, they are not counted.
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const asked = await apiPathsAskedFrom(page);
  await page.goto('/orders/completed');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // What had been asked when the rows were drawn (a later resync of the live updates may ask again).
  const beforeDrawn = [...asked];
  expect(beforeDrawn).not.toContain('/api/orders');
  expect(beforeDrawn).not.toContain('/api/users/filters');
  // A tab chosen afterwards is asked of the network.
  const listed = asked.filter((p) => p === '/api/orders').length;
  await page.getByRole('link', { name: /Em andamento/ }).click();
  await expect.poll(() => asked.filter((p) => p === '/api/orders').length).toBeGreaterThan(listed);
});
