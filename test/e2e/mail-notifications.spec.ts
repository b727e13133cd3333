import { expect, signIn, test } from './helpers';
import { mailArriving } from './outbox';
import { staffOrder, toast } from './staff-helpers';

const unsubscribePage = /https?:\/\/\S+\/email\/unsubscribe\/[A-Za-z0-9_-]{43}/;

test('a staff message reaches the dentist by e-mail; its link stops that kind signed out, and "Meus dados" turns it back on, at 390 and 1366 px', async ({ page, browser }) => {
  await signIn(page, 'atendente@demo.com.br');
  const orderId = await staffOrder(page, 'MODEL_DIGITALIZATION', 'Ana Beatriz Souza');
  const { caseNumber } = (await (await page.request.get(`/api/admin/orders/${orderId}`)).json()) as { caseNumber: number };
  await page.goto(`/attendant/orders/${orderId}`);
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await messages.getByLabel('Mensagem').fill('Modelo digitalizado; seguimos para a análise.');
  await messages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(messages).toContainText('Modelo digitalizado; seguimos para a análise.');

  const mail = await mailArriving('dentista@demo.com.br', (m) => m.subject?.startsWith(`Nova mensagem da equipe · Pedido nº ${caseNumber} · `) === true);
  expect(mail.text).toContain('Olá, Dra. Ana Beatriz Souza.');
  const link = unsubscribePage.exec(mail.text ?? '')![0];

  // Signed out, on a phone: the page says what stops, and only the click stops it.
  const outside = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const phone = await outside.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Deixar de receber e-mails' })).toBeVisible();
  await expect(phone.getByText('Você deixará de receber por e-mail as novidades sobre “Mensagem da equipe”.')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('unsubscribe-390.png') });
  await phone.getByRole('button', { name: 'Não receber mais' }).click();
  await expect(phone.getByRole('status')).toHaveText(
    'Pronto. Você não receberá mais e-mails sobre “Mensagem da equipe”. Para voltar a recebê-los, entre no portal e escolha em Meus dados → Notificações.',
  );
  await phone.screenshot({ path: test.info().outputPath('unsubscribed-390.png') });
  await outside.close();

  // The dentist finds the choice on "Meus dados" and turns it back on.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'dentista@demo.com.br');
  await page.goto('/my-data');
  const section = page.getByRole('region', { name: 'Notificações' });
  const choice = section.getByLabel('Mensagem da equipe');
  await expect(choice).toHaveValue('NONE');
  await expect(choice.locator('option:checked')).toHaveText('Não enviar');
  await expect(section.getByLabel('Pedido enviado').locator('option:checked')).toHaveText('Resumo diário');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-data-1366.png'), fullPage: true });
  await choice.selectOption({ label: 'Na hora' });
  await expect(toast(page, 'Preferência de e-mail salva.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notificações' }).getByLabel('Mensagem da equipe').locator('option:checked')).toHaveText('Na hora');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Notificações' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('my-data-390.png') });
});
