import { aRegistration } from '../support/server/registration';
import { expect, signIn, test } from './helpers';
import { staffOrder, toast } from './staff-helpers';

// A dentist of her own: the demo dentists' new Fichas, which other journeys fill, stay empty.
const dentist = { ...aRegistration, name: 'Marina Teles', email: 'marina.teles@clinica.com.br', cpf: '314.159.265-90' };
const unusedDemoCode = '22223333.44445555.6667778.9.00001111222233334444';

test('a dentist saves her clinical preferences from the header, and a new case’s Ficha starts from them, every field still hers, at 1366 and 390 px', async ({ page }) => {
  expect((await page.request.post('/api/dentist', { data: dentist })).status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { username: dentist.email, password: dentist.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  expect(await (await page.request.get(`/api/dentist/verify?code=${unusedDemoCode}`, { headers })).json()).toBe(true);
  const patient = (await (await page.request.post('/api/patients', { headers, data: { firstName: 'Lívia', lastName: 'Moraes', cpf: '', gender: 'FEMALE' } })).json()) as {
    id: string;
  };
  const draft = (await (await page.request.post('/api/orders/draft', { headers, data: { patientId: patient.id } })).json()) as { id: string };

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dentist.email, dentist.password);
  await page.getByRole('link', { name: 'Preferências clínicas' }).click();
  await expect(page.getByRole('heading', { name: 'Preferências clínicas', level: 1 })).toBeVisible();
  const section = (title: RegExp) => page.getByRole('region', { name: title });
  await section(/Sobremordida/)
    .getByLabel('Manter')
    .check();
  await section(/Diastemas e espaços/)
    .getByText('Fechar todos')
    .click();
  await page.getByRole('group', { name: 'Expansão (superior)' }).getByText('Se necessário').click();
  await section(/Extração/)
    .getByText('Sem extração')
    .click();
  await page.getByRole('textbox', { name: 'Observação para todos os casos' }).fill('Attachments só nos pré-molares; IPR até 0,3 mm.');
  await page.screenshot({ path: test.info().outputPath('preferences-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(toast(page, 'Preferências clínicas salvas.')).toBeVisible();
  await page.reload();
  await expect(section(/Diastemas e espaços/).getByLabel('Fechar todos')).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/orders/new/prescription?draft=${draft.id}`);
  await expect(page.getByRole('note')).toHaveText('Ficha preenchida com suas preferências clínicas. Revise e altere o que for preciso para este paciente.');
  await expect(section(/Sobremordida/).getByLabel('Manter')).toBeChecked();
  await expect(section(/Diastemas e espaços/).getByLabel('Fechar todos')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Expansão (superior)' }).getByLabel('Se necessário')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Objetivos do tratamento e informações adicionais' })).toHaveValue('Attachments só nos pré-molares; IPR até 0,3 mm.');
  await page.screenshot({ path: test.info().outputPath('prescription-390.png') });
  // Every field stays the dentist's: this patient needs extractions.
  await section(/Extração/)
    .getByText('Com extração')
    .click();
  await expect(section(/Extração/).getByLabel('Com extração')).toBeChecked();
  await expect(section(/Sobremordida/).getByLabel('Manter')).toBeEnabled();
});

test('staff open a dentist’s clinical preferences on the order’s record', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  const orderId = await staffOrder(page, 'ANALYSIS', 'Ana Beatriz Souza');
  await page.goto(`/attendant/orders/${orderId}`);
  await page.getByText('Preferências clínicas do dentista').click();
  await expect(page.getByText('O dentista não salvou preferências clínicas.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('staff-record-1366.png') });
});
