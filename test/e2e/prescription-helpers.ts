import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './helpers';

const section = (page: Page, n: number) => page.locator('.rx-section', { has: page.locator(`#rx-${n}`) });

/** Fills every section of the Ficha de prescrição for a new case, picking teeth on the charts. */
export const fillPrescription = async (page: Page) => {
  await section(page, 1).getByRole('textbox').fill('Dentes tortos na frente.');
  await page.getByLabel('Apinhamento').check();
  await page.getByLabel('Diastemas', { exact: true }).check();
  await page.getByRole('button', { name: 'Dente 41' }).first().click();
  await section(page, 4).getByText('Manter').click();
  await section(page, 5).getByText('Melhorar sem D.I.P.').click();
  await section(page, 6).getByLabel('Manter').check();
  await section(page, 7).getByLabel('Manter').check();
  await section(page, 8).getByText('Melhorar com D.I.P.', { exact: true }).click();
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

/** A KOL draft for one of the KOL's patients, built through the API up to the quiz step. */
export const draftFor = async (request: APIRequestContext, patientName: string, caseType: 'CASO_NOVO' | 'CASO_CONTINUACAO') => {
  const login = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: 'Demo@1234' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const patients = (await (await request.get(`/api/patients?filter=${encodeURIComponent(patientName)}`, { headers })).json()) as { items: { id: string }[] };
  const address = ((await (await request.get('/api/address', { headers })).json()) as { items: { id: string }[] }).items[0]!.id;
  const { id } = (await (await request.post('/api/orders/draft', { headers, data: { patientId: patients.items[0]!.id } })).json()) as { id: string };
  const patch = (data: Record<string, unknown>) => request.patch(`/api/orders/draft/${id}`, { headers, data });
  await patch({ key: 'PRODUCT', productCategory: 'ALINHADORES' });
  await patch({
    key: 'CUSTOMIZE',
    productCategory: 'TRIO_ALINHADORES_CA',
    caseType,
    ...(caseType === 'CASO_CONTINUACAO' ? { caseContinuationProduct: 'CA_TRIO' } : {}),
    arcadeSuperior: true,
    item: 'ALIGNER_CA_TRIO',
  });
  await patch({ key: 'DATA_SHIPPING', modelProvideType: 'PHYSICAL_DELIVERY' });
  await patch({ key: 'ATTACHMENTS' });
  await patch({ key: 'ADDRESS', shippingAddressId: address, billingAddressId: address });
  return { id, headers, patch, submit: () => request.post(`/api/orders/draft/${id}`, { headers }) };
};
