import { expect, signIn, tableRows, test } from './helpers';
import { toast } from './staff-helpers';

test('a staff queue filtered by status and "Meus pedidos" is bookmarked and reopened, its late approvals reminded, at 1366 and 390 px', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The planner's own queue: the attendant's kept filters, which other journeys read, stay as they are.
  await signIn(page, 'planejador@demo.com.br');
  await page.goto('/attendant/orders');
  const chips = page.getByRole('group', { name: 'Status' });
  const waiting = chips.getByRole('button', { name: /^Aguardando aprovação \d+$/ });
  // The counts come with the queue: the demo has several plannings waiting for approval.
  await expect.poll(async () => Number((await waiting.innerText()).replace(/\D+/g, ''))).toBeGreaterThan(1);
  const count = Number((await waiting.innerText()).replace(/\D+/g, ''));
  await waiting.click();
  await expect(waiting).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/statuses=WAITING_FOR_APPROVAL/);
  await expect(tableRows(page)).toHaveCount(count);
  await expect(page.locator('td[data-label="Status"]')).toHaveText(Array(count).fill('Aguardando aprovação'));
  await expect(page.getByText(`Página 1 de 1 · ${count} pedidos`)).toBeVisible();
  // Ordered by the time in status from the column's header, longest first, and back.
  const age = page.getByRole('columnheader', { name: 'Neste status há' });
  await age.getByRole('button').click();
  await expect(age).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=LONGEST_IN_STATUS/);
  await expect(page.getByLabel('Ordem')).toHaveValue('LONGEST_IN_STATUS');
  await age.getByRole('button').click();
  await expect(age).toHaveAttribute('aria-sort', 'none');
  await expect(page).not.toHaveURL(/sort=/);
  // The rows in their new order are in before two of them are picked by position.
  await expect(page.locator('.table-wrap')).not.toHaveAttribute('aria-busy', 'true');

  // Two of them become the attendant's own.
  const boxes = page.getByRole('checkbox', { name: /^Selecionar o pedido de / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(boxes.nth(0)).toBeChecked();
  const chosen = page.getByRole('region', { name: 'Pedidos selecionados' });
  await expect(chosen).toContainText('2 pedidos selecionados');
  await chosen.getByLabel('Responsável').selectOption({ label: 'Rafael Martins' });
  await chosen.getByRole('button', { name: 'Atribuir' }).click();
  await expect(toast(page, '2 pedidos atribuídos a Rafael Martins.')).toBeVisible();
  await chips.getByRole('button', { name: 'Meus pedidos' }).click();
  await expect(page).toHaveURL(/mine=true/);
  // Only hers are left.
  await expect.poll(async () => [...new Set(await page.locator('td[data-label="Responsável"]').allInnerTexts())]).toEqual(['Rafael Martins']);
  const mine = await tableRows(page).count();
  expect(mine).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('queue-1366.png'), fullPage: true });

  // The address is the queue: opened again, as from a bookmark, it shows the same orders.
  const bookmark = page.url();
  const again = await context.newPage();
  await again.setViewportSize({ width: 390, height: 844 });
  await again.goto(bookmark);
  await expect(again.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Meus pedidos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tableRows(again)).toHaveCount(mine);
  await again.screenshot({ path: test.info().outputPath('queue-390.png') });
  await again.close();

  // A late approval: the dentist is reminded with a message on the order.
  const remind = page.getByRole('button', { name: /^Enviar lembrete sobre o pedido de / }).first();
  await remind.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Lembrete enviado ao dentista.')).toBeVisible();

  // Back as they were, for the journeys beside this one.
  await page
    .getByRole('checkbox', { name: /^Selecionar o pedido de / })
    .nth(0)
    .check();
  await page
    .getByRole('checkbox', { name: /^Selecionar o pedido de / })
    .nth(1)
    .check();
  await chosen.getByLabel('Responsável').selectOption({ label: 'Ninguém (tirar o responsável)' });
  await chosen.getByRole('button', { name: 'Atribuir' }).click();
  await expect(toast(page, '2 pedidos ficaram sem responsável.')).toBeVisible();
  await chips.getByRole('button', { name: 'Meus pedidos' }).click();
  await chips.getByRole('button', { name: /^Aguardando aprovação/ }).click();
  await expect(page).toHaveURL(/\/attendant\/orders$/);

  // The provider's targets, in whole days, under the queue.
  await page.getByText('Metas por status').click();
  const production = page.getByRole('textbox', { name: 'Em produção' });
  await expect(production).toHaveValue('5');
  // A planning sent back waits for the lab; a cancelled or finished order waits for no one.
  await expect(page.getByRole('textbox', { name: 'Revisão solicitada' })).toHaveValue('3');
  for (const none of ['Cancelado', 'Finalizado', 'Rascunho']) await expect(page.getByRole('textbox', { name: none, exact: true })).toHaveCount(0);
  await production.fill('4');
  await production.press('Enter');
  await expect(toast(page, 'Meta de “Em produção” salva.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Em produção' }).fill('5');
  await page.getByRole('textbox', { name: 'Em produção' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Em produção' })).toHaveValue('5');
});
