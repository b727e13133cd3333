import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { attach, attachedNames, toAttachments } from './wizard-helpers';
import type { Page } from '@playwright/test';
import { sampleFiles } from '../support/server/sample-files';
import { expect, freshKolPatient, signIn, test } from './helpers';
import { expectPrescriptionSaved, fillPrescription } from './prescription-helpers';

const advance = (page: Page) => page.getByRole('button', { name: 'Avançar' }).click();
const stepTitle = (page: Page, title: string) => expect(page.locator('.new-order__card h2')).toHaveText(title);

const pickPatient = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Selecionar paciente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Buscar por nome ou CPF').fill(name);
  await expect(dialog.locator('td[data-label="Paciente"]')).toHaveText([new RegExp(name)]);
  await dialog.getByRole('button', { name: /^Selecionar / }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/new\/[0-9a-f-]+\/paciente$/);
};

/** Steps 2 and 3: a new CA Soft case for the upper arch. */
const chooseUpperCaSoft = async (page: Page) => {
  await page.getByRole('radio', { name: /Alinhadores/ }).click();
  await advance(page);
  await page.getByRole('radio', { name: 'Caso Novo' }).click();
  await page.getByRole('checkbox', { name: 'Superior' }).click();
  await page.getByRole('radio', { name: 'CA Soft' }).click();
  await advance(page);
};

test('the KOL dentist creates an aligner order through the seven steps, with models, photos and an X-ray', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('link', { name: 'Novo pedido' }).click();
  await stepTitle(page, 'Paciente');
  await pickPatient(page, 'Gabriel');
  await advance(page);

  await stepTitle(page, 'Produto');
  await advance(page);
  await expect(page.getByText('Escolha o produto.')).toBeVisible();
  await page.getByRole('radio', { name: /Alinhadores/ }).click();
  await advance(page);

  await stepTitle(page, 'Personalizar');
  await page.getByRole('radio', { name: 'Caso Novo' }).click();
  await page.getByRole('checkbox', { name: 'Superior' }).click();
  await page.getByRole('checkbox', { name: 'Inferior' }).click();
  await expect(page.getByText('(Ambas)')).toBeVisible();
  await page.getByRole('radio', { name: 'Trio de alinhadores', exact: true }).click();
  await advance(page);

  await stepTitle(page, 'Envio dos modelos');
  await page.getByRole('radio', { name: /Enviar arquivos/ }).click();
  await advance(page);

  await stepTitle(page, 'Anexos');
  await advance(page);
  await expect(page.getByText('Envie o modelo superior.')).toBeVisible();
  await attach(page, 'Foto de perfil', 'perfil.pdf', sampleFiles.pdf());
  const refused = 'Foto de perfil (perfil.pdf): Tipo de arquivo não aceito. Envie um destes: JPG, JPEG, PNG.';
  await expect(page.locator('.notistack-MuiContent', { hasText: refused })).toBeVisible();
  // The refusal stays on its slot after the toast has gone, until the slot's next file.
  await expect(page.locator('.notistack-MuiContent', { hasText: refused })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.slot__error')).toHaveText([refused]);
  await attach(page, 'Modelo superior', 'superior.stl', sampleFiles.binaryStl(2000));
  await attach(page, 'Modelo inferior', 'inferior.STL', sampleFiles.asciiStl());
  await attach(page, 'Foto de perfil', 'perfil.jpg', sampleFiles.jpeg());
  await expect(page.locator('.slot__error')).toHaveCount(0);
  await attach(page, 'Foto frontal sem sorriso', 'frente.png', sampleFiles.png());
  await attach(page, 'Foto frontal com sorriso', 'sorriso.jpg', sampleFiles.jpeg());
  await attach(page, 'Radiografia', 'panoramica.dcm', sampleFiles.dicom());
  await expect(page.locator(attachedNames)).toHaveText(
    ['superior.stl', 'inferior.STL', 'perfil.jpg', 'frente.png', 'sorriso.jpg', 'panoramica.dcm'].map((n) => n.replace('.STL', '.stl')),
  );
  await expect(page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Modelo superior' }) }).locator('.file-row__size')).toHaveText('97,74 KB');
  await page
    .locator('.slot', { has: page.locator('.slot__title', { hasText: 'Foto frontal com sorriso' }) })
    .getByRole('button', { name: /Remover/ })
    .click();
  await attach(page, 'Foto frontal com sorriso', 'sorriso2.jpg', sampleFiles.jpeg());
  await expect(page.locator('.slot', { has: page.locator('.slot__title', { hasText: 'Foto frontal com sorriso' }) }).locator(attachedNames)).toHaveText('sorriso2.jpg');
  await advance(page);

  await stepTitle(page, 'Endereço');
  // Each address is offered only for what it is: the clinic bills, the office receives.
  const delivery = page.locator('fieldset', { hasText: 'Endereço de entrega' });
  await expect(delivery.getByRole('radio', { name: /Clínica Sorriso Pleno/ })).toHaveCount(0);
  await delivery.getByRole('radio', { name: /Rua Augusta/ }).click();
  await expect(page.getByLabel('Usar o mesmo endereço para cobrança')).toBeDisabled();
  await expect(page.getByText('Este endereço é só de entrega: escolha abaixo o endereço de cobrança.')).toBeVisible();
  const billing = page.locator('fieldset', { hasText: 'Endereço de cobrança' });
  await expect(billing.getByRole('radio', { name: /Rua Augusta/ })).toHaveCount(0);
  await billing.getByRole('radio', { name: /Clínica Sorriso Pleno/ }).click();
  await advance(page);

  await stepTitle(page, 'Ficha');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Preencha a ficha de prescrição.')).toBeVisible();
  await page.getByRole('link', { name: 'Preencher a ficha de prescrição' }).click();
  await expect(page.getByRole('heading', { name: 'Ficha de prescrição' })).toBeVisible();
  await expect(page.locator('header.header')).toHaveCount(0);
  await fillPrescription(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expectPrescriptionSaved(page);
  // The whole order before it goes: each fact, the price to expect, and a way back to its step.
  const review = page.locator('.review');
  await expect(review).toContainText('Gabriel Ribeiro');
  await expect(review).toContainText('Alinhador · Trio de alinhadores');
  await expect(review).toContainText('Foto frontal com sorriso: sorriso2.jpg');
  await expect(review.locator('.review__row', { hasText: 'Endereço de entrega' })).toContainText('Rua Augusta');
  await expect(review.locator('.review__row', { hasText: 'Endereço de cobrança' })).toContainText('Clínica Sorriso Pleno');
  await expect(review.locator('.review__row', { hasText: 'Preço' })).toContainText(/^PreçoA partir de R\$\s320,00 por etapa \(ambas as arcadas\)/);
  await review.getByRole('link', { name: /^Alterar endereço de entrega/ }).click();
  await stepTitle(page, 'Endereço');
  await advance(page);
  await stepTitle(page, 'Ficha');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText(/Pedido enviado! Número do caso: \d+\./)).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.locator('tbody tr', { hasText: 'Gabriel Ribeiro' }).first();
  await expect(row).toContainText('Recebido');
  await expect(row).toContainText('Ambas');
});

test('a retention plate with models by post is waiting for its model, in the physical-delivery list', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.goto('/orders/new');
  await pickPatient(page, 'Beatriz');
  await advance(page);
  await page.getByRole('radio', { name: /Placa de contenção/ }).click();
  await advance(page);
  await page.getByRole('radio', { name: 'Caso Novo' }).click();
  await page.getByRole('checkbox', { name: 'Inferior' }).click();
  await advance(page);
  await expect(page.getByText('Escolha a espessura da placa.')).toBeVisible();
  await page.getByRole('radio', { name: '1,00 mm' }).click();
  await page.getByLabel('Informações adicionais (opcional)').fill('Contenção noturna.');
  await advance(page);
  await page.getByRole('radio', { name: /Entrega física/ }).click();
  await advance(page);
  await stepTitle(page, 'Anexos');
  await expect(page.getByLabel('Modelo inferior', { exact: true })).toHaveCount(0);
  await advance(page);
  await page.getByRole('radio', { name: /Carlos Eduardo Lima Rua Augusta/ }).click();
  await expect(page.getByLabel('Usar o mesmo endereço para cobrança')).not.toBeChecked();
  await page
    .locator('fieldset', { hasText: 'Endereço de cobrança' })
    .getByRole('radio', { name: /Clínica Sorriso Pleno/ })
    .click();
  await advance(page);
  await expect(page.locator('.review__row', { hasText: 'Preço' })).toContainText(/A partir de R\$\s150,00 \(1 placa de R\$\s150,00\)/);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('link', { name: 'Entrega física' }).click();
  const row = page.locator('tbody tr', { hasText: 'Beatriz Ferreira Gomes' }).first();
  await expect(row).toContainText('Aguardando modelo');
  await expect(row).toContainText('Contenção');
});

test('a draft left at the attachments step resumes there from the orders list', async ({ page }) => {
  await signIn(page, 'kol@demo.com.br');
  await page.goto('/orders/new');
  await pickPatient(page, 'Lucas');
  await advance(page);
  await chooseUpperCaSoft(page);
  await page.getByRole('radio', { name: /Enviar arquivos/ }).click();
  await advance(page);
  await stepTitle(page, 'Anexos');
  await attach(page, 'Modelo superior', 'sup.ply', sampleFiles.ply());
  await attach(page, 'Foto de perfil', 'perfil.jpg', sampleFiles.jpeg());
  const names = async () => (await page.locator(attachedNames).allInnerTexts()).sort();
  await expect.poll(names).toEqual(['perfil.jpg', 'sup.ply']);
  // Each file is on the draft as soon as it is sent: a reload before "Avançar" loses none.
  await page.reload();
  await stepTitle(page, 'Anexos');
  await expect.poll(names).toEqual(['perfil.jpg', 'sup.ply']);
  await expect(page.locator('.file-row', { hasText: 'perfil.jpg' })).toContainText(/\d+,\d{2} KB/);
  await page.getByRole('button', { name: 'Remover perfil.jpg' }).click();
  await expect.poll(names).toEqual(['sup.ply']);
  await page.reload();
  await stepTitle(page, 'Anexos');
  await expect(page.locator(attachedNames)).toHaveText(['sup.ply']);
  await advance(page);
  await stepTitle(page, 'Endereço');

  await page.getByRole('link', { name: 'Voltar aos pedidos' }).click();
  const draft = page.locator('tbody tr', { hasText: 'Lucas Oliveira' }).filter({ hasText: 'Rascunho' }).first();
  await draft.getByRole('link', { name: /Continuar/ }).click();
  await stepTitle(page, 'Endereço');
  await expect(page.locator('.steps__step--reached', { hasText: 'Anexos' })).toBeVisible();
  await page.getByRole('button', { name: /Anexos/ }).click();
  await expect(page.locator(attachedNames)).toHaveText(['sup.ply']);
  // A reload stays on the step its address names.
  await page.reload();
  await stepTitle(page, 'Anexos');
});

test('each step has its own address: Back and Forward move between steps, a reload stays, a link opens the step', async ({ page, context, request }) => {
  const patient = await freshKolPatient(request, 'Paula');
  await signIn(page, 'kol@demo.com.br');
  await page.goto('/orders/new');
  await pickPatient(page, patient);
  await advance(page);
  await expect(page).toHaveURL(/\/produto$/);
  await chooseUpperCaSoft(page);
  await page.getByRole('radio', { name: /Entrega física/ }).click();
  await advance(page);
  await stepTitle(page, 'Anexos');
  await expect(page).toHaveURL(/\/anexos$/);
  const attachments = page.url();

  await page.goBack();
  await stepTitle(page, 'Envio dos modelos');
  await expect(page.getByRole('radio', { name: /Entrega física/ })).toBeChecked();
  await page.goBack();
  await stepTitle(page, 'Personalizar');
  await expect(page.getByRole('radio', { name: 'CA Soft' })).toBeChecked();
  await page.goForward();
  await stepTitle(page, 'Envio dos modelos');
  await page.reload();
  await stepTitle(page, 'Envio dos modelos');
  await expect(page.locator('.steps__step--reached', { hasText: 'Anexos' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(/\/personalizar$/);
  await page.goBack();
  await stepTitle(page, 'Envio dos modelos');

  // The address shared in another tab opens the same draft on the same step.
  const other = await context.newPage();
  await other.goto(attachments);
  await stepTitle(other, 'Anexos');
  await expect(other.getByRole('heading', { name: `Novo pedido · ${patient}` })).toBeVisible();
  // A step the draft has not reached is not opened by its address.
  await other.goto(attachments.replace(/anexos$/, 'ficha'));
  await stepTitle(other, 'Anexos');
  await expect(other).toHaveURL(attachments);
});

test('a continuation of CA Soft keeps the previous prescription, locked; a retention plate is never a continuation', async ({ page, request }) => {
  const patient = await freshKolPatient(request, 'Sofia');
  await signIn(page, 'kol@demo.com.br');
  await page.goto('/orders/new');
  await pickPatient(page, patient);
  await advance(page);
  await page.getByRole('radio', { name: /Placa de contenção/ }).click();
  await advance(page);
  await expect(page.getByRole('radio', { name: /Caso Novo/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Continuação/ })).toHaveCount(0);

  await page.getByRole('button', { name: /Produto/ }).click();
  await page.getByRole('radio', { name: /Alinhadores/ }).click();
  await advance(page);
  await page.getByRole('radio', { name: /Continuação/ }).click();
  await page.getByRole('checkbox', { name: 'Superior' }).click();
  await page.getByRole('radio', { name: 'CA Soft' }).click();
  await advance(page);
  await page.getByRole('radio', { name: /Entrega física/ }).click();
  await advance(page);
  await advance(page);
  await stepTitle(page, 'Endereço');
  await page
    .locator('fieldset', { hasText: 'Endereço de entrega' })
    .getByRole('radio', { name: /Rua Augusta/ })
    .click();
  await page
    .locator('fieldset', { hasText: 'Endereço de cobrança' })
    .getByRole('radio', { name: /Clínica Sorriso Pleno/ })
    .click();
  await advance(page);
  await page.getByRole('link', { name: 'Preencher a ficha de prescrição' }).click();
  const keep = page.getByRole('radio', { name: 'Manter a prescrição anterior' });
  await expect(keep).toBeChecked();
  await expect(keep).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Alterar a prescrição' })).toBeDisabled();
});

test('choosing the same patient again reopens the untouched draft, and a draft is deleted from the list after confirming', async ({ page }) => {
  await signIn(page, 'dentista@demo.com.br');
  await page.goto('/orders/new');
  await pickPatient(page, 'Thiago');
  const first = page.url();
  await page.goto('/orders/new');
  await pickPatient(page, 'Thiago');
  expect(page.url()).toBe(first);

  await page.goto('/orders');
  const drafts = page.getByRole('button', { name: /^Excluir o rascunho de Thiago/ });
  await expect(drafts.first()).toBeVisible();
  await expect(page.locator('.table-wrap')).not.toHaveAttribute('aria-busy', 'true');
  const before = await drafts.count();
  await drafts.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Excluir rascunho' })).toBeVisible();
  await expect(dialog).toContainText('Os arquivos já enviados continuam na sua conta.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drafts).toHaveCount(before);
  await drafts.first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.locator('.notistack-MuiContent', { hasText: 'Rascunho excluído.' })).toBeVisible();
  await expect(drafts).toHaveCount(before - 1);
});

/** A real photo, as a phone takes it: a picture the server can make a thumbnail of. */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('several photos picked at once go to the empty photo slots in order, show their thumbnails, and one moves to another slot', async ({ page, request }) => {
  await toAttachments(page, request, 'Rita');
  const slot = (title: string) => page.locator('.slot', { has: page.locator('.slot__title', { hasText: new RegExp(`^${title}`) }) });
  await attach(page, 'Foto frontal sem sorriso', 'antes.jpg', await photo('#a66'));
  await expect(slot('Foto frontal sem sorriso').locator(attachedNames)).toHaveText('antes.jpg');

  const paths: string[] = [];
  for (const [name, color] of [
    ['a.jpg', '#c86'],
    ['b.jpg', '#8ac'],
    ['c.jpg', '#6a6'],
  ] as const) {
    const path = test.info().outputPath(name);
    await writeFile(path, await photo(color));
    paths.push(path);
  }
  await page.locator('.photo-drop input[type=file]').setInputFiles(paths);
  // The empty slots in order: the occupied one is skipped.
  await expect(slot('Foto de perfil').locator(attachedNames)).toHaveText('a.jpg');
  await expect(slot('Foto frontal com sorriso').locator(attachedNames)).toHaveText('b.jpg');
  await expect(slot('Intraoral superior').locator(attachedNames)).toHaveText('c.jpg');
  // Each shows its thumbnail, built by the server.
  await expect
    .poll(
      () =>
        slot('Foto de perfil')
          .locator('img.thumbnail')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      { timeout: 20_000 },
    )
    .toBe(320);

  // A photo in the wrong place moves; the one where it goes takes its old place.
  await slot('Foto frontal com sorriso').getByLabel('Mover para').selectOption({ label: 'Foto frontal sem sorriso' });
  await expect(slot('Foto frontal sem sorriso').locator(attachedNames)).toHaveText('b.jpg');
  await expect(slot('Foto frontal com sorriso').locator(attachedNames)).toHaveText('antes.jpg');
  await slot('Foto de perfil').getByLabel('Mover para').selectOption({ label: 'Intraoral frontal' });
  await expect(slot('Intraoral frontal').locator(attachedNames)).toHaveText('a.jpg');
  await expect(slot('Foto de perfil').locator(attachedNames)).toHaveCount(0);
  await page.reload();
  await expect(slot('Intraoral frontal').locator(attachedNames)).toHaveText('a.jpg');
  await expect(slot('Foto frontal sem sorriso').locator(attachedNames)).toHaveText('b.jpg');

  // More photos than empty slots: the ones left over are named, not sent.
  const many: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const path = test.info().outputPath(`extra-${i}.jpg`);
    await writeFile(path, await photo('#999'));
    many.push(path);
  }
  await page.locator('.photo-drop input[type=file]').setInputFiles(many);
  await expect(page.getByText('Todas as fotos já têm arquivo: 2 fotos não foram enviadas (extra-5.jpg, extra-6.jpg). Remova ou troque uma foto para enviá-las.')).toBeVisible();
  await expect(page.locator('.slot:not(.slot--filled)', { hasText: /^(Foto|Intraoral)/ })).toHaveCount(0);
});
