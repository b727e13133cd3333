import { expect, signIn, test } from './helpers';

const demoCode = '12345678876543211234567112345678901234567890';

test('a new dentist registers, keeps what was typed across a reload, is accredited with the demo code and reaches the new order page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByLabel('Nome completo').fill('Helena Prado');
  await page.getByLabel('E-mail').fill('helena.prado@clinica.com.br');
  await page.getByLabel('CPF').fill('24681357928');
  await expect(page.getByLabel('CPF')).toHaveValue('246.813.579-28');
  await page.getByLabel('Gênero').selectOption('FEMALE');
  await page.getByLabel('Celular').fill('11912345678');
  await page.getByLabel('Número do CRO').fill('123456');
  await page.reload();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Helena Prado');
  await expect(page.getByLabel('Número do CRO')).toHaveValue('123456');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 91234-5678');

  await page.getByLabel('UF do CRO').selectOption('SP');
  await page.getByLabel('Especialidade').selectOption('Ortodontia');
  await page.getByLabel('Senha', { exact: true }).fill('fraca');
  await expect(page.getByText('✓ Uma letra minúscula')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Sorriso#2026');
  await page.getByLabel('Confirme a senha').fill('Sorriso#2026');
  // The terms of use and the privacy notice are accepted before anything is sent.
  await page.getByRole('button', { name: 'Criar cadastro' }).click();
  await expect(page.getByText('Para continuar, aceite os Termos de uso e o Aviso de privacidade.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
  await expect(page.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', '/aviso-de-privacidade');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de uso e o Aviso de privacidade/ }).check();
  await page.getByRole('button', { name: 'Criar cadastro' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Credenciamento pendente');
  const confirm = dialog.getByRole('button', { name: 'Confirmar credenciamento' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Parte 1 do certificado').click();
  await page.keyboard.type(demoCode);
  await expect(dialog.getByLabel('Parte 2 do certificado')).toHaveValue('87654321');
  await expect(dialog.getByLabel('Parte 5 do certificado')).toHaveValue('12345678901234567890');
  await confirm.click();
  await expect(page.getByText('Certificado validado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByRole('heading', { name: 'Novo pedido' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/auth/register');
  await expect(page.getByLabel('Nome completo')).toHaveValue('');
});

test('a wrong code shows the message and keeps the dialog; a pasted code fills every box; /orders/new cannot be used before', async ({ page }) => {
  await signIn(page, 'novo@demo.com.br');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Credenciamento pendente');
  await dialog.getByLabel('Parte 1 do certificado').click();
  await page.keyboard.type('1234567887654321123456711234567890123456789');
  await dialog.getByRole('button', { name: 'Confirmar credenciamento' }).click();
  await expect(page.getByText('Número do certificado informado não é válido.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Parte 1 do certificado').evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '11112222.33334444.5556667.8.99990000111122223333');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(dialog.getByLabel('Parte 3 do certificado')).toHaveValue('5556667');
  await expect(dialog.getByLabel('Parte 4 do certificado')).toHaveValue('8');
  await expect(dialog.getByLabel('Parte 5 do certificado')).toHaveValue('99990000111122223333');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  const blocking = page.getByRole('dialog');
  await expect(blocking).toContainText('Credenciamento pendente');
  await page.locator('.modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(blocking).toBeVisible();
  await blocking.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a lead is forced through completing the registration', async ({ page }) => {
  await signIn(page, 'lead@demo.com.br', undefined, { expectSuccess: false });
  await expect(page).toHaveURL(/\/auth\/register\/complete\/[0-9a-f-]+$/);
  await page.goto('/orders/completed');
  await expect(page).toHaveURL(/\/auth\/register\/complete\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Complete seu cadastro' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await page.getByLabel('CPF').fill('98765432100');
  await page.getByLabel('Celular').fill('21987654321');
  await page.getByLabel('Número do CRO').fill('77889');
  await page.getByLabel('UF do CRO').selectOption('RJ');
  await page.getByLabel('Especialidade').selectOption('Clínico Geral');
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page.getByText('Para continuar, aceite os Termos de uso e o Aviso de privacidade.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de uso e o Aviso de privacidade/ }).check();
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page.getByText('Cadastro concluído!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('header-name')).toHaveText('Dr. Paulo Henrique Dias');
});

test('a dentist adds an address with the CEP lookup, edits it and deletes it', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('button', { name: 'Endereços' }).click();
  const grid = page.getByRole('dialog');
  await expect(grid.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
  await grid.getByRole('button', { name: 'Novo endereço' }).click();

  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Novo endereço' })).toBeVisible();
  const save = form.getByRole('button', { name: 'Salvar endereço' });
  await expect(save).toBeDisabled();
  // Cancelar over typed fields asks first; over none it just closes.
  await form.getByLabel('Número').fill('10');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByRole('alert')).toContainText('Sair sem salvar? O que você preencheu neste endereço será perdido.');
  await form.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(form.getByLabel('Número')).toHaveValue('10');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await form.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(grid.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
  await grid.getByRole('button', { name: 'Novo endereço' }).click();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(grid.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
  await grid.getByRole('button', { name: 'Novo endereço' }).click();
  await form.getByLabel('CEP').fill('00000000');
  await expect(page.getByText('CEP não encontrado. Preencha o endereço manualmente.')).toBeVisible();
  await expect(form.getByLabel('Rua')).toBeEnabled();
  await form.getByLabel('CEP').fill('20040020');
  await expect(form.getByLabel('Rua')).toHaveValue('Rua da Assembleia');
  await expect(form.getByLabel('Rua')).toBeDisabled();
  await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await expect(form.getByLabel('UF')).toHaveValue('RJ');
  await form.getByLabel('Nome completo').fill('Carlos Eduardo Lima');
  // A CPF short of digits says how many it needs (spec §5).
  await form.getByRole('textbox', { name: 'CPF' }).fill('111444777');
  await form.getByLabel('Número').click();
  await expect(form.getByText('CPF inválido. O CPF deve conter 11 dígitos.')).toBeVisible();
  await form.getByRole('textbox', { name: 'CPF' }).fill('11144477735');
  await expect(form.getByText('CPF inválido. O CPF deve conter 11 dígitos.')).toHaveCount(0);
  await form.getByLabel('Número').fill('10');
  await form.getByLabel('Telefone', { exact: true }).fill('21998765432');
  await form.getByLabel('E-mail', { exact: true }).fill('carlos@consultorio.com.br');
  await save.click();
  await expect(page.getByText('Endereço salvo com sucesso!')).toBeVisible();

  const card = page.locator('.address-card', { hasText: 'Rua da Assembleia, 10' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Editar/ }).click();
  await expect(page.getByRole('heading', { name: 'Editar endereço' })).toBeVisible();
  await page.getByLabel('Número').fill('12');
  await page.getByLabel('Complemento (opcional)').fill('Sala 4');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  const edited = page.locator('.address-card', { hasText: 'Rua da Assembleia, 12 – Sala 4' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /Excluir/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Deseja mesmo excluir este endereço?');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Endereço excluído.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
  await expect(page.locator('.address-card', { hasText: 'Rua da Assembleia' })).toHaveCount(0);
});

for (const width of [1366, 390]) {
  test(`a clinic opened this year saves its alphanumeric CNPJ, typed in lower case and masked as typed, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The demo dentist, whose addresses no other journey counts; the address is taken away at the end.
    await signIn(page, 'dentista@demo.com.br');
    await page.getByRole('button', { name: 'Endereços' }).click();
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    const form = page.getByRole('dialog');
    await form.getByText('Pessoa jurídica (CNPJ)').click();
    await form.getByLabel('Razão social').fill('Odonto Nova Ltda');
    await form.getByLabel('Nome fantasia').fill(`Odonto Nova ${width}`);
    const cnpj = form.getByRole('textbox', { name: 'CNPJ' });
    // A check digit typed as a letter is left out; a wrong one is named when the field is left.
    await cnpj.pressSequentially('12abc34501dex36');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await form.getByLabel('Número').click();
    await expect(form.getByText('CNPJ inválido', { exact: true })).toBeVisible();
    await cnpj.fill('');
    await cnpj.pressSequentially('12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await expect(form.getByText('CNPJ inválido', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`cnpj-${width}.png`) });
    await form.getByLabel('Isento de inscrição estadual').check();
    await form.getByLabel('CEP').fill('00000000');
    await expect(form.getByLabel('Rua')).toBeEnabled();
    await form.getByLabel('Rua').fill(`Rua das Clínicas Novas ${width}`);
    await form.getByLabel('Número').fill('15');
    await form.getByLabel('Bairro').fill('Centro');
    await form.getByLabel('Cidade').fill('Recife');
    await form.getByLabel('UF').selectOption('PE');
    await form.getByLabel('Telefone', { exact: true }).fill('81998765432');
    await form.getByLabel('E-mail', { exact: true }).fill('contato@odontonova.com.br');
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByText('Endereço salvo com sucesso!')).toBeVisible();
    const card = page.locator('.address-card', { hasText: `Odonto Nova ${width}` });
    await card.getByRole('button', { name: /Editar/ }).click();
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('12.ABC.345/01DE-35');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await card.getByRole('button', { name: /Excluir/ }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Endereço excluído.')).toBeVisible();
    await expect(page.locator('.address-card', { hasText: `Odonto Nova ${width}` })).toHaveCount(0);
  });
}

test('a failing postal-code service unlocks the fields with a message', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('button', { name: 'Endereços' }).click();
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toBeDisabled();
  await page.getByLabel('CEP').fill('99999999');
  await expect(page.getByText('Não foi possível consultar o CEP agora. Preencha o endereço manualmente.')).toBeVisible();
  await expect(page.getByLabel('Rua')).toBeEnabled();
});

test('a dentist finds a patient by search, pages 4 at a time, creates one and starts a draft for them', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await page.getByRole('button', { name: 'Selecionar paciente' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tbody tr')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Próxima página' }).click();
  await expect(dialog.locator('.pagination__page')).toHaveText('Página 2');
  await dialog.getByPlaceholder('Buscar por nome ou CPF').fill('gabriel');
  await expect(dialog.locator('td[data-label="Paciente"]')).toHaveText(['Gabriel Ribeiro']);
  await expect(dialog.locator('.pagination__page')).toHaveText('Página 1');
  await expect(dialog.locator('td[data-label="CPF"]')).toHaveText(['Não informado']);
  await dialog.getByPlaceholder('Buscar por nome ou CPF').fill('ninguém com este nome');
  await expect(dialog.getByText('Nenhum registro encontrado.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Novo paciente' }).click();
  await dialog.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill('Otávio');
  await dialog.getByLabel('Sobrenome').fill('Nogueira');
  await dialog.getByLabel('Gênero').selectOption('MALE');
  await dialog.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await expect(page.getByText('Paciente cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new\/[0-9a-f-]+\/paciente$/);
  await expect(page.getByRole('heading', { name: 'Novo pedido · Otávio Nogueira' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar aos pedidos' }).click();
  await expect(page.locator('tbody tr', { hasText: 'Otávio Nogueira' })).toContainText('Rascunho');
});

test.describe('the post-purchase survey', () => {
  test.use({ withSurvey: true });

  test('is put off for the session, then answered, and not asked again', async ({ page, browser }) => {
    await signIn(page, 'dentista@demo.com.br');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Conte como está sendo sua experiência');
    await dialog.getByRole('button', { name: 'Responder depois' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const next = await browser.newPage();
    await signIn(next, 'dentista@demo.com.br');
    const again = next.getByRole('dialog');
    await expect(again).toContainText('Conte como está sendo sua experiência');
    await again.getByRole('button', { name: 'Enviar' }).click();
    await expect(again.getByText('Campo obrigatório')).toHaveCount(1);
    await again
      .getByRole('radiogroup', { name: /recomendaria/ })
      .getByRole('radio', { name: '9' })
      .click();
    await again.getByRole('button', { name: 'Enviar' }).click();
    await expect(again.getByText('Campo obrigatório')).toHaveCount(1);
    await again
      .getByRole('radiogroup', { name: /confiança/ })
      .getByRole('radio', { name: '8' })
      .click();
    await again.getByLabel('Conte o motivo da sua nota (opcional)').fill('Planejamentos claros e rápidos.');
    await again.getByRole('button', { name: 'Enviar' }).click();
    await expect(next.getByText('Obrigado por compartilhar sua opinião!')).toBeVisible();
    await expect(next.getByRole('dialog')).toHaveCount(0);
    await next.reload();
    await expect(next.getByTestId('header-name')).toBeVisible();
    await expect(next.getByRole('dialog')).toHaveCount(0);
    await next.close();
  });

  test('is never asked again after Não tenho interesse', async ({ page, browser }) => {
    await signIn(page, 'kol@demo.com.br');
    await page.getByRole('dialog').getByRole('button', { name: 'Não tenho interesse' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const next = await browser.newPage();
    await signIn(next, 'kol@demo.com.br');
    await expect(next.locator('tbody tr').first()).toBeVisible();
    await expect(next.getByRole('dialog')).toHaveCount(0);
    await next.close();
  });
});

// The header's menus open dialogs whose code loads on first use: a load that fails
// (offline, a new version deployed meanwhile) must say so rather than do nothing.
test('a header menu that cannot load says so', async ({ page }) => {
  await page.route(/\/assets\/addresses\.dialog-[^/]+\.js$/, (route) => route.abort());
  await signIn(page, 'dentista@demo.com.br');
  await page.getByRole('button', { name: 'Endereços' }).click();
  await expect(page.getByText('Ocorreu um erro, tente novamente.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the header’s bonus balance shows the dentist’s own balances, as her order pages count them, before the rules', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  // What an order page of hers says of the wallet.
  const { items } = (await (await page.request.get('/api/orders?status=WAITING_FOR_APPROVAL&limit=1')).json()) as { items: { id: string }[] };
  await page.goto(`/orders/${items[0]!.id}`);
  const wallet = (await page.getByText(/^Carteira: /).innerText()).replace('Carteira: ', '');
  expect(wallet).toMatch(/^\d+ etapas? de alinhadores · \d+ placas? de contenção$/);
  await page.getByRole('button', { name: 'Saldo bonificado', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Saldo bonificado' });
  await expect(dialog.locator('.bonus-balances__list')).toContainText(`Carteira${wallet}`);
  await expect(dialog).toContainText('Como funciona o saldo bonificado');
  await expect(dialog).toContainText('até 6 etapas bonificadas por mês');
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the terms of use and the privacy notice are open to anyone, with their version, at 390 and 1366 px', async ({ page }) => {
  for (const [path, title] of [
    ['/termos-de-uso', 'Termos de uso'],
    ['/aviso-de-privacidade', 'Aviso de privacidade'],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Versão de \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-390.png`) });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-1366.png`) });
  }
});

test('a dentist who accepted an earlier version of the terms is asked for the current ones before anything else, at 390 and 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'termos@demo.com.br');
  const gate = page.getByRole('region', { name: 'Antes de continuar' });
  await expect(gate).toContainText('Atualizamos os documentos abaixo.');
  await expect(gate.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
  await expect(gate.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', '/aviso-de-privacidade');
  await expect(gate.getByText(/^\(versão de \d{2}\/\d{2}\/\d{4}\)$/)).toHaveCount(2);
  // Nothing else until she accepts: no orders list behind the gate.
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('gate-390.png') });
  await gate.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page.getByText('Para continuar, aceite os Termos de uso e o Aviso de privacidade.')).toBeVisible();
  await gate.getByRole('checkbox', { name: 'Li e aceito a versão atual dos documentos acima.' }).check();
  await gate.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page.getByText('Obrigado. Sua aceitação foi registrada.')).toBeVisible();
  await expect(gate).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByTestId('header-name')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Antes de continuar' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('after-gate-1366.png') });
});
