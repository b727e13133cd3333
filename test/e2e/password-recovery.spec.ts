import { expect, test } from './helpers';
import { aRegistration } from '../support/server/registration';
import { mailArriving } from './outbox';

const recoveryLink = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/;

/** The recovery link of the e-mail to `address`, once it is there. */
const recoveryLinkTo = async (address: string): Promise<string> => recoveryLink.exec((await mailArriving(address, (m) => recoveryLink.test(m.text ?? ''))).text ?? '')![0];

test('a dentist who forgot her password asks for the e-mail, sets a new one through its link once, and signs in, at 390 and 1366 px', async ({ page }) => {
  const email = 'recupera.senha@clinica.com.br';
  expect((await page.request.post('/api/dentist', { data: { ...aRegistration, email, cpf: '123.456.789-09' } })).status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('E-mail, CPF ou CNPJ').fill(email);
  await page.screenshot({ path: test.info().outputPath('forgot-390.png') });
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText('Se houver uma conta com esses dados, enviamos um e-mail com as instruções.');
  const link = await recoveryLinkTo(email);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('Novo#Sorriso26');
  await page.getByLabel('Confirme a nova senha').fill('Outra#Coisa26');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('Novo#Sorriso26');
  await page.screenshot({ path: test.info().outputPath('reset-1366.png') });
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Senha alterada. Entre com a nova senha')).toBeVisible();

  await page.getByLabel('E-mail, CPF ou CNPJ').fill(email);
  await page.getByLabel('Senha').fill('Novo#Sorriso26');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-name')).toBeVisible();

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('Terceira#Vez26');
  await page.getByLabel('Confirme a nova senha').fill('Terceira#Vez26');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Este link de recuperação não vale mais');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('used-390.png') });
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth/forgot-password');
});
