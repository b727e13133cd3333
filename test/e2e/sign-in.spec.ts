import { demoPassword, expect, signIn, test } from './helpers';

test('a dentist signs in by e-mail and sees Dra. with her name', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('header-name')).toHaveText('Dra. Ana Beatriz Souza');
  await expect(page.getByRole('img', { name: 'Feminino' })).toBeVisible();
});

test('on a phone the header shows the dentist’s whole name beside Sair', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dentista@demo.com.br');
  const name = page.getByTestId('header-name');
  await expect(name).toHaveText('Dra. Ana Beatriz Souza');
  // Nothing cut off: the text fits its box.
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeInViewport();
});

test('a dentist signs in by formatted CPF', async ({ page }) => {
  await signIn(page, '529.982.247-25');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('header-name')).toHaveText('Dra. Ana Beatriz Souza');
});

test('a male KOL dentist is greeted as Dr.', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await expect(page.getByTestId('header-name')).toHaveText('Dr. Carlos Eduardo Lima');
});

test('a wrong password shows the error toast and stays on login', async ({ page }) => {
  await signIn(page, 'novo@demo.com.br', 'senha-errada', { expectSuccess: false });
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the failed sign-in’s toast closes when the next sign-in works', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br', 'senha-errada', { expectSuccess: false });
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  // The same page, without a reload: the toast is still up when the right password goes.
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Usuário ou senha inválidos.')).toHaveCount(0);
});

test('repeated wrong passwords show one toast, not a stack', async ({ page }) => {
  // An unknown name: its own throttling budget, shared with no other journey.
  await signIn(page, 'ninguem@exemplo.com.br', 'senha-errada', { expectSuccess: false });
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await answered).status()).toBe(401);
  }
  await expect(page.getByText('Usuário ou senha inválidos.')).toHaveCount(1);
});

test('empty fields are required before anything is sent', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
});

test('without a session every page sends to login, remembering any page but the landing ones', async ({ page }) => {
  for (const path of ['/orders', '/attendant', '/attendant/painel', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  await page.goto('/orders/completed');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Forders%2Fcompleted$/);
  // A bookmarked queue is not a landing page: its filters ride in its address.
  await page.goto('/attendant/orders?statuses=IN_PLANNING');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fattendant%2Forders%3Fstatuses%3DIN_PLANNING$/);
  await expect(page.locator('.header--logo-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0);
});

test('Sair returns to login and the old session no longer works', async ({ page, context }) => {
  await signIn(page, 'planejador@demo.com.br');
  await expect(page).toHaveURL(/\/attendant\/painel$/);
  const session = (await context.cookies()).find((c) => c.name === 'session');
  expect(session?.httpOnly).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const replay = await page.request.get('/api/users/profile', { headers: { cookie: `session=${session!.value}` } });
  expect(replay.status()).toBe(401);
  await page.goto('/attendant/painel');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a session ended on the server sends the page to login on its next call', async ({ page, context }) => {
  await signIn(page, 'consultor@demo.com.br');
  await expect(page).toHaveURL(/\/attendant\/painel$/);
  await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/attendant\/orders$/);
  await expect(page.locator('table tbody tr')).toHaveCount(20);
  await expect(page.locator('.table-wrap')).not.toHaveAttribute('aria-busy', 'true');
  const session = (await context.cookies()).find((c) => c.name === 'session')!;
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.value}` } });
  await page.getByRole('link', { name: 'Concluídos' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fattendant%2Forders%2Fcompleted$/);
  await expect(page.getByText('Entre para voltar à página em que você estava.')).toBeVisible();
  await page.getByLabel('E-mail, CPF ou CNPJ').fill('consultor@demo.com.br');
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/attendant\/orders\/completed$/);
  await expect(page.getByRole('link', { name: 'Concluídos' })).toHaveAttribute('aria-current', 'page');
});

test('staff land on their dashboard and dentists are kept out of the staff’s area', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  await expect(page).toHaveURL(/\/attendant\/painel$/);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Juliana Rocha');
  await page.goto('/orders/completed');
  await expect(page).toHaveURL(/\/attendant\/orders\/completed$/);
  // The logo leads to the orders list (spec §2); the site's root leads home.
  await page.getByRole('link', { name: 'CA Alinhadores' }).click();
  await expect(page).toHaveURL(/\/attendant\/orders(\?[^/]*)?$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/attendant\/painel$/);

  await page.getByRole('button', { name: 'Sair' }).click();
  await signIn(page, 'dentista@demo.com.br');
  await page.goto('/attendant/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).not.toHaveURL(/attendant/);
  await page.goto('/attendant/painel');
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/orders$/);
});

test('the chat link opens WhatsApp with a prefilled message', async ({ page }) => {
  await page.goto('/auth/login');
  const link = page.getByRole('link', { name: 'Falar com o atendimento pelo WhatsApp' });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Ol%C3%A1/);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('signing in shows the Aguarde overlay with dots cycling while the server answers', async ({ page }) => {
  // The answer is held until the dots have been seen cycling, however slow the machine.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
  await page.getByLabel('E-mail, CPF ou CNPJ').fill('kol@demo.com.br');
  await page.getByLabel('Senha').fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const overlay = page.locator('.loading-overlay');
  for (const text of ['Aguarde.', 'Aguarde..', 'Aguarde...']) await expect(overlay).toHaveText(text);
  // A screen reader hears "Aguarde" once, not each dot.
  expect(await page.getByRole('status').filter({ hasText: 'Aguarde' }).ariaSnapshot()).toContain('status: Aguarde');
  await expect(page.getByRole('alert')).toHaveCount(0);
  release();
  await expect(page.getByTestId('header-name')).toHaveText('Dr. Carlos Eduardo Lima');
  await expect(overlay).toHaveCount(0);
});
