import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { validPrescription } from '../../src/domain/prescription/prescription.arbitrary';
import { expect, freshKolPatient, signIn, test } from './helpers';
import { draftFor, expectPrescriptionSaved, fillPrescription } from './prescription-helpers';

const section = (page: Page, n: number) => page.locator('.rx-section', { has: page.locator(`#rx-${n}`) });

test('an empty prescription shows every message, and each dependency works', async ({ page, request }) => {
  const draft = await draftFor(request, 'João', 'CASO_NOVO');
  await signIn(page, 'kol@demo.com.br');
  await page.goto(`/orders/new/prescription?draft=${draft.id}`);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Revise os campos destacados na ficha.')).toBeVisible();
  await expect(page.locator('.rx-section--error')).toHaveCount(11);
  await expect(section(page, 1)).toContainText('Campo obrigatório');

  // At most three characteristics; the others are disabled; Outro opens its text.
  for (const c of ['Apinhamento', 'Classe III', 'Outro']) await page.getByLabel(c, { exact: true }).check();
  await expect(page.getByLabel('Mordida aberta', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Qual outra característica?')).toBeVisible();

  // Manter clears both arch options of the overbite.
  await section(page, 6).getByLabel('Melhorar com intrusão na arcada superior').check();
  await section(page, 6).getByLabel('Manter').check();
  await expect(section(page, 6).getByLabel('Melhorar com intrusão na arcada superior')).not.toBeChecked();

  // The midline chart opens only with D.I.P.; Manter clears it.
  const midlineSpace = section(page, 8).getByRole('button', { name: 'Espaço 12-11' });
  await expect(midlineSpace).toBeDisabled();
  await section(page, 8).getByText('Melhorar com D.I.P.', { exact: true }).click();
  await midlineSpace.click();
  await expect(midlineSpace).toHaveAttribute('aria-pressed', 'true');
  // One tab stop per chart; arrows move between teeth and spaces, Space marks (WAI-ARIA grid).
  const chart = section(page, 8).getByRole('grid');
  await expect(chart.locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(chart.locator('button:not([disabled])')).toHaveCount(62);
  await page.keyboard.press('ArrowRight');
  await expect(chart.getByRole('button', { name: 'Dente 11' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(chart.getByRole('button', { name: 'Espaço 11-21' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chart.getByRole('button', { name: 'Espaço 11-21' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(chart.getByRole('button', { name: 'Espaço 41-31' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(chart.getByRole('button', { name: 'Dente 48' })).toBeFocused();
  await expect(chart.locator('button[tabindex="0"]')).toHaveCount(1);
  await section(page, 8).getByRole('group', { name: 'Linha média' }).getByText('Manter').click();
  await expect(midlineSpace).toHaveAttribute('aria-pressed', 'false');
  await expect(midlineSpace).toBeDisabled();

  // Fechar todos selects every space of both arches, none after 28 or 38.
  await section(page, 9).getByText('Fechar todos').click();
  await expect(section(page, 9).locator('.chart__space--on')).toHaveCount(30);
  await section(page, 9).getByText('Fechar parcialmente').click();
  await expect(section(page, 9).locator('.chart__space--on')).toHaveCount(0);
  await section(page, 9).getByRole('button', { name: 'Espaço 33-34' }).click();
  await expect(section(page, 9).locator('.chart__space--on')).toHaveCount(1);

  // The extraction chart opens only with extraction; Sem extração clears it.
  const tooth = section(page, 11).getByRole('button', { name: 'Dente 14' });
  await expect(tooth).toBeDisabled();
  await section(page, 11).getByText('Com extração').click();
  await tooth.click();
  await section(page, 11).getByText('Sem extração').click();
  await expect(tooth).toHaveAttribute('aria-pressed', 'false');

  // The objectives count from 4.000 characters on, and say so past 5.000 without cutting.
  const objectives = section(page, 12).getByRole('textbox');
  await objectives.fill('Objetivo: alinhar.');
  await expect(section(page, 12).locator('.field__counter')).toHaveCount(0);
  await objectives.fill('Alinhar. '.repeat(445));
  await expect(section(page, 12).locator('.field__counter')).toHaveText('4.005 de 5.000 caracteres');
  await objectives.fill('Alinhar. '.repeat(556));
  await expect(objectives).toHaveValue('Alinhar. '.repeat(556));
  await expect(section(page, 12).locator('.field__counter--over')).toHaveText('5.004 de 5.000 caracteres');
});

test('a continuation with KEEP shows the previous answers locked and focuses the additional information, on a phone without moving the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await draftFor(request, 'Maria', 'CASO_NOVO');
  const previous = { ...fc.sample(validPrescription, { numRuns: 1, seed: 11 })[0]!, caseType: 'CASO_NOVO', continuationType: null, complaint: 'Queixa anterior registrada.' };
  expect((await first.patch({ key: 'QUIZ', prescriptionForm: JSON.stringify(previous) })).status()).toBe(200);
  expect((await first.submit()).status()).toBe(200);
  const next = await draftFor(request, 'Maria', 'CASO_CONTINUACAO');

  await signIn(page, 'kol@demo.com.br');
  await page.goto(`/orders/new/prescription?draft=${next.id}`);
  await page.getByText('Manter a prescrição anterior').click();
  await expect(section(page, 1).getByRole('textbox')).toHaveValue('Queixa anterior registrada.');
  await expect(section(page, 1).getByRole('textbox')).toBeDisabled();
  const additional = section(page, 12).getByRole('textbox');
  await expect(additional).toBeFocused();
  await expect(additional).toBeEnabled();
  // Only the page's own area scrolls to the field: the window stays put, with no blank band under the frame.
  expect(await page.evaluate(() => ({ scrollY: window.scrollY, height: document.documentElement.scrollHeight }))).toEqual({ scrollY: 0, height: 844 });
  // Every tooth chart shows both halves of each arch within the phone's width, nothing behind a sideways scroll.
  for (const chart of await page.locator('.chart').all()) {
    expect(await chart.evaluate((c) => c.scrollWidth <= c.clientWidth)).toBe(true);
    const frame = (await chart.boundingBox())!;
    const teeth = await chart.locator('.chart__tooth').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    expect(teeth).toHaveLength(32);
    for (const t of teeth) expect(t.left >= frame.x - 0.5 && t.right <= frame.x + frame.width + 0.5).toBe(true);
  }
  await additional.fill('Continuação: refinar os incisivos.');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Ficha de prescrição salva.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText(/Pedido enviado!/)).toBeVisible();
});

test('the print view shows the header and the answers, for the dentist and for staff, and prints to PDF', async ({ page, request }) => {
  const patient = await freshKolPatient(request, 'Lívia');
  const order = await draftFor(request, patient, 'CASO_NOVO');
  const form = { ...fc.sample(validPrescription, { numRuns: 1, seed: 5 })[0]!, caseType: 'CASO_NOVO', continuationType: null, complaint: 'Incisivos apinhados.' };
  expect((await order.patch({ key: 'QUIZ', prescriptionForm: JSON.stringify(form) })).status()).toBe(200);
  const { caseNumber } = (await (await order.submit()).json()) as { caseNumber: number };

  await signIn(page, 'kol@demo.com.br');
  await page.getByRole('link', { name: 'Entrega física' }).click();
  await page.getByPlaceholder('Buscar por paciente ou nº do caso').fill(String(caseNumber));
  // The search waits for typing to pause: wait for the list it answers, not for any one-row table.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(`^${caseNumber} `) })).toBeVisible();
  await page.getByRole('button', { name: `Ver resumo do pedido de ${patient}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ficha de prescrição' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/prescription$`));
  await expect(page.locator('header.header')).toHaveCount(0);
  const summary = page.locator('.rx-print__summary');
  await expect(summary).toContainText('Carlos Eduardo Lima');
  await expect(summary).toContainText('CRO-RJ 55120');
  await expect(summary).toContainText(patient);
  await expect(summary).toContainText('kol@demo.com.br');
  await expect(page.locator('.rx-print__answers > li')).toHaveCount(12);
  await expect(page.locator('.rx-print__answers')).toContainText('Incisivos apinhados.');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.locator('.chat-link')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('ficha.pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);

  await page.emulateMedia({ media: 'screen' });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'atendente@demo.com.br');
  await page.goto(`/attendant/orders/${order.id}/prescription`);
  await expect(page.locator('.rx-print__summary')).toContainText(patient);
});

test('the wizard’s Ficha prints as the order’s print mode does: the sheet of what is filled so far, every tooth on the page', async ({ page, request }) => {
  const patient = await freshKolPatient(request, 'Heloísa');
  const draft = await draftFor(request, patient, 'CASO_NOVO');
  await signIn(page, 'kol@demo.com.br');
  await page.goto(`/orders/new/prescription?draft=${draft.id}`);
  await section(page, 1).getByRole('textbox').fill('Dentes do siso inclinados.');
  await section(page, 11).getByText('Com extração').click();
  for (const tooth of ['Dente 28', 'Dente 38']) await section(page, 11).getByRole('button', { name: tooth }).click();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.rx__actions').screenshot({ path: test.info().outputPath('wizard-ficha-actions-390.png') });

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.rx__form')).toBeHidden();
  const sheet = page.locator('.rx__sheet');
  await expect(sheet.getByRole('heading', { name: 'Ficha de prescrição' })).toBeVisible();
  await expect(sheet.locator('.rx-print__summary')).toContainText(patient);
  await expect(sheet.locator('.rx-print__answers > li')).toHaveCount(12);
  await expect(sheet.locator('.rx-print__answers')).toContainText('Dentes do siso inclinados.');
  await expect(sheet.locator('.rx-print__answers')).toContainText('Dentes: 28, 38');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`wizard-ficha-print-${width}.png`), fullPage: true });
    // Nothing printed runs past the page's edge.
    expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('ficha-do-rascunho.pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

/** What the browser's own "leave this page?" prompt would be told on a reload or a closed tab. */
const unloadWouldAsk = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test('leaving the prescription with unsaved answers asks first; a save returns to the wizard without asking', async ({ page, request }) => {
  const draft = await draftFor(request, await freshKolPatient(request, 'Joana'), 'CASO_NOVO');
  await signIn(page, 'kol@demo.com.br');
  const prescription = `/orders/new/prescription?draft=${draft.id}`;
  await page.goto(prescription);
  await expect(section(page, 1).getByRole('textbox')).toBeVisible();
  expect(await unloadWouldAsk(page)).toBe(false);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new/${draft.id}/ficha$`));

  await page.getByRole('link', { name: 'Preencher a ficha de prescrição' }).click();
  await section(page, 1).getByRole('textbox').fill('Dentes tortos na frente.');
  expect(await unloadWouldAsk(page)).toBe(true);
  await page.getByRole('button', { name: 'Voltar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sair sem salvar?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(section(page, 1).getByRole('textbox')).toHaveValue('Dentes tortos na frente.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/orders/new/prescription\\?draft=${draft.id}$`));

  await fillPrescription(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expectPrescriptionSaved(page);
  await expect(page).toHaveURL(new RegExp(`/orders/new/${draft.id}/ficha$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await unloadWouldAsk(page)).toBe(false);
});
