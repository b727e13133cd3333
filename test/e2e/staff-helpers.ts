import type { Page } from '@playwright/test';
import { expect } from './helpers';

// What the staff's journeys share: finding an order, reading its status, moving it along.

export const toast = (page: Page, text: string) => page.locator('.notistack-MuiContent', { hasText: text }).last();
export const badge = (page: Page) => page.locator('.order-page__title .badge');

/** The newest aligner order of a dentist in a status, as staff list it. */
export const staffOrder = async (page: Page, status: string, dentistName: string): Promise<string> => {
  const answer = await page.request.get(`/api/admin/orders?status=${status}&limit=100`);
  const items = ((await answer.json()) as { items: { id: string; productCategory: string; dentist: { name: string } }[] }).items;
  return items.find((o) => o.productCategory !== 'PLACA_CONTENCAO' && o.dentist.name === dentistName)!.id;
};

export const moveTo = async (page: Page, status: string, reason: string) => {
  // A sentence is on screen once at a time (decisions, sign-in): once the previous save's
  // confirmation has closed, the one awaited below can only be this save's.
  await expect(toast(page, 'Pedido atualizado')).toHaveCount(0);
  const form = page.getByRole('region', { name: 'Dados do pedido' });
  await form.getByLabel('Mudar status para').selectOption({ label: status });
  await form.getByLabel('Motivo da mudança').fill(reason);
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Pedido atualizado')).toBeVisible();
  await expect(badge(page)).toHaveText(status);
  // The person's own save is no news to them; the form starts again from what was saved.
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByLabel('Mudar status para')).toHaveValue('');
  await expect(form.getByLabel('Motivo da mudança')).toHaveValue('');
};
