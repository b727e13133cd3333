import type { Browser } from '@playwright/test';
import { sampleFiles } from '../support/server/sample-files';
import { expect, expectLeavingAsksFirst, moneyTablesNotAddingUp, signIn, test, textMeantForPrograms, uniqueLetters } from './helpers';
import { badge, moveTo, staffOrder, toast } from './staff-helpers';

const dentistSees = async (browser: Browser, orderId: string) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const page = await context.newPage();
  await signIn(page, 'dentista@demo.com.br');
  await page.goto(`/orders/${orderId}`);
  return { page, close: () => context.close() };
};

test('an attendant takes an order through planning to approval, the dentist approves, and it goes on to finished', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'atendente@demo.com.br');
  const id = await staffOrder(page, 'RECEIVED', 'Ana Beatriz Souza');
  await page.goto(`/attendant/orders/${id}`);
  await expect(badge(page)).toHaveText('Recebido');

  const form = page.getByRole('region', { name: 'Dados do pedido' });
  await form.getByLabel('Mudar status para').selectOption({ label: 'Em análise' });
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText('Informe o motivo.')).toBeVisible();
  await moveTo(page, 'Em análise', 'Arquivos e ficha conferidos');
  await moveTo(page, 'Aguardando planejamento virtual', 'Caso aprovado para planejamento');
  await moveTo(page, 'Planejamento virtual', 'Planejamento iniciado');

  const plannings = page.getByRole('region', { name: 'Planejamentos' });
  await plannings.getByRole('button', { name: 'Novo planejamento', exact: true }).click();
  await expect(toast(page, 'Novo planejamento criado.')).toBeVisible();
  const planning = plannings.getByRole('article', { name: 'Planejamento 1' });
  const product = planning.getByRole('form', { name: 'Adicionar produto' });
  await product.getByLabel('Produto').selectOption({ label: 'Etapas de alinhadores (ambas as arcadas) (R$ 320,00)' });
  await product.getByLabel('Quantidade').fill('12');
  // A quantity out of range is explained in words, and nothing is added.
  const quantity = product.getByLabel('Quantidade');
  const typed = await quantity.inputValue();
  await quantity.fill('101');
  await product.getByRole('button', { name: 'Adicionar produto' }).click();
  await expect(product.getByText('A quantidade vai de 1 a 100.')).toBeVisible();
  await quantity.fill('0');
  await expect(product.getByText('A quantidade vai de 1 a 100.')).toBeVisible();
  await quantity.fill(typed);
  await product.getByRole('button', { name: 'Adicionar produto' }).click();
  await expect(toast(page, 'Produto adicionado ao pedido')).toBeVisible();
  const discount = planning.getByRole('form', { name: 'Adicionar desconto' });
  await discount.getByLabel('Desconto').fill('Campanha de novembro');
  await discount.getByLabel('Valor').fill('10');
  await discount.getByRole('button', { name: 'Adicionar desconto' }).click();
  await expect(toast(page, 'Desconto adicionado ao planejamento.')).toBeVisible();
  // 12 × R$ 320,00 less 10%.
  await expect(planning.locator('.planning-items__total')).toContainText('R$ 3.456,00');
  // Removing an arch asks first, saying how the planning is repriced for one arch.
  await planning.getByRole('button', { name: 'Remover arcada inferior' }).click();
  const question = page.getByRole('dialog');
  await expect(question.getByRole('heading', { name: 'Remover arcada inferior' })).toBeVisible();
  await expect(question).toContainText('O caso passa a ter só a arcada superior');
  await expect(question.getByRole('listitem')).toHaveText([
    'Etapas de alinhadores (ambas as arcadas) → Etapas de alinhadores (uma arcada): R$ 3.840,00 → R$ 2.280,00',
    'Total do planejamento: R$ 3.456,00 → R$ 2.052,00',
  ]);
  await question.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Arcada removida no caso')).toBeVisible();
  await expect(planning.locator('.planning-items__total')).toContainText('R$ 2.052,00');
  await expect(planning.locator('tbody')).toContainText('Etapas de alinhadores (uma arcada)');
  await planning.getByRole('button', { name: 'Adicionar arcada inferior' }).click();
  await expect(toast(page, 'Arcada adicionada no caso')).toBeVisible();
  await expect(page.locator('.details')).toContainText('Ambas');
  await expect(planning.locator('.planning-items__total')).toContainText('R$ 3.456,00');
  expect(await moneyTablesNotAddingUp(page)).toEqual([]);
  const notes = planning.getByRole('form', { name: 'Comentário e arquivos do planejamento' });
  await notes.getByLabel('Comentário do planejador').fill('Doze etapas com desgaste entre 31 e 41.');
  // A link that is not https says what is wrong with it, not a field's name.
  await notes.getByLabel('Link do visualizador 3D (https://…)').fill('http://viewer.example/caso');
  await notes.getByRole('button', { name: 'Salvar comentário e link' }).click();
  await expect(notes.getByText('O link do visualizador 3D precisa começar com https:// e não pode ter espaços.')).toBeVisible();
  await notes.getByLabel('Link do visualizador 3D (https://…)').fill('https://viewer.example/caso');
  await notes.getByRole('button', { name: 'Salvar comentário e link' }).click();
  await expect(toast(page, 'Planejamento atualizado')).toBeVisible();

  await page.getByRole('button', { name: 'Solicitar aprovação' }).click();
  const asked = page.getByRole('dialog');
  await expect(asked.getByRole('listitem')).toHaveText(['Planejamento 1', 'Total: R$ 3.456,00']);
  await asked.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido atualizado. O pedido está aguardando aprovação.')).toBeVisible();
  await expect(badge(page)).toHaveText('Aguardando aprovação');
  const trail = page.getByRole('region', { name: 'Alterações da equipe' });
  await expect(trail).toContainText('Status: Recebido → Em análise');
  // Codes are shown by their labels.
  await expect(trail).toContainText('Arcada: Inferior');
  await expect(trail).toContainText('Tipo: Percentual');
  await expect(trail).toContainText('Total do planejamento: R$ 3.456,00 → R$ 2.052,00');
  await expect(trail).toContainText('Valor: 10%');
  await expect(trail).not.toContainText('PERCENTAGE');
  await expect(trail).not.toContainText('INFERIOR');
  expect(await textMeantForPrograms(page)).toEqual([]);

  // The dentist, in another browser context, views, pays by PIX and approves.
  const dentist = await dentistSees(browser, id);
  await expect(badge(dentist.page)).toHaveText('Aguardando aprovação');
  await expect(dentist.page.getByRole('article', { name: 'Planejamento 1' })).toContainText('Doze etapas com desgaste entre 31 e 41.');
  await dentist.page.getByRole('button', { name: 'Visualizar planejamento' }).click();
  await dentist.page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  const download = dentist.page.waitForEvent('download');
  await dentist.page.getByRole('link', { name: 'Baixar arquivo do planejamento' }).first().click();
  await download;
  await dentist.page.getByRole('radio', { name: 'Pix' }).check();
  await dentist.page.getByRole('button', { name: 'Salvar condição' }).click();
  await expect(toast(dentist.page, 'Condição de pagamento salva.')).toBeVisible();
  await dentist.page.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await expect(dentist.page.getByRole('dialog').getByRole('listitem').nth(2)).toHaveText('Pagamento: Pix, à vista');
  await dentist.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(badge(dentist.page)).toHaveText('Aprovado');
  await dentist.page.getByRole('dialog').getByRole('button', { name: 'Responder depois' }).click();

  await page.reload();
  await expect(badge(page)).toHaveText('Aprovado');
  for (const [status, reason] of [
    ['Em produção', 'Alinhadores em produção'],
    ['Preparando envio', 'Produção concluída'],
    ['Enviado', 'Enviado pelos Correios'],
    ['Finalizado', 'Entregue ao dentista'],
  ] as const) {
    await moveTo(page, status, reason);
    await dentist.page.reload();
    await expect(badge(dentist.page)).toHaveText(status);
  }
  await expect(dentist.page.locator('.timeline__entry--now')).toContainText('Entregue ao dentista');
  await dentist.close();
});

test('an attendant changes the patient, an address and the Onyx code, and adds balance', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  const id = await staffOrder(page, 'ANALYSIS', 'Carlos Eduardo Lima');
  await page.goto(`/attendant/orders/${id}`);
  const record = page.getByRole('region', { name: 'Paciente e dentista' });
  const patientChoice = record.getByLabel('Trocar paciente');
  const newPatient = (await patientChoice.locator('option').nth(1).innerText()).trim();
  // Picking asks first; cancelling leaves the order as it was.
  const oldPatient = (await page.locator('.order-page__band p').innerText()).split(' · ')[0]!;
  await patientChoice.selectOption({ label: newPatient });
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`O pedido deixa de ser de ${oldPatient} e passa a ser de ${newPatient}.`);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.order-page__band p')).toContainText(oldPatient);
  await patientChoice.selectOption({ label: newPatient });
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Paciente alterado com sucesso!')).toBeVisible();
  await expect(page.locator('.order-page__band')).toContainText(newPatient);

  const addressChoice = page.getByLabel('Trocar endereço de entrega');
  await addressChoice.selectOption(await addressChoice.locator('option', { hasText: 'Avenida Ibirapuera' }).getAttribute('value'));
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Trocar endereço de entrega' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('listitem')).toContainText('Avenida Ibirapuera, 2120');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Endereço de entrega atualizado')).toBeVisible();
  await expect(page.locator('.order-address').first()).toContainText('Avenida Ibirapuera, 2120');

  // The forecast date is picked on the calendar and kept as dd/MM/yyyy.
  const data = page.getByRole('region', { name: 'Dados do pedido' });
  await data.getByRole('button', { name: 'Calendário' }).click();
  await data.locator('.rdp-day_button', { hasText: /^15$/ }).click();
  await expect(data.getByLabel('Previsão de aprovação')).toHaveValue(/^15\/\d{2}\/\d{4}$/);
  const picked = await data.getByLabel('Previsão de aprovação').inputValue();
  await data.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dados do pedido' }).getByLabel('Previsão de aprovação')).toHaveValue(picked);
  await expect(page.getByRole('region', { name: 'Alterações da equipe' })).toContainText(new RegExp(`Previsão de aprovação: (—|\\d{2}/\\d{2}/\\d{4}) → ${picked}`));

  await page.getByRole('button', { name: 'Gerenciar endereços do dentista' }).click();
  const grid = page.getByRole('dialog');
  await expect(grid.getByRole('heading', { name: 'Endereços de Carlos Eduardo Lima' })).toBeVisible();
  await expect(grid.locator('.address-card')).toHaveCount(3);
  await grid.getByRole('button', { name: 'Editar Clínica Sorriso Pleno' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Complemento (opcional)').fill('Sala 1202');
  await edit.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(toast(page, 'Endereço salvo com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog').locator('.address-card', { hasText: 'Sala 1202' })).toBeVisible();
  await page.locator('.modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(page.locator('.order-address').nth(1)).toContainText('Sala 1202');

  await page.getByLabel('Adicionar arquivo em').selectOption({ label: 'Outros arquivos' });
  await page.getByLabel('Arquivo para o pedido').setInputFiles({ name: 'foto-extra.png', mimeType: 'image/png', buffer: sampleFiles.png() });
  await expect(toast(page, 'Arquivo adicionado ao pedido.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'foto-extra.png' })).toBeVisible();

  // The patient's own data, edited here, is in the trail too.
  await record.getByRole('button', { name: 'Editar paciente' }).click();
  const patientData = record.getByRole('group', { name: 'Dados do paciente' });
  const lastName = patientData.getByLabel('Sobrenome');
  const previousLastName = await lastName.inputValue();
  await lastName.fill(`${previousLastName} Neto`);
  await patientData.getByRole('button', { name: 'Salvar paciente' }).click();
  await expect(toast(page, 'Dados do paciente atualizados.')).toBeVisible();

  const previousOnyx = await record.getByLabel('Código do Onyx').inputValue();
  await record.getByLabel('Código do Onyx').fill('ONX-2231');
  await record.getByRole('button', { name: 'Salvar código' }).click();
  await expect(toast(page, 'Código do Onyx atualizado')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar saldo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Saldo').selectOption({ label: 'Carteira do dentista' });
  await dialog.getByLabel('Quantidade').fill('3');
  await dialog.getByRole('button', { name: 'Adicionar saldo' }).click();
  await expect(toast(page, 'Saldo adicionado com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Paciente e dentista' }).getByLabel('Código do Onyx')).toHaveValue('ONX-2231');
  // Every change reads "de → para", by name, with labels for codes.
  const audit = page.getByRole('region', { name: 'Alterações da equipe' });
  await expect(audit).toContainText(`Paciente: ${oldPatient} → ${newPatient}`);
  await expect(audit).toContainText(/Endereço de entrega: .+ → Avenida Ibirapuera, 2120/);
  await expect(audit).toContainText(`Sobrenome: ${previousLastName} → ${previousLastName} Neto`);
  await expect(audit).toContainText(`Código do Onyx: ${previousOnyx || '—'} → ONX-2231`);
  await expect(audit).toContainText('Arquivo: foto-extra.png');
  await expect(audit).toContainText('Tipo: Carteira do dentista');
  await expect(audit).toContainText('Produto: Alinhadores');
  expect(await textMeantForPrograms(page)).toEqual([]);
});

test('a dentist cannot reach the attendant area, and takes away her own data', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();
  await expect(page.getByText('O arquivo contém dados de saúde dos seus pacientes.', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('meus-dados.json');
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')) as { Dentista: { 'E-mail': string }; 'Exportado em': string };
  expect(data.Dentista['E-mail']).toBe('dentista@demo.com.br');
  expect(data['Exportado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const answer = await page.request.get('/api/admin/orders?limit=1');
  expect(answer.status()).toBe(403);
  await page.goto('/attendant/orders');
  await expect(page).toHaveURL(/\/orders$/);
});

test('leaving the staff order page with unsaved edits asks first', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  const id = await staffOrder(page, 'PRODUCTION', 'Ana Beatriz Souza');
  await page.goto(`/attendant/orders/${id}`);
  const data = page.getByRole('region', { name: 'Dados do pedido' });
  await expectLeavingAsksFirst(
    page,
    data.getByLabel('Comentário da previsão'),
    'Conferir com o laboratório',
    page.getByRole('link', { name: '‹ Voltar aos pedidos' }),
    /\/attendant\/orders$/,
  );
  // Nothing typed, nothing asked.
  await page.goto(`/attendant/orders/${id}`);
  await expect(data.getByLabel('Comentário da previsão')).toBeVisible();
  await page.getByRole('link', { name: '‹ Voltar aos pedidos' }).click();
  await expect(page).toHaveURL(/\/attendant\/orders$/);
});

test('saving twice in a row shows the confirmation again for the second save', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  // An order in a status no other journey opens or moves an order into: a save elsewhere would
  // bring its own news in meanwhile (the long journey passes through most statuses).
  const id = await staffOrder(page, 'WAITING_NEW_FILE', 'Ana Beatriz Souza');
  await page.goto(`/attendant/orders/${id}`);
  const data = page.getByRole('region', { name: 'Dados do pedido' });
  await data.getByLabel('Comentário da previsão').fill(`Primeira versão (${Date.now()})`);
  await data.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await toast(page, 'Pedido atualizado').evaluate((element) => element.setAttribute('data-first', ''));
  // The form starts again from what was saved (nothing left to save) before the second edit.
  await expect(data.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

  await data.getByLabel('Comentário da previsão').fill(`Segunda versão (${Date.now()})`);
  await data.getByRole('button', { name: 'Salvar alterações' }).click();
  // The first confirmation leaves and a new one comes, for its whole time; never two at once.
  await expect(page.locator('.notistack-MuiContent[data-first]')).toHaveCount(0);
  await expect(page.locator('.notistack-MuiContent:not([data-first])', { hasText: 'Pedido atualizado' })).toBeVisible();
  await expect(page.locator('.notistack-MuiContent', { hasText: 'Pedido atualizado' })).toHaveCount(1);
});

test('an attendant creates a patient for the dentist and edits the order’s patient', async ({ page }) => {
  await signIn(page, 'atendente@demo.com.br');
  const id = await staffOrder(page, 'MODEL_DIGITALIZATION', 'Ana Beatriz Souza');
  await page.goto(`/attendant/orders/${id}`);
  const record = page.getByRole('region', { name: 'Paciente e dentista' });
  const surname = `Prado ${uniqueLetters(5)}`;

  await record.getByRole('button', { name: 'Cadastrar paciente' }).click();
  const creating = record.getByRole('group', { name: 'Novo paciente do dentista' });
  await creating.getByLabel('Nome', { exact: true }).fill('Renata');
  await creating.getByLabel('Sobrenome').fill(surname);
  await creating.getByLabel('CPF (opcional)').fill('123');
  await creating.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await expect(creating.getByText('CPF inválido. O CPF deve conter 11 dígitos.')).toBeVisible();
  await expect(creating.getByText('Campo obrigatório')).toBeVisible();
  await creating.getByLabel('CPF (opcional)').fill('');
  await creating.getByLabel('Gênero').selectOption({ label: 'Feminino' });
  await creating.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await expect(toast(page, 'Paciente cadastrado. Para usá-lo neste pedido, escolha-o em Trocar paciente.')).toBeVisible();
  await expect(creating).toHaveCount(0);
  await expect(record.getByLabel('Trocar paciente').locator('option', { hasText: `Renata ${surname}` })).toHaveCount(1);

  // The order's own patient, edited in place.
  const name = (await page.locator('.order-page__band p').innerText()).split(' · ')[0]!;
  await record.getByRole('button', { name: 'Editar paciente' }).click();
  const editing = record.getByRole('group', { name: 'Dados do paciente' });
  await expect(editing.getByLabel('Nome', { exact: true })).toHaveValue(name.split(' ')[0]!);
  await editing.getByLabel('Sobrenome').fill(`${surname} Lima`);
  await editing.getByRole('button', { name: 'Salvar paciente' }).click();
  await expect(toast(page, 'Dados do paciente atualizados.')).toBeVisible();
  await expect(page.locator('.order-page__band')).toContainText(`${name.split(' ')[0]} ${surname} Lima`);
  await page.reload();
  await expect(record).toContainText(`${surname} Lima`);
});

test('the same attendant with an order open in two tabs: the other tab follows, an edit of other fields merges, the same field is refused as hers', async ({ page, context }) => {
  await signIn(page, 'atendente@demo.com.br');
  // An order in a status no other journey opens or moves an order into.
  const { items } = (await (await page.request.get('/api/admin/orders?status=NEW_MODEL_RECEIVED&limit=1')).json()) as { items: { id: string }[] };
  const id = items[0]!.id;
  await page.goto(`/attendant/orders/${id}`);
  const other = await context.newPage();
  await other.goto(`/attendant/orders/${id}`);
  const here = page.getByRole('region', { name: 'Dados do pedido' });
  const there = other.getByRole('region', { name: 'Dados do pedido' });
  await expect(there.getByLabel('Comentário da previsão')).toBeVisible();

  // Saved here: no warning here, and the other tab, not being edited, follows.
  const first = `Conferir modelos (${Date.now()})`;
  await here.getByLabel('Comentário da previsão').fill(first);
  await here.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await expect(here.getByRole('status')).toHaveCount(0);
  await expect(there.getByLabel('Comentário da previsão')).toHaveValue(first);

  // The other tab edits the comment while this one saves another field: it is told the change was hers, and its save merges.
  const continuation = String(1000 + (Date.now() % 8000));
  await there.getByLabel('Comentário da previsão').fill(`${first} e ligar para a clínica`);
  await here.getByLabel('Nº da continuação').fill(continuation);
  await here.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await expect(there.getByRole('status')).toHaveText(/Você alterou este pedido em outra aba enquanto editava aqui\./);
  await there.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(other, 'Pedido atualizado')).toBeVisible();
  await expect(there.getByLabel('Nº da continuação')).toHaveValue(continuation);
  await expect(there.getByLabel('Comentário da previsão')).toHaveValue(`${first} e ligar para a clínica`);

  // Both tabs change the comment: the later save is refused, naming her other tab, and nothing is lost silently.
  await expect(here.getByLabel('Comentário da previsão')).toHaveValue(`${first} e ligar para a clínica`);
  await there.getByLabel('Comentário da previsão').fill('Versão da segunda aba');
  await here.getByLabel('Comentário da previsão').fill('Versão da primeira aba');
  await here.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await there.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(other, 'Você alterou este pedido em outra aba enquanto editava aqui. Recarregamos os dados: confira e salve de novo.')).toBeVisible();
  await other.reload();
  await expect(there.getByLabel('Comentário da previsão')).toHaveValue('Versão da primeira aba');
});
