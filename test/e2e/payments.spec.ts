import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, moneyTablesNotAddingUp, signIn, test, textMeantForPrograms } from './helpers';
import { payerPays, pixWebhookToken, pspCharges } from './pix-psp';
import { sampleStatement } from '../support/server/sample-statement';
import { linhaDigitavelOf } from '../support/domain/boleto-maker';

/** The bank's boleto as a PDF the staff send. */
const boletoPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// Each journey brings its own order to approval, one after the other: the second takes the next.
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.locator('.notistack-MuiContent', { hasText: text }).last();
const badge = (page: Page) => page.locator('.order-page__title .badge');

/**
 * An order of the demo dentist brought to her approval by the staff through the API: one waiting
 * for its virtual planning (no other journey takes those), planned with 10 aligner steps.
 */
const orderToApprove = async (page: Page): Promise<string> => {
  const listed = await page.request.get('/api/admin/orders?status=WAITING_VIRTUAL_PLANNING&limit=100');
  const items = ((await listed.json()) as { items: { id: string; productCategory: string; dentist: { name: string } }[] }).items;
  const id = items.filter((o) => o.productCategory !== 'PLACA_CONTENCAO' && o.dentist.name === 'Ana Beatriz Souza').at(-1)!.id;
  const { version } = (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as { version: number };
  expect((await page.request.patch(`/api/admin/orders/${id}`, { data: { version, statusId: 'VIRTUAL_PLANNING', statusChangeReason: 'Planejamento iniciado' } })).status()).toBe(
    200,
  );
  const { id: planningId } = (await (await page.request.post(`/api/admin/orders/${id}/plannings`, { data: { basedOnPrevious: false } })).json()) as { id: string };
  const products = (await (await page.request.get('/api/admin/products')).json()) as { id: string; main: boolean }[];
  expect(
    (await page.request.post(`/api/admin/orders/${id}/plannings/${planningId}/product`, { data: { productId: products.find((p) => p.main)!.id, quantity: 10 } })).status(),
  ).toBe(204);
  expect((await page.request.patch(`/api/admin/orders/${id}/request-approval`)).status()).toBe(200);
  return id;
};

/** The dentist has seen the planning, on the web and its file (the order page's journeys test those views). */
const planningSeen = async (dentist: Page, id: string) => {
  const order = (await (await dentist.request.get(`/api/orders/${id}`)).json()) as { plannings: { id: string; isCurrent: boolean }[] };
  const planningId = order.plannings.find((p) => p.isCurrent)!.id;
  for (const type of ['WEB', 'FILE']) expect((await dentist.request.post(`/api/orders/${id}/planning/view`, { data: { type, planningId } })).status()).toBe(204);
  await dentist.reload();
};

/** The dentist, on her order's page, chooses how to pay (in `installments` when it parcels) and approves; the planning's rating is left for later. */
const approvePaying = async (dentist: Page, id: string, condition: string, installments?: number) => {
  await planningSeen(dentist, id);
  await dentist.getByRole('radio', { name: condition }).check();
  if (installments) await dentist.getByRole('combobox', { name: 'Parcelas' }).selectOption({ index: installments });
  await dentist.getByRole('button', { name: 'Salvar condição' }).click();
  await expect(toast(dentist, 'Condição de pagamento salva.')).toBeVisible();
  await dentist.getByRole('button', { name: 'Aprovar planejamento' }).click();
  await dentist.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(badge(dentist)).toHaveText('Aprovado');
  await dentist.getByRole('dialog').getByRole('button', { name: 'Responder depois' }).click();
};

test('the dentist approves paying by Pix, sees the QR code, and the page says the payment arrived the moment the PSP confirms it, at 1366 and 390 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'atendente@demo.com.br');
  const id = await orderToApprove(page);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const dentist = await context.newPage();
  dentist.setDefaultTimeout(15_000);
  await signIn(dentist, 'dentista@demo.com.br');
  await dentist.goto(`/orders/${id}`);
  await expect(badge(dentist)).toHaveText('Aguardando aprovação');
  await approvePaying(dentist, id, 'Pix');

  // The portal registers the charge with the PSP (API Pix, `PUT /cob/{txid}`: the charge's id's 32
  // letters and digits); from then on the page shows the PSP's dynamic code.
  const [registered] = ((await (await dentist.request.get(`/api/orders/${id}/charges`)).json()) as { charges: { id: string }[] }).charges;
  const cobTxid = registered!.id.replace(/-/g, '').toUpperCase();
  await expect.poll(async () => (await pspCharges(dentist.request)).find((c) => c.txid === cobTxid)?.status, { timeout: 20_000 }).toBe('ATIVA');
  await dentist.reload();

  // One charge of the planning's total, open, with its QR code and "copia e cola".
  const payment = dentist.getByRole('region', { name: 'Pagamento' });
  await expect(payment.getByRole('row', { name: /Pagamento à vista/ })).toContainText('Em aberto');
  const qr = payment.getByRole('img', { name: /QR code do Pix de R\$/ });
  await expect(qr.locator('img')).toBeVisible();
  const code = (await payment.locator('.pix-payment__code').innerText()).trim();
  expect(code).toMatch(/^000201010212.*br\.gov\.bcb\.pix25.*6304[0-9A-F]{4}$/);
  await payment.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(toast(dentist, 'Código Pix copiado.')).toBeVisible();
  expect(await dentist.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(await moneyTablesNotAddingUp(dentist)).toEqual([]);
  expect(await textMeantForPrograms(dentist)).toEqual([]);
  await payment.screenshot({ path: test.info().outputPath('pix-1366.png') });

  // On a phone, the same charge, the code within the screen's width.
  await dentist.setViewportSize({ width: 390, height: 844 });
  await expect(qr).toBeVisible();
  expect(await payment.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await dentist.screenshot({ path: test.info().outputPath('pix-390.png') });

  // The payer's bank pays the code at the PSP, which tells the portal: the open page follows without a reload.
  expect(await payerPays(dentist.request, code)).toBe(204);
  expect((await pspCharges(dentist.request)).find((c) => c.txid === cobTxid)?.status).toBe('CONCLUIDA');
  await expect(toast(dentist, 'Novidade neste pedido: Pagamento recebido.')).toBeVisible();
  await expect(payment.getByRole('row', { name: /Pagamento à vista/ })).toContainText('Pagamento recebido');
  await expect(payment.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0);
  await expect(payment).toContainText(/Paga em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // Paid, with its receipt, the charge still fits the phone's width: nothing runs past its card.
  await payment.scrollIntoViewIfNeeded();
  await payment.screenshot({ path: test.info().outputPath('paid-390.png') });
  expect(
    await payment.evaluate((section) =>
      [...section.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > section.getBoundingClientRect().right + 0.5).map((e) => `${e.tagName}.${e.className}`),
    ),
  ).toEqual([]);
  await dentist.setViewportSize({ width: 1366, height: 900 });
  await payment.screenshot({ path: test.info().outputPath('paid-1366.png') });

  // Its receipt downloads as a PDF.
  const download = dentist.waitForEvent('download');
  await payment.getByRole('link', { name: 'Baixar recibo' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^recibo-\d+-1\.pdf$/);
  expect((await readFile(await receipt.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The staff see the same charge paid on their order page.
  await page.goto(`/attendant/orders/${id}`);
  await expect(page.getByRole('region', { name: 'Pagamento' }).getByRole('row', { name: /Pagamento à vista/ })).toContainText('Pagamento recebido');
  await context.close();
});

test('the staff attach the bank’s boleto to an instalment and confirm another by hand, and the dentist’s page follows, at 1366 and 390 px', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'atendente@demo.com.br');
  const id = await orderToApprove(page);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const dentist = await context.newPage();
  await signIn(dentist, 'dentista@demo.com.br');
  await dentist.goto(`/orders/${id}`);
  await approvePaying(dentist, id, 'Boleto parcelado', 3);
  const payment = dentist.getByRole('region', { name: 'Pagamento' });
  await expect(payment.getByRole('row', { name: /Parcela \d de 3/ })).toHaveCount(3);
  expect(await moneyTablesNotAddingUp(dentist)).toEqual([]);

  await page.goto(`/attendant/orders/${id}`);
  const staffPayment = page.getByRole('region', { name: 'Pagamento' });

  // The staff attach the bank's boleto to instalment 2: a wrong digit is said before anything is
  // sent; the right one attaches, and the dentist's open page shows it without a reload.
  const [, second] = ((await (await dentist.request.get(`/api/orders/${id}/charges`)).json()) as { charges: { amountCents: number }[] }).charges;
  const linha = linhaDigitavelOf({ bank: '341', factor: '9800', amountCents: second!.amountCents, free: '1090000000000000000000001' });
  // The boleto sits in the detail row under its charge's line.
  const detailOf = (line: Locator) => line.locator('xpath=following-sibling::tr[1][@data-detail]');
  const staffRow = detailOf(staffPayment.getByRole('row', { name: /Parcela 2 de 3/ }));
  await staffRow.getByText('Anexar boleto').click();
  await staffRow.getByLabel('PDF do boleto').setInputFiles({ name: 'boleto.pdf', mimeType: 'application/pdf', buffer: boletoPdf });
  await staffRow.getByLabel('Linha digitável').fill(`${linha.slice(0, 3)}${(Number(linha[3]) + 1) % 10}${linha.slice(4)}`);
  await staffRow.getByRole('button', { name: 'Anexar', exact: true }).click();
  await expect(toast(page, 'O dígito verificador do 1º campo da linha digitável não confere.')).toBeVisible();
  await staffRow.getByLabel('Linha digitável').fill(linha);
  await staffPayment.screenshot({ path: test.info().outputPath('staff-boleto-form.png') });
  await staffRow.getByRole('button', { name: 'Anexar', exact: true }).click();
  await expect(toast(page, 'Boleto anexado. O dentista já pode pagá-lo.')).toBeVisible();
  await expect(staffRow).toContainText('Trocar boleto');
  const dentistRow = detailOf(payment.getByRole('row', { name: /Parcela 2 de 3/ }));
  await expect(dentistRow).toContainText(`${linha.slice(0, 5)}.${linha.slice(5, 10)}`);
  await dentistRow.getByRole('button', { name: 'Copiar linha digitável' }).click();
  expect(await dentist.evaluate(() => navigator.clipboard.readText())).toBe(linha);
  const boletoDownload = dentist.waitForEvent('download');
  await dentistRow.getByRole('link', { name: 'Baixar boleto' }).click();
  expect((await readFile(await (await boletoDownload).path())).equals(boletoPdf)).toBe(true);
  expect(await moneyTablesNotAddingUp(dentist)).toEqual([]);
  expect(await textMeantForPrograms(dentist)).toEqual([]);
  await payment.screenshot({ path: test.info().outputPath('boleto-1366.png') });
  await dentist.setViewportSize({ width: 390, height: 844 });
  expect(await payment.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await payment.screenshot({ path: test.info().outputPath('boleto-390.png') });

  await staffPayment
    .getByRole('row', { name: /Parcela 1 de 3/ })
    .getByRole('button', { name: 'Confirmar pagamento' })
    .click();
  const ask = page.getByRole('dialog');
  await ask.getByLabel('Como o pagamento foi confirmado').fill('Comprovante do boleto enviado por e-mail');
  await ask.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pagamento confirmado.')).toBeVisible();
  await expect(staffPayment.getByRole('row', { name: /Parcela 1 de 3/ })).toContainText('Pagamento recebido');
  await expect(page.getByRole('region', { name: 'Alterações da equipe' })).toContainText('Pagamento confirmado manualmente');

  await expect(payment.getByRole('row', { name: /Parcela 1 de 3/ })).toContainText('Pagamento recebido');
  await expect(payment.getByRole('row', { name: /Parcela 2 de 3/ })).toContainText('Em aberto');

  // The staff cancel instalment 3 with the reason; the dentist's page says it is no longer owed, and still adds up.
  await staffPayment
    .getByRole('row', { name: /Parcela 3 de 3/ })
    .getByRole('button', { name: 'Cancelar cobrança' })
    .click();
  await ask.getByLabel('Por que a cobrança foi cancelada').fill('Parcela renegociada com a clínica');
  await ask.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Cobrança cancelada.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alterações da equipe' })).toContainText('Cobrança cancelada');
  await expect(payment.getByRole('row', { name: /Parcela 3 de 3/ })).toContainText('Cancelada');
  await expect(payment).toContainText(/Cancelado: R\$\s1\.066,66/);
  expect(await moneyTablesNotAddingUp(dentist)).toEqual([]);
  await context.close();
});

test('"Financeiro" lists the dentist’s charges with their sums at 1366 and 390 px, filters them, and the staff export them', async ({ page, browser }) => {
  await signIn(page, 'dentista@demo.com.br');
  await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Financeiro' }).click();
  await expect(page.getByRole('heading', { name: 'Financeiro' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Cobranças' }).locator('tbody tr');
  // The journeys above left charges of hers: one paid by Pix, three instalments (one confirmed by hand).
  await expect(
    rows
      .filter({ hasText: 'Pagamento recebido' })
      .or(rows.filter({ hasText: 'Paga' }))
      .first(),
  ).toBeVisible();
  expect(await textMeantForPrograms(page)).toEqual([]);
  await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Em aberto' }).click();
  await expect(page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Em aberto' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toContainText('Em aberto');
  for (const status of await rows.locator('.charge-status').allInnerTexts()) expect(status).toBe('Em aberto');
  await page.screenshot({ path: test.info().outputPath('financeiro-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('financeiro-390.png') });
  // Its order opens from the line.
  await rows
    .first()
    .getByRole('link', { name: /Pedido nº/ })
    .click();
  await expect(page.getByRole('region', { name: 'Pagamento' })).toBeVisible();

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'atendente@demo.com.br');
  await staff.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Financeiro' }).click();
  await expect(staff.getByRole('table', { name: 'Cobranças' })).toContainText('Ana Beatriz Souza');
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Exportar CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^cobrancas-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await csv.path())).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Pedido;Dentista;Cobrança;Condição;Vencimento;Situação;Valor (R$);Pago em;A devolver');

  // The bank's statement: a credit naming an open instalment's txid is recorded at once; one of
  // another instalment's exact amount waits for the staff's word.
  const open = (await (await staff.request.get('/api/admin/charges?status=OPEN&limit=100')).json()) as { items: { id: string; orderId: string; amountCents: number }[] };
  const [named, guessed] = open.items;
  const charges = (await (await staff.request.get(`/api/admin/orders/${named!.orderId}/charges`)).json()) as { charges: { id: string; txid: string }[] };
  const txid = charges.charges.find((c) => c.id === named!.id)!.txid;
  const reais = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  await staff
    .getByRole('region', { name: 'Extrato bancário' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'extrato.ofx',
      mimeType: 'application/x-ofx',
      buffer: Buffer.from(
        sampleStatement([
          { fitId: `E2E-${Date.now()}-1`, amount: reais(named!.amountCents), day: '20261126', memo: `PIX RECEBIDO ${txid}` },
          { fitId: `E2E-${Date.now()}-2`, amount: reais(guessed!.amountCents), day: '20261126', memo: 'PIX RECEBIDO SEM IDENTIFICADOR' },
        ]),
      ),
    });
  const statement = staff.getByRole('region', { name: 'Extrato bancário' });
  await expect(statement.getByRole('heading', { name: 'Baixados agora' })).toBeVisible();
  await expect(statement).toContainText('Cobrança paga');
  await statement.getByRole('button', { name: 'Confirmar' }).first().click();
  await expect(toast(staff, 'Pagamento confirmado pelo extrato.')).toBeVisible();
  expect(await textMeantForPrograms(staff)).toEqual([]);
  await staff.screenshot({ path: test.info().outputPath('extrato-1366.png'), fullPage: true });
  await context.close();
});

test('the staff read why each Pix was set aside, a page at a time, at 1366 and 390 px', async ({ page }) => {
  // A PSP's batch of Pix the portal cannot read: each set aside on its own, with why.
  const batch = Array.from({ length: 23 }, (_, i) => ({ endToEndId: `E2EASIDE${Date.now()}${i}`, valor: '10.00', horario: '2026-02-30T12:00:00Z' }));
  const told = await page.request.post(`/api/payments/pix/webhook/${pixWebhookToken}/pix`, { data: { pix: batch } });
  expect(told.status()).toBe(204);
  await signIn(page, 'atendente@demo.com.br');
  await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Financeiro' }).click();
  const aside = page.getByRole('region', { name: 'Pagamentos a conferir' });
  await expect(aside).toContainText('Pix com dados inválidos: O horário do Pix deve ser uma data e hora no formato RFC 3339.');
  const paging = aside.getByRole('navigation', { name: 'Páginas dos pagamentos a conferir' });
  await expect(paging).toContainText(/^Anterior\s*Página 1 de \d+ · \d+ pagamentosPróxima$/);
  await aside.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('aside-1366.png'), fullPage: true });
  await paging.getByRole('button', { name: 'Próxima' }).click();
  await expect(paging).toContainText('Página 2 de');
  await expect(paging.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await textMeantForPrograms(page)).toEqual([]);
  await aside.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('aside-390.png'), fullPage: true });
});
