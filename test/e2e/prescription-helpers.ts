import type { Page } from '@playwright/test';
import { expect } from './helpers';

const section = (page: Page, n: number) => page.locator('.rx-section', { has: page.locator(`#rx-${n}`) });

/** Fills every section of the Ficha de prescrição for a new case, picking teeth on the charts. */
export const fillPrescription = async (page: Page) => {
  await section(page, 1).getByRole('textbox').fill('Dentes tortos na frente.');
  await page.getByLabel('Apinhamento').check();
  await page.getByLabel('Diastemas', { exact: true }).check();
  await page.getByRole('button', { name: 'Dente 41' }).first().click();
  await section(page, 4).getByText('Manter').click();
  await section(page, 5).getByText('Melhorar sem D.I.P').click();
  await section(page, 6).getByLabel('Manter').check();
  await section(page, 7).getByLabel('Manter').check();
  await section(page, 8).getByText('Melhorar com D.I.P', { exact: true }).click();
  await section(page, 8).getByRole('button', { name: 'Espaço 12-11' }).click();
  await section(page, 8).getByRole('group', { name: 'Arcada superior' }).getByText('Mover para a direita').click();
  await section(page, 8).getByRole('group', { name: 'Arcada inferior' }).getByText('Manter').click();
  await section(page, 9).getByText('Fechar parcialmente').click();
  await section(page, 9).getByRole('button', { name: 'Espaço 11-21' }).click();
  for (const group of await section(page, 10).getByRole('group').all()) await group.getByText('Se necessário').click();
  await section(page, 11).getByText('Com extração').click();
  await section(page, 11).getByRole('button', { name: 'Dente 18' }).first().click();
  await section(page, 12).getByRole('textbox').fill('Fechar diastemas e alinhar incisivos.');
};

export const expectPrescriptionSaved = async (page: Page) => {
  await expect(page.getByText('Ficha de prescrição salva.')).toBeVisible();
  await expect(page.getByText('Ficha de prescrição preenchida.')).toBeVisible();
};
