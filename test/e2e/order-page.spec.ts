import type { Page } from '@playwright/test';
import { sampleFiles } from '../support/server/sample-files';
import { expect, expectLeavingAsksFirst, moneyTablesNotAddingUp, signIn, test } from './helpers';

// The journeys change the demo dentist's orders one after another: each takes the oldest
// order still in the status it needs.
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.locator('.notistack-MuiContent', { hasText: text });

/** The id of the dentist's oldest aligner order in a status, read through her own session. */
const orderIn = async (page: Page, status: string): Promise<string> => {
  const answer = await page.request.get(`/api/orders?status=${status}&limit=100`);
  const items = ((await answer.json()) as { items: { id: string; productCategory: string }[] }).items.filter((o) => o.productCategory !== 'PLACA_CONTENCAO');
  return items.at(-1)!.id;
};

const openOrder = async (page: Page, status: string) => {
  const id = await orderIn(page, status);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { name: /Pedido nº/ })).toBeVisible();
  return id;
};

test('the dentist views the planning, pays by card in 3 installments, uses her balance, approves and rates the planning', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await openOrder(page, 'WAITING_FOR_APPROVAL');
  await expect(page.locator('.order-page__title .badge')).toHaveText('Aguardando aprovação');

  // The order's own Ficha de prescrição, to read and print, and back.
  await page.getByRole('link', { name: 'Ficha de prescrição' }).click();
  await expect(page.getByRole('heading', { name: 'Ficha de prescrição' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Aguardando aprovação');

  // Approving first tells what is missing.
  await page.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await expect(toast(page, 'Veja o planejamento (visualização web e arquivo) antes de aprovar.')).toBeVisible();

  const current = page.getByRole('article', { name: 'Planejamento 1' });
  await current.getByRole('button', { name: 'Visualizar planejamento' }).click();
  const webView = page.getByRole('dialog');
  await expect(webView.getByRole('heading', { name: 'Planejamento 1 · visualização web' })).toBeVisible();
  await expect(webView).toContainText('Correção do apinhamento anterior');
  await webView.getByRole('button', { name: 'Fechar' }).click();
  await expect(current).toContainText(/Visualização web: \d{2}\/\d{2}\/\d{4}/);

  const download = page.waitForEvent('download');
  await current.getByRole('link', { name: 'Baixar arquivo do planejamento' }).click();
  expect((await download).suggestedFilename()).toMatch(/^planejamento-\d+-1\.pdf$/);
  await expect(current).toContainText(/Arquivo: \d{2}\/\d{2}\/\d{4}/);

  await page.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await expect(toast(page, 'Escolha a condição de pagamento antes de aprovar.')).toBeVisible();

  // An upgrade goes on and off, named in the toast.
  await current.getByRole('listitem').filter({ hasText: 'Trio Grip' }).getByRole('button', { name: 'Adicionar' }).click();
  await expect(toast(page, 'Upgrade Trio Grip adicionado ao planejamento.')).toBeVisible();
  await expect(current.locator('.planning-items__total')).toContainText('R$ 4.617,00');
  await current.getByRole('button', { name: 'Remover upgrade' }).click();
  await expect(toast(page, 'Upgrade Trio Grip removido do planejamento.')).toBeVisible();
  await expect(current.locator('.planning-items__total')).toContainText('R$ 4.302,00');

  // Balance: the wallet's 20 steps are offered up to the planning's 14; before the first use the
  // dialog says the new-case discount goes for good, and from how many steps the balance pays off.
  await page.getByRole('button', { name: 'Usar saldo bonificado' }).click();
  const balance = page.getByRole('dialog');
  const wallet = balance.getByLabel('Saldo da carteira (etapas)');
  await expect(wallet.locator('option')).toHaveText(Array.from({ length: 15 }, (_, n) => String(n)));
  await expect(balance).toContainText(
    'Ao usar o saldo pela primeira vez neste planejamento, o desconto de 10% deixa de valer para sempre: ele não volta, mesmo que depois você volte a 0 etapas. Usar o saldo só compensa a partir de 2 etapas.',
  );
  // One step costs more than none, and the dialog says which is cheaper.
  await wallet.selectOption('1');
  await expect(balance).toContainText('Sem usar o saldo, o total é R$ 4.302,00; usando 1 etapa, R$ 4.460,00: não usar o saldo sai mais barato.');
  await wallet.selectOption('4');
  await expect(balance).toContainText('Sem usar o saldo, o total é R$ 4.302,00; usando 4 etapas, R$ 3.500,00: usar o saldo sai mais barato.');
  await expect(balance).toContainText('Total do planejamento: R$ 4.302,00 → R$ 3.500,00');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`balance-${width}.png`) });
  }
  await balance.getByRole('button', { name: 'Aplicar saldo' }).click();
  await expect(balance.getByRole('alert')).toHaveText(
    'O desconto de 10% deixa de valer para sempre. Sem usar o saldo, o total é R$ 4.302,00; usando 4 etapas, R$ 3.500,00: usar o saldo sai mais barato.',
  );
  await balance.getByRole('button', { name: 'Usar o saldo mesmo assim' }).click();
  await expect(toast(page, 'Saldo bonificado aplicado com sucesso')).toBeVisible();
  // Four of fourteen steps paid by the wallet, each line with its amount, adding up to the total;
  // the planning says where its discount went.
  await expect(current.locator('.planning-items__total')).toContainText('R$ 3.500,00');
  await expect(current.locator('.planning-items__deduction')).toHaveText([/Etapas bonificadas: 4 de 14\s*−\sR\$\s1\.280,00/]);
  await expect(current).toContainText(
    'O desconto de 10% deixou de valer quando o saldo bonificado foi usado pela primeira vez neste planejamento, e não volta, mesmo com 0 etapas.',
  );
  expect(await moneyTablesNotAddingUp(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  // The instalments add up to the total: R$ 3.500,00 in three is not 3x R$ 1.166,67.
  await page.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '3 parcelas sem juros: 2 de R$\u00a01.166,67 e 1 de R$\u00a01.166,66' });
  await page.getByRole('button', { name: 'Salvar condição' }).click();
  await expect(toast(page, 'Condição de pagamento salva.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pré-aprovar' })).toBeVisible();

  // Approving commits money: the dialog says what is approved, and nothing happens until Confirmar.
  await page.getByRole('button', { name: 'Aprovar planejamento' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Aprovar planejamento' })).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText([
    'Planejamento 1',
    'Total: R$ 3.500,00',
    'Pagamento: Cartão de crédito, 3 parcelas sem juros: 2 de R$ 1.166,67 e 1 de R$ 1.166,66',
    'Etapas bonificadas usadas: 4 de 14',
  ]);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.order-page__title .badge')).toHaveText('Aguardando aprovação');
  await page.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido atualizado. O planejamento está aprovado.')).toBeVisible();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Aprovado');
  await expect(page.locator('.timeline__entry--now')).toContainText('Aprovado');
  await expect(page.getByText('Pagamento: Cartão de crédito, 3 parcelas sem juros: 2 de R$ 1.166,67 e 1 de R$ 1.166,66')).toBeVisible();

  const survey = page.getByRole('dialog');
  await expect(survey.getByRole('heading', { name: 'Avalie o planejamento' })).toBeVisible();
  await survey.getByRole('button', { name: 'Enviar' }).click();
  await expect(survey.getByText('Campo obrigatório')).toBeVisible();
  await survey.getByRole('radio', { name: '9' }).click();
  await survey.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Obrigado por compartilhar sua opinião!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Aprovado');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('another planning is switched to, then rejected with a reason', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await openOrder(page, 'WAITING_FOR_APPROVAL');
  await page.getByRole('article', { name: 'Planejamento 2' }).getByRole('button', { name: 'Usar este planejamento' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('O Planejamento 2 passa a ser o planejamento atual');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('article', { name: 'Planejamento 1' })).toContainText('Planejamento atual');
  await page.getByRole('article', { name: 'Planejamento 2' }).getByRole('button', { name: 'Usar este planejamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Planejamento atualizado')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Planejamento 2' })).toContainText('Planejamento atual');

  await page.getByRole('button', { name: 'Reprovar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await dialog.getByLabel('Motivo').fill('Prefiro manter a linha média sem expansão.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Revisão solicitada');
  await expect(page.locator('.timeline__entry--now')).toContainText('Prefiro manter a linha média sem expansão.');
  // The survey follows the decision; it can wait.
  await page.getByRole('dialog').getByRole('button', { name: 'Responder depois' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an order in analysis is cancelled with a reason, after its delivery address changed', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await openOrder(page, 'ANALYSIS');
  const choice = page.getByLabel('Trocar endereço de entrega');
  await choice.selectOption(await choice.locator('option', { hasText: 'Avenida Ibirapuera' }).getAttribute('value'));
  await expect(toast(page, 'Endereço de entrega atualizado')).toBeVisible();
  await expect(page.locator('.order-address').first()).toContainText('Avenida Ibirapuera, 2120');

  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Paciente mudou de cidade.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido atualizado. O pedido está cancelado.')).toBeVisible();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Cancelado');
  // A cancelled order is not promised a planning.
  await expect(page.getByText('O pedido foi cancelado sem planejamento.')).toBeVisible();
  await expect(page.getByText('O planejamento ainda está sendo preparado', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByLabel('Trocar endereço de entrega')).toHaveCount(0);
});

test('messages are exchanged on the order', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await openOrder(page, 'WAITING_FOR_APPROVAL');
  const thread = page.getByRole('region', { name: 'Mensagens' });
  await expect(thread.locator('.message--provider')).toContainText('O planejamento está disponível para a sua análise');
  await thread.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(thread.getByText('Campo obrigatório')).toBeVisible();
  // Near the limit the field counts; past it, it says so and sends nothing, cutting nothing.
  const long = 'Dúvida sobre o pagamento 😀 '.repeat(80);
  await thread.getByLabel('Mensagem').fill([...long].slice(0, 1700).join(''));
  await expect(thread.getByText(/^1\.\d{3} de 2\.000 caracteres$/)).toBeVisible();
  await thread.getByLabel('Mensagem').fill(long);
  await expect(thread.getByLabel('Mensagem')).toHaveValue(long);
  await expect(thread.getByText(/^Use no máximo 2\.000 caracteres \(agora são 2\.160\)\.$/)).toBeVisible();
  await thread.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada.')).toHaveCount(0);
  await expect(thread.locator('.message--mine')).toHaveCount(0);
  await thread.getByLabel('Assunto').selectOption({ label: 'Financeiro' });
  await thread.getByLabel('Mensagem').fill('Posso pagar metade no PIX e metade no cartão?');
  await thread.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada.')).toBeVisible();
  // The toast sits below the header: "Sair" stays visible and clickable.
  const sair = (await page.getByRole('button', { name: 'Sair' }).boundingBox())!;
  const shown = (await toast(page, 'Mensagem enviada.').boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(sair.y + sair.height);
  const mine = thread.locator('.message--mine');
  await expect(mine).toContainText('Posso pagar metade no PIX e metade no cartão?');
  await expect(mine).toContainText('Financeiro');
  await expect(thread.getByLabel('Mensagem')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Mensagens' }).locator('.message--mine')).toContainText('Posso pagar metade no PIX');
});

test('new models are sent for analysis while the provider waits for them', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await openOrder(page, 'WAITING_NEW_MODEL');
  await page.getByLabel('Novo arquivo: Modelo superior').setInputFiles({ name: 'superior-novo.stl', mimeType: 'application/octet-stream', buffer: sampleFiles.binaryStl(50) });
  await expect(toast(page, 'Arquivo enviado.')).toBeVisible();
  const file = page.getByRole('link', { name: 'superior-novo.stl' });
  await expect(file).toBeVisible();
  const download = page.waitForEvent('download');
  await file.click();
  expect((await download).suggestedFilename()).toBe('superior-novo.stl');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(toast(page, 'Novos modelos enviados para análise!')).toBeVisible();
  await expect(page.locator('.order-page__title .badge')).toHaveText('Novo modelo recebido');
  await expect(page.getByRole('button', { name: 'Enviar para análise' })).toHaveCount(0);
});

test('a missing or another dentist’s order shows Pedido não encontrado, and the list opens an order', async ({ page, request }) => {
  const kolLogin = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: 'Demo@1234' } });
  const { access_token } = (await kolLogin.json()) as { access_token: string };
  const kolOrders = (await (await request.get('/api/orders?limit=100', { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
    items: { id: string; status: string }[];
  };
  const kolOrder = kolOrders.items.find((o) => o.status !== 'DRAFT')!.id;
  await signIn(page, 'dentista@demo.com.br');
  await page.goto(`/orders/${kolOrder}`);
  await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();
  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();

  await page.goto('/orders');
  const row = page
    .locator('tbody tr')
    .filter({ hasNot: page.getByText('Rascunho') })
    .first();
  const patient = await row.locator('td[data-label="Paciente"]').innerText();
  await row.getByRole('button', { name: /Ver resumo/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir pedido' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.locator('.order-page__band')).toContainText(patient);
});

test('a KOL dentist is offered only the KOL steps the month still allows', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await openOrder(page, 'WAITING_FOR_APPROVAL');
  // 12 KOL steps in the balance, 6 a month: the selector stops at 6.
  await expect(page.getByText(/Saldo KOL: 12 etapas/)).toBeVisible();
  await page.getByRole('button', { name: 'Usar saldo bonificado' }).click();
  const kol = page.getByRole('dialog').getByLabel('Saldo KOL (etapas)');
  await expect(kol.locator('option')).toHaveText(['0', '1', '2', '3', '4', '5', '6']);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
});

test('the patient’s refinement bonus is offered until the planning uses it, then said to be in the planning', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await openOrder(page, 'WAITING_FOR_APPROVAL');
  const line = page.locator('.bonus p', { hasText: 'Bônus de refinamento do paciente' });
  await expect(line).toHaveText(/^Bônus de refinamento do paciente: \d+ etapas? disponíve(l|is), para usar uma única vez$/);
  const useSteps = async (steps: string) => {
    await page.getByRole('button', { name: 'Usar saldo bonificado' }).click();
    await page.getByRole('dialog').getByLabel('Bônus de refinamento do paciente (etapas)').selectOption(steps);
    await page.getByRole('dialog').getByRole('button', { name: 'Aplicar saldo' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await useSteps('2');
  await expect(line).toHaveText('Bônus de refinamento do paciente: 2 etapas usadas neste planejamento');
  await page.reload();
  await expect(line).toHaveText('Bônus de refinamento do paciente: 2 etapas usadas neste planejamento');
  // Given back, it is offered again: the KOL's demo order is left as it was.
  await useSteps('0');
  await expect(line).toHaveText(/disponíve(l|is), para usar uma única vez$/);
});

test('leaving an order page with a message written and not sent asks first', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  const id = await orderIn(page, 'ANALYSIS');
  await page.goto(`/orders/${id}`);
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await expectLeavingAsksFirst(page, messages.getByLabel('Mensagem'), 'Ainda estou escrevendo', page.getByRole('link', { name: 'CA Alinhadores' }), /\/orders$/);
});

test('models sent by post: the order says where to post them, copies the address, and takes the tracking code the staff then read', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'dentista@demo.com.br');
  const id = await openOrder(page, 'WAITING_MODEL');
  const post = page.getByRole('region', { name: 'Envio dos modelos pelo correio' });
  await expect(post.locator('address')).toContainText('Av. Paulista, 1000');
  await post.getByRole('button', { name: 'Copiar endereço' }).click();
  await expect(page.getByText('Endereço copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('São Paulo/SP – CEP 01310-100');

  // A code no carrier prints is said on its field, and nothing is sent.
  await post.getByLabel('Código de rastreio').fill('12-3');
  await post.getByRole('button', { name: 'Salvar código' }).click();
  await expect(post.getByText(/^Informe o código de rastreio como a transportadora o deu/)).toBeVisible();
  await post.getByLabel('Código de rastreio').fill(' ab 123 456 789 br ');
  await post.getByRole('button', { name: 'Salvar código' }).click();
  await expect(page.getByText('Código de rastreio salvo. Nossa equipe foi avisada do envio.')).toBeVisible();
  await expect(post.locator('.models-by-post__tracking')).toContainText('Código de rastreio: AB123456789BR');

  await page.getByRole('button', { name: 'Sair' }).click();
  await signIn(page, 'atendente@demo.com.br');
  await page.goto(`/attendant/orders/${id}`);
  await expect(page.locator('.details')).toContainText('AB123456789BR');
});
