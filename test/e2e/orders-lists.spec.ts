import { caseNumbers, expect, expectColumn, expectPage, signIn, tableRows, test } from './helpers';

const tabs = [
  { name: 'Em andamento', path: '/orders', forbidden: ['Finalizado', 'Cancelado', 'Aguardando modelo'] },
  { name: 'Concluídos', path: '/orders/completed', allowed: ['Finalizado', 'Cancelado'] },
  { name: 'Entrega física', path: '/orders/physical-delivery', allowed: ['Aguardando modelo', 'Modelo recebido', 'Digitalização do modelo'] },
];

test('a dentist pages through her orders in all three tabs and sees none of another dentist', async ({ page, request }) => {
  const kolLogin = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: 'Demo@1234' } });
  const { access_token } = (await kolLogin.json()) as { access_token: string };
  const kolOrders = (await (await request.get('/api/orders?limit=100', { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    items: { caseNumber: number | null }[];
  };
  const kolCases = new Set(kolOrders.items.map((o) => String(o.caseNumber)));
  expect(kolCases.size).toBeGreaterThan(0);

  await signIn(page, 'dentista@demo.com.br');
  for (const tab of tabs) {
    await page.getByRole('link', { name: tab.name }).click();
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
    await expectPage(page, 1);
    await expect(tableRows(page)).toHaveCount(20);
    // The rows change once the tab's page has loaded: every status then belongs to the tab.
    await expect
      .poll(async () => (await page.locator('td[data-label="Status"]').allInnerTexts()).every((s) => (tab.allowed ? tab.allowed.includes(s) : !tab.forbidden.includes(s))))
      .toBe(true);
    const first = await caseNumbers(page);
    await expect(page.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expectPage(page, 2);
    const second = await caseNumbers(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((c) => c !== '—' && first.includes(c))).toEqual([]);
    for (const c of [...first, ...second]) expect(kolCases.has(c)).toBe(false);
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expectPage(page, 1);
    expect(await caseNumbers(page)).toEqual(first);
  }
});

test('a dentist opens an order from its patient’s name, and the paging tells how many pages and orders, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dentista@demo.com.br');
  await expect(page.locator('.pagination__page')).toHaveText(/^Página 1 de [2-9]\d* · \d+ pedidos$/);
  const paging = await page.locator('.pagination__page').innerText();
  const [, pages, total] = /de (\d+) · (\d+)/.exec(paging)!;
  expect(Math.ceil(Number(total) / 20)).toBe(Number(pages));
  await page.screenshot({ path: test.info().outputPath('orders-390.png') });
  const row = tableRows(page)
    .filter({ hasNot: page.locator('td[data-label="Status"]', { hasText: 'Rascunho' }) })
    .first();
  const patient = await row.locator('td[data-label="Paciente"]').innerText();
  const caseNumber = await row.locator('td[data-label="Caso"]').innerText();
  await row.getByRole('link', { name: patient }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido nº ${caseNumber}`);
});

test('reloading a deep link keeps the tab', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await page.goto('/orders/completed');
  await page.reload();
  await expect(page).toHaveURL(/\/orders\/completed$/);
  await expect(page.getByRole('link', { name: 'Concluídos' })).toHaveClass(/tabs__tab--active/);
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Dra. Ana Beatriz Souza');
});

test('search by patient, an empty search, and Limpar busca', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await expect(tableRows(page)).toHaveCount(20);
  await page.getByPlaceholder('Buscar por paciente ou nº do caso').fill('joao pereira');
  await expectColumn(page, 'Paciente', ['João Pereira da Silva']);

  await page.getByPlaceholder('Buscar por paciente ou nº do caso').fill('paciente que não existe');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(page.getByPlaceholder('Buscar por paciente ou nº do caso')).toHaveValue('');
  await expect(tableRows(page)).toHaveCount(20);
});

test('a status filter is kept for the next visit until it is cleared', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  // Kept once the server has it: the list filters at once, and a reload before the save lands would lose it.
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/users/filters') && r.request().method() === 'POST');
  await page.getByLabel('Status').selectOption({ label: 'Aprovados e encerrados' });
  await expect(page.locator('td[data-label="Status"]').first()).toHaveText(/Em produção|Finalizado/);
  expect((await kept).status()).toBe(204);
  const filtered = await tableRows(page).count();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('POST_APPROVAL');
  await expect(tableRows(page)).toHaveCount(filtered);
  const cleared = page.waitForResponse((r) => r.url().includes('/api/users/filters') && r.request().method() === 'DELETE');
  await page.getByLabel('Status').selectOption({ label: 'Todos os status' });
  await expect(tableRows(page)).not.toHaveCount(filtered);
  expect((await cleared).status()).toBe(204);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('');
});

test('the summary dialog opens from Ações and closes by Fechar or a click outside', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  const row = page.locator('tbody tr', { has: page.getByRole('button', { name: /Ver resumo/ }) }).first();
  const firstPatient = await row.locator('td[data-label="Paciente"]').innerText();
  await row.getByRole('button', { name: /Ver resumo/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(firstPatient);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver resumo' }).nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.locator('.modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('staff see every dentist’s orders and can narrow them to one dentist', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  await page.goto('/attendant/orders');
  await expect(tableRows(page)).toHaveCount(20);
  // Other journeys add dentists of their own beside the demo's: the list holds at least both of these.
  await expect
    .poll(async () => [...new Set(await page.locator('td[data-label="Dentista"]').allInnerTexts())])
    .toEqual(expect.arrayContaining(['Ana Beatriz Souza', 'Carlos Eduardo Lima']));
  await page.getByLabel('Dentista').selectOption({ label: 'Carlos Eduardo Lima' });
  await expectColumn(page, 'Dentista', ['Carlos Eduardo Lima']);
  await page.getByLabel('Dentista').selectOption({ label: 'Todos os dentistas' });
  await expect(tableRows(page)).toHaveCount(20);
});

test('the staff list calls each endpoint once when it opens', async ({ page }) => {
  // Staff hear of every order's changes, and journeys running beside this one make some: the
  // live refetches they cause are tested in live.spec.ts; here the stream is kept shut.
  await page.route('**/api/events', (route) => route.abort());
  await signIn(page, 'atendente@demo.com.br');
  await page.goto('/attendant/orders');
  await expect(tableRows(page)).toHaveCount(20);
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') calls.push(`${r.method()} ${url.pathname}`);
  });
  await page.reload();
  await expect(tableRows(page)).toHaveCount(20);
  await expect(page.locator('.table-wrap')).not.toHaveAttribute('aria-busy', 'true');
  const counts = calls.reduce<Record<string, number>>((c, k) => ({ ...c, [k]: (c[k] ?? 0) + 1 }), {});
  expect(Object.entries(counts).filter(([, n]) => n > 1)).toEqual([]);
});
