import type { Page } from '@playwright/test';
import { emulateTabs, expect, sendBehind, signIn, test } from './helpers';

const toast = (page: Page, text: string) => page.locator('.notistack-MuiContent', { hasText: text }).last();
const badge = (page: Page) => page.locator('.order-page__title .badge');
const bellCount = async (page: Page) => {
  const count = page.getByTestId('bell-count');
  return (await count.count()) === 0 ? 0 : Number(await count.innerText());
};

test('the attendant asks for approval and the dentist’s open pages and bell update without a reload; the dentist approves and the attendant sees it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'atendente@demo.com.br');
  // A dentista order in virtual planning, with a planning ready to show.
  const listed = await page.request.get('/api/admin/orders?status=VIRTUAL_PLANNING&limit=100');
  const order = ((await listed.json()) as { items: { id: string; caseNumber: number; dentist: { name: string } }[] }).items.find((o) => o.dentist.name === 'Ana Beatriz Souza')!;
  const created = await page.request.post(`/api/admin/orders/${order.id}/plannings`, { data: { basedOnPrevious: false } });
  const planningId = ((await created.json()) as { id: string }).id;
  expect((await page.request.patch(`/api/admin/orders/${order.id}/plannings/${planningId}`, { data: { viewerUrl: 'https://viewer.example/caso-ao-vivo' } })).status()).toBe(204);
  await page.goto(`/attendant/orders/${order.id}`);
  await expect(badge(page)).toHaveText('Planejamento virtual');

  // The dentist, in another browser, has the list and the order open.
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const list = await context.newPage();
  await signIn(list, 'dentista@demo.com.br');
  await list.getByPlaceholder('Buscar por paciente ou nº do caso').fill(String(order.caseNumber));
  const row = list.locator('table tbody tr', { hasText: String(order.caseNumber) });
  await expect(row).toContainText('Planejamento virtual');
  const detail = await context.newPage();
  await detail.goto(`/orders/${order.id}`);
  await expect(badge(detail)).toHaveText('Planejamento virtual');
  await expect(detail.getByRole('button', { name: 'Aprovar planejamento' })).toHaveCount(0);
  const unreadBefore = await bellCount(detail);

  await page.getByRole('button', { name: 'Solicitar aprovação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(badge(page)).toHaveText('Aguardando aprovação');

  // No reload on the dentist's side: the pill, the decision and the bell follow by themselves.
  await expect(badge(detail)).toHaveText('Aguardando aprovação');
  await expect(detail.getByRole('button', { name: 'Aprovar planejamento' })).toBeVisible();
  await expect(toast(detail, 'Novidade neste pedido: Planejamento pronto para sua aprovação.')).toBeVisible();
  await expect.poll(() => bellCount(detail)).toBeGreaterThan(unreadBefore);
  await expect(row).toContainText('Aguardando aprovação');

  // The bell lists it with the patient and case number, and opens the order.
  await list.getByRole('button', { name: /^Notificações/ }).click();
  const item = list
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('button', { name: /Planejamento pronto para sua aprovação/ })
    .first();
  await expect(item).toContainText(`Caso ${order.caseNumber}`);
  await item.click();
  await expect(list).toHaveURL(new RegExp(`/orders/${order.id}$`));
  // The line opened is read now; the count is not compared, since other journeys on the same
  // dentist's orders may bring news of their own meanwhile.
  await list.getByRole('button', { name: /^Notificações/ }).click();
  const opened = list
    .getByRole('dialog', { name: 'Notificações' })
    .locator('.bell__item', { hasText: `Caso ${order.caseNumber}` })
    .filter({ hasText: 'Planejamento pronto para sua aprovação' })
    .first();
  await expect(opened).not.toHaveClass(/bell__item--unread/);
  await list.keyboard.press('Escape');

  await detail.getByRole('button', { name: 'Visualizar planejamento' }).click();
  await detail.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  const download = detail.waitForEvent('download');
  await detail.getByRole('link', { name: 'Baixar arquivo do planejamento' }).first().click();
  await download;
  await detail.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await detail.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(badge(detail)).toHaveText('Aprovado');

  // The attendant's open page shows the approval, and says so.
  await expect(badge(page)).toHaveText('Aprovado');
  await expect(toast(page, 'Novidade neste pedido: Planejamento aprovado.')).toBeVisible();
  await context.close();
});

test('an attendant editing the order is told it changed elsewhere instead of losing what they typed', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  const listed = await page.request.get('/api/admin/orders?status=ANALYSIS&limit=100');
  const order = ((await listed.json()) as { items: { id: string; dentist: { name: string } }[] }).items.find((o) => o.dentist.name === 'Carlos Eduardo Lima')!;
  await page.goto(`/attendant/orders/${order.id}`);
  const form = page.getByRole('region', { name: 'Dados do pedido' });
  await form.getByLabel('Comentário da previsão').fill('Aguardando retorno do laboratório');
  // Someone else writes to the dentist about this order meanwhile.
  const types = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as { messageTypes: { id: string }[] };
  const other = await page.context().request.post('/api/auth/login', { data: { username: 'planejador@demo.com.br', password: 'Demo@1234' } });
  const token = ((await other.json()) as { access_token: string }).access_token;
  const note = `Modelo conferido (${Date.now()}).`;
  await page.request.post(`/api/admin/orders/${order.id}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    data: { messageTypeId: types.messageTypes[0]!.id, message: note },
  });

  await expect(page.getByRole('status').filter({ hasText: 'Este pedido foi alterado enquanto você editava.' })).toBeVisible();
  await expect(form.getByLabel('Comentário da previsão')).toHaveValue('Aguardando retorno do laboratório');
  await expect(page.getByRole('region', { name: 'Mensagens' })).not.toContainText(note);
  await page.getByRole('button', { name: 'Recarregar pedido' }).click();
  await expect(page.getByRole('region', { name: 'Mensagens' })).toContainText(note);
});

test('tabs behind others hold no connection, so a seventh tab of the portal still opens; a tab brought back shows what changed meanwhile', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  // A browser keeps six connections to a server over HTTP/1.1, and each open event stream holds one.
  await emulateTabs(context);
  await signIn(page, 'dentista@demo.com.br');
  const listed = (await (await page.request.get('/api/orders?status=ANALYSIS&limit=100')).json()) as { items: { id: string }[] };
  const order = listed.items[0]!;
  await page.goto(`/orders/${order.id}`);
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await expect(messages).toBeVisible();
  await sendBehind(page);

  // Tabs 2 to 6 are sent behind in turn; the seventh and eighth stay in front.
  for (let tab = 2; tab <= 8; tab++) {
    const next = await context.newPage();
    await next.goto('/orders');
    await expect(next.getByRole('table')).toBeVisible();
    if (tab <= 6) await sendBehind(next);
  }

  // Meanwhile the staff writes to the dentist about the order on the first tab (own cookies: `request`).
  const staff = await request.post('/api/auth/login', { data: { username: 'atendente@demo.com.br', password: 'Demo@1234' } });
  const token = ((await staff.json()) as { access_token: string }).access_token;
  const types = (await (await request.get(`/api/admin/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { messageTypes: { id: string }[] };
  const note = `Recebemos os modelos (${Date.now()}).`;
  expect(
    (
      await request.post(`/api/admin/orders/${order.id}/messages`, {
        headers: { authorization: `Bearer ${token}` },
        data: { messageTypeId: types.messageTypes[0]!.id, message: note },
      })
    ).ok(),
  ).toBe(true);

  await sendBehind(page, false);
  await expect(messages).toContainText(note);
});

test('a page left open after its session ended elsewhere goes to the sign-in page by itself, instead of reconnecting for ever', async ({ page, context }) => {
  await signIn(page, 'dentista@demo.com.br');
  await expect(page.getByRole('table')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/orders');
  await other.getByRole('button', { name: 'Sair' }).click();
  await expect(other).toHaveURL(/\/auth\/login$/);
  // The first tab is not touched: its event stream ends, and it finds out the session is over
  // (the stream reconnects after 3 s).
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('an attendant editing an order, back from another tab, is told it changed only when someone saved it meanwhile', async ({ page, context, request }) => {
  await emulateTabs(context);
  await signIn(page, 'atendente@demo.com.br');
  const listed = (await (await page.request.get('/api/admin/orders?status=MODEL_DIGITALIZATION&limit=100')).json()) as { items: { id: string }[] };
  const order = listed.items.at(-1)!;
  await page.goto(`/attendant/orders/${order.id}`);
  const form = page.getByRole('region', { name: 'Dados do pedido' });
  await form.getByLabel('Comentário da previsão').fill('Conferindo com o laboratório');
  const notice = page.getByRole('status').filter({ hasText: 'Este pedido foi alterado enquanto você editava.' });

  // Away and back, nothing saved meanwhile: the page looks at the order again, and says nothing.
  const looked = () => page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/admin/orders/${order.id}`);
  await sendBehind(page);
  const first = looked();
  await sendBehind(page, false);
  await first;
  await expect(notice).toHaveCount(0);

  // Away, and another attendant saves the order meanwhile (own cookies: `request`).
  await sendBehind(page);
  const other = await request.post('/api/auth/login', { data: { username: 'planejador@demo.com.br', password: 'Demo@1234' } });
  const headers = { authorization: `Bearer ${((await other.json()) as { access_token: string }).access_token}` };
  const { version } = (await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json()) as { version: number };
  expect((await request.patch(`/api/admin/orders/${order.id}`, { headers, data: { version, forecastComment: 'Previsão revista' } })).ok()).toBe(true);
  await sendBehind(page, false);
  await expect(notice).toBeVisible();
  await expect(form.getByLabel('Comentário da previsão')).toHaveValue('Conferindo com o laboratório');
});
