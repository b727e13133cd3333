import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { demoPassword, expect, freshKolPatient, signIn, test } from './helpers';
import { draftFor, expectPrescriptionSaved, fillPrescription } from './prescription-helpers';

/** Ends the page's session on the server, as a day passing or "Sair" in another browser would. */
const endSession = async (page: Page, context: BrowserContext) => {
  const session = (await context.cookies()).find((c) => c.name === 'session')!;
  expect((await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.value}` } })).ok()).toBe(true);
};

const signInHere = async (page: Page, username: string) => {
  await page.getByLabel('E-mail, CPF ou CNPJ').fill(username);
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

/**
 * An attendant on the edit form of one of the orders that wait for their models to be scanned:
 * no other journey opens them or moves an order into that status (the long staff journey passes
 * through most others), so no save elsewhere brings its news in meanwhile.
 */
const openStaffOrder = async (page: Page, which: 0 | 1) => {
  await signIn(page, 'atendente@demo.com.br');
  const order = ((await (await page.request.get('/api/admin/orders?status=MODEL_RECEIVED&limit=100')).json()) as { items: { id: string }[] }).items[which]!;
  await page.goto(`/attendant/orders/${order.id}`);
  return { order, form: page.getByRole('region', { name: 'Dados do pedido' }) };
};

/** In-app navigation, as a link inside the portal does: the tab keeps its memory (a `goto` would reload it). */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The KOL fills a new prescription, her session ends, and "Avançar" meets the 401: the page is at login. */
const prescriptionLeftBySessionEnd = async ({ page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext }, firstName: string) => {
  const draft = await draftFor(request, await freshKolPatient(request, firstName), 'CASO_NOVO');
  await signIn(page, 'kol@demo.com.br');
  await page.goto(`/orders/new/prescription?draft=${draft.id}`);
  await fillPrescription(page);
  await endSession(page, context);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  return draft;
};

test('a session that ends while the dentist fills the prescription loses nothing: she signs in again and finds her answers', async ({ page, context, request }) => {
  const draft = await prescriptionLeftBySessionEnd({ page, context, request }, 'Lívia');
  // Nothing asked "Sair sem salvar?": the session was already over, and her answers are kept.
  await expect(page.getByText('Entre para voltar à página em que você estava.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signInHere(page, 'kol@demo.com.br');
  await expect(page).toHaveURL(new RegExp(`/orders/new/prescription\\?draft=${draft.id}$`));
  await expect(page.getByText('Recuperamos o que você preencheu antes de a sessão terminar. Revise e salve.')).toBeVisible();
  await expect(page.getByRole('textbox').first()).toHaveValue('Dentes tortos na frente.');
  await expect(page.getByLabel('Apinhamento')).toBeChecked();
  await expect(page.getByRole('grid', { name: 'Espaços a fechar' }).getByRole('button', { name: 'Espaço 11-21' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expectPrescriptionSaved(page);
  const saved = (await (await request.get(`/api/orders/draft/${draft.id}`, { headers: draft.headers })).json()) as { prescriptionForm: string };
  expect(JSON.parse(saved.prescriptionForm)).toMatchObject({ complaint: 'Dentes tortos na frente.', additionalInformation: 'Fechar diastemas e alinhar incisivos.' });
});

test('what one dentist left unsaved is dropped when another signs in on the same tab', async ({ page, context, request }) => {
  const draft = await prescriptionLeftBySessionEnd({ page, context, request }, 'Otávia');
  await signInHere(page, 'dentista@demo.com.br');
  await expect(page.getByTestId('header-name')).toHaveText(/Ana Beatriz/);
  await page.getByRole('button', { name: 'Sair' }).click();

  // The KOL comes back to the same tab and, without a reload, to her draft: nothing comes back.
  await signInHere(page, 'kol@demo.com.br');
  await expect(page.getByTestId('header-name')).toHaveText(/Carlos/);
  await goInApp(page, `/orders/new/prescription?draft=${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Ficha de prescrição' })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toHaveValue('');
  await expect(page.getByText('Recuperamos')).toHaveCount(0);
});

test('a link opened without a session leads, once signed in, to the page it names', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: demoPassword } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const orders = ((await (await request.get('/api/orders?limit=100', { headers })).json()) as { items: { id: string; status: string }[] }).items;
  const order = orders.find((o) => o.status !== 'DRAFT')!;
  await page.goto(`/orders/${order.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Forders%2F${order.id}$`));
  await expect(page.getByText('Entre para voltar à página em que você estava.')).toBeVisible();
  await signInHere(page, 'kol@demo.com.br');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: /Pedido nº/ })).toBeVisible();

  // A link to another site in the address is never followed.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.goto('/auth/login?next=%2F..%2F%2Fevil.example%2F');
  await signInHere(page, 'kol@demo.com.br');
  await expect(page).toHaveURL(/\/orders$/);
});

test('an attendant whose session ends while editing an order finds her input there after signing in again', async ({ page, context }) => {
  const { order, form } = await openStaffOrder(page, 0);
  const comment = `Previsão combinada por telefone (${Date.now()})`;
  await form.getByLabel('Comentário da previsão').fill(comment);
  await endSession(page, context);

  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fattendant%2Forders%2F${order.id}$`));
  await signInHere(page, 'atendente@demo.com.br');
  await expect(page).toHaveURL(new RegExp(`/attendant/orders/${order.id}$`));
  await expect(page.getByText('Recuperamos o que você preencheu antes de a sessão terminar. Revise e salve.')).toBeVisible();
  await expect(form.getByLabel('Comentário da previsão')).toHaveValue(comment);
  await expect(page.getByText('Este pedido foi alterado enquanto você editava.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.locator('.notistack-MuiContent', { hasText: 'Pedido atualizado' }).last()).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Comentário da previsão')).toHaveValue(comment);
});

test('"Sair" with unsaved input asks first', async ({ page }) => {
  const { form } = await openStaffOrder(page, 1);
  await form.getByLabel('Comentário da previsão').fill('Conferir com o laboratório');

  await page.getByRole('button', { name: 'Sair' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sair sem salvar?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByLabel('Comentário da previsão')).toHaveValue('Conferir com o laboratório');
  await expect(page.getByTestId('header-name')).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  // On purpose: the login page remembers no page, for whoever signs in next.
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a message written when the session ended is in its box again after signing in', async ({ page, context }) => {
  await signIn(page, 'dentista@demo.com.br');
  // An order of a status no other journey writes to.
  const order = ((await (await page.request.get('/api/orders?status=NEW_FILE_RECEIVED&limit=100')).json()) as { items: { id: string }[] }).items[0]!;
  await page.goto(`/orders/${order.id}`);
  const messages = page.getByRole('region', { name: 'Mensagens' });
  const text = `Posso enviar as fotos novas por aqui? (${Date.now()})`;
  await messages.getByLabel('Mensagem').fill(text);
  await endSession(page, context);

  await messages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Forders%2F${order.id}$`));
  await signInHere(page, 'dentista@demo.com.br');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(messages.getByLabel('Mensagem')).toHaveValue(text);
  await messages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(messages.locator('.messages__thread')).toContainText(text);
  await expect(messages.getByLabel('Mensagem')).toHaveValue('');
});

test('an address half typed when the session ended is there again when its form next opens', async ({ page, context }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('button', { name: 'Endereços' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Novo endereço' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Novo endereço' })).toBeVisible();
  await form.getByLabel('Número').fill('1500');
  await form.getByLabel('Complemento').fill('Sala 1203');
  // A reload asks first, as before any page is left with input not saved.
  expect(
    await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);
  await endSession(page, context);
  // The postal-code lookup is the form's first call: it meets the ended session.
  await form.getByLabel('CEP').fill('20040020');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signInHere(page, 'kol@demo.com.br');
  await page.getByRole('button', { name: 'Endereços' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Novo endereço' }).click();
  await expect(page.getByText('Recuperamos o que você preencheu antes de a sessão terminar. Revise e salve.')).toBeVisible();
  await expect(form.getByLabel('Número')).toHaveValue('1500');
  await expect(form.getByLabel('Complemento')).toHaveValue('Sala 1203');
});
