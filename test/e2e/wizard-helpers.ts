import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, freshKolPatient, signIn, test } from './helpers';

const advance = (page: Page) => page.getByRole('button', { name: 'Avançar' }).click();

/** The names of files on the draft: an upload under way shows its name too, in a row of its own. */
export const attachedNames = '.file-row:not(.file-row--uploading) .file-row__name';

/**
 * Chooses a file for a slot from the disk, as a dentist does. (Handed over as a buffer, a 50 MB
 * scan took 30 s to cross Playwright's protocol; from a path the browser reads it itself.)
 */
export const attach = async (page: Page, slot: string, name: string, buffer: Buffer) => {
  const path = test.info().outputPath(name);
  await writeFile(path, buffer);
  await page.getByLabel(slot, { exact: true }).setInputFiles(path);
};

/** A KOL's fresh aligner case for both arches, with files to send, on the attachments step; `onStep` looks at each step on the way. */
export const toAttachments = async (
  page: Page,
  request: Parameters<typeof freshKolPatient>[0],
  firstName: string,
  onStep: (step: string) => Promise<void> = async () => undefined,
) => {
  const patient = await freshKolPatient(request, firstName);
  await signIn(page, 'kol@demo.com.br');
  await page.goto('/orders/new');
  await page.getByRole('button', { name: 'Selecionar paciente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Buscar por nome ou CPF').fill(patient);
  await expect(dialog.locator('td[data-label="Paciente"]')).toHaveText([patient]);
  await onStep('choosing the patient');
  await dialog.getByRole('button', { name: /^Selecionar / }).click();
  await expect(page).toHaveURL(/\/paciente$/);
  await onStep('patient');
  await advance(page);
  await page.getByRole('radio', { name: /Alinhadores/ }).click();
  await onStep('product');
  await advance(page);
  await page.getByRole('radio', { name: 'Caso Novo' }).click();
  await page.getByRole('checkbox', { name: 'Superior' }).click();
  await page.getByRole('checkbox', { name: 'Inferior' }).click();
  await page.getByRole('radio', { name: 'Trio de alinhadores', exact: true }).click();
  await onStep('customize');
  await advance(page);
  await page.getByRole('radio', { name: /Enviar arquivos/ }).click();
  await onStep('models');
  await advance(page);
  await expect(page.locator('.new-order__card h2')).toHaveText('Anexos');
  await onStep('attachments');
};
