import { stagedPlanFiles, zipOf } from '../../src/server/seed/staged-plan';
import { expect, openOrder, orderWithPlanIn3d, signIn, test } from './helpers';
import { toast } from './staff-helpers';
import { drawnShare, drawnSize, imageOf } from './canvas-helpers';

for (const width of [1366, 390]) {
  test(`the dentist reviews the plan stage by stage in 3D, with what the chair does at each stage, at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'dentista@demo.com.br');
    await openOrder(page, await orderWithPlanIn3d(page));
    const current = page.getByRole('article', { name: /Planejamento/ }).filter({ has: page.getByText('Planejamento atual') });
    const open = current.getByRole('button', { name: 'Ver planejamento em 3D' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Planejamento \d+ em 3D/ })).toBeVisible();
    const stage = dialog.locator('.scan-viewer__stage');
    await expect(dialog.getByText(/^Início \(etapa 0 de \d+\)$/)).toBeVisible();
    await expect.poll(() => drawnShare(stage), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(dialog.getByText(/Carregando as etapas/)).toHaveCount(0, { timeout: 60_000 });
    const start = await imageOf(stage);

    // The slider moves the teeth; the chair work of the stage is listed beside them.
    const slider = dialog.getByRole('slider', { name: 'Etapa do planejamento' });
    const last = Number(await slider.getAttribute('max'));
    await slider.fill(String(last));
    await expect(dialog.getByText(`Etapa ${last} de ${last}`)).toBeVisible();
    await expect.poll(() => imageOf(stage)).not.toBe(start);
    // The demo's plans have IPR before stage 3 (upper arch) or 4 (lower arch only).
    const withIpr = (await dialog.getByLabel('Arcada superior').count()) > 0 ? 3 : 4;
    await slider.fill(String(withIpr));
    await expect(dialog.getByText(/^IPR de 0,2\d? mm entre \d\d e \d\d, antes desta etapa\.$/)).toBeVisible();
    // The chart to keep by the chair: by stage, printed alone, and as the server's PDF.
    await dialog.getByRole('button', { name: 'Tabela de IPR e attachments' }).click();
    const chart = dialog.getByRole('region', { name: 'Tabela de IPR e attachments' });
    await expect(chart.getByRole('row', { name: new RegExp(`^Etapa ${withIpr} `) })).toContainText(/0,2\d? mm entre \d\d e \d\d/);
    await expect(chart.getByRole('table', { name: 'IPR por contato' }).getByRole('row', { name: /^Total / })).toContainText(/\d,\d+ mm/);
    // On paper, the chart alone (the dialog around it is hidden, so it is found by its class).
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.chair-chart');
    await expect(printed.locator('tbody th', { hasText: new RegExp(`^Etapa ${withIpr}$`) })).toBeVisible();
    await expect(page.locator('.page-behind-dialogs')).toBeHidden();
    await expect(page.locator('.scan-viewer__stage')).toBeHidden();
    await expect(printed.getByText('Imprimir')).toBeHidden();
    await expect(printed.getByText(/^Pedido nº \d+ · .+ · Planejamento \d+$/)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const pdf = await page.request.get((await chart.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Tabela de IPR e attachments' }).click();
    await expect(chart).toHaveCount(0);
    const third = await imageOf(stage);
    await dialog.getByLabel('Comparar com o início').check();
    await expect.poll(() => imageOf(stage)).not.toBe(third);
    await dialog.getByRole('button', { name: 'Próxima etapa' }).click();
    await expect(dialog.getByText(`Etapa ${withIpr + 1} de ${last}`)).toBeVisible();
    // Played, it goes on by itself to the end.
    await dialog.getByRole('button', { name: 'Reproduzir' }).click();
    await expect(dialog.getByText(`Etapa ${last} de ${last}`)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    // Opening the plan in 3D counts as viewing it on the web.
    await expect(current.getByText(/Visualização web: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  });
}

for (const width of [1366, 390]) {
  test(`the dentist compares two plannings of an order at the same stage, at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'dentista@demo.com.br');
    await openOrder(page, await orderWithPlanIn3d(page, 2));
    const current = page.getByRole('article', { name: /Planejamento/ }).filter({ has: page.getByText('Planejamento atual') });
    await current.getByRole('button', { name: 'Ver planejamento em 3D' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Carregando as etapas/)).toHaveCount(0, { timeout: 60_000 });
    // Her comment on this plan says which planning answered it, as the planner marked it.
    const comments = dialog.getByRole('region', { name: 'Comentários nos dentes' });
    await expect(comments).toContainText('Avaliar expansão para corrigir a linha média.');
    await expect(comments).toContainText(/Respondido no planejamento \d+\./);
    const chooser = dialog.getByRole('combobox', { name: 'Comparar com outro planejamento' });
    await expect(chooser.locator('option')).toHaveCount(2, { timeout: 60_000 });
    const other = (await chooser.locator('option').allTextContents()).find((o) => /^Planejamento \d+$/.test(o))!;
    await chooser.selectOption({ label: other });
    const stages = dialog.locator('.scan-viewer__stage');
    await expect(stages).toHaveCount(2);
    await expect(dialog.getByText(new RegExp(`^${other} · Início \\(etapa 0 de \\d+\\)$`))).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => drawnShare(stages.nth(1)), { timeout: 60_000 }).toBeGreaterThan(0);
    // Side by side on a wide screen, one above the other on a phone.
    const [a, b] = [(await stages.nth(0).boundingBox())!, (await stages.nth(1).boundingBox())!];
    if (width >= 900) expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    else expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    // One camera, one scale: the two plans' starting models, the same teeth, look the same size.
    const sizeRatio = async () => {
      const [mine, theirs] = [await drawnSize(stages.nth(0)), await drawnSize(stages.nth(1))];
      return Math.max(mine.width, theirs.width) / Math.max(1, Math.min(mine.width, theirs.width));
    };
    await expect.poll(sizeRatio, { timeout: 30_000 }).toBeLessThan(1.1);
    await page.screenshot({ path: test.info().outputPath(`compared-${width}.png`) });
    // The other plan follows the stage reviewed, and changes with it.
    const before = await imageOf(stages.nth(1));
    await dialog.getByRole('slider', { name: 'Etapa do planejamento' }).fill('5');
    await expect(dialog.getByText(new RegExp(`^${other} · Etapa 5 de \\d+$`))).toBeVisible();
    await expect.poll(() => imageOf(stages.nth(1))).not.toBe(before);
    await chooser.selectOption({ label: 'Nenhum outro planejamento' });
    await expect(stages).toHaveCount(1);
  });
}

test('the planner sends the stage models as a ZIP and, once built, the staff and the dentist review the same plan', async ({ page, browser }) => {
  // Its builds share the machine with the demo's own staged plans, built in their own lane at the
  // first start (minutes of mesh work on a loaded two-core machine while other journeys run).
  test.setTimeout(480_000);
  await signIn(page, 'atendente@demo.com.br');
  // The last of the demo dentist's two aligner orders in virtual planning: the live journey takes the first.
  const listed = await page.request.get('/api/admin/orders?status=VIRTUAL_PLANNING&limit=100');
  const inPlanning = ((await listed.json()) as { items: { id: string; productCategory: string; dentist: { name: string } }[] }).items;
  const id = inPlanning.filter((o) => o.productCategory !== 'PLACA_CONTENCAO' && o.dentist.name === 'Ana Beatriz Souza').at(-1)!.id;
  const order = (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as { arcadeSuperior: boolean; arcadeInferior: boolean; plannings: unknown[] };
  await page.goto(`/attendant/orders/${id}`);
  const plannings = page.getByRole('region', { name: 'Planejamentos' });
  await plannings.getByRole('button', { name: 'Novo planejamento', exact: true }).click();
  await expect(toast(page, 'Novo planejamento criado.')).toBeVisible();
  const planning = plannings.getByRole('article', { name: `Planejamento ${order.plannings.length + 1}` });
  const product = planning.getByRole('form', { name: 'Adicionar produto' });
  await product.getByLabel('Produto').selectOption({ label: 'Etapas de alinhadores (ambas as arcadas) (R$ 320,00)' });
  await product.getByLabel('Quantidade').fill('5');
  await product.getByRole('button', { name: 'Adicionar produto' }).click();
  await expect(toast(page, 'Produto adicionado ao pedido')).toBeVisible();

  // A ZIP with a stage missing is refused with the file named; the right one is built.
  const arches = [...(order.arcadeSuperior ? (['upper'] as const) : []), ...(order.arcadeInferior ? (['lower'] as const) : [])];
  // Fewer stages than the planning's 5 steps: the planner confirms the count.
  const lastStage = 4;
  const files = stagedPlanFiles({ arches, lastStage, toothDetail: 8 });
  const send = async (name: string, entries: typeof files) =>
    planning
      .getByLabel('Enviar modelos das etapas (ZIP)')
      .setInputFiles({ name, mimeType: 'application/zip', buffer: await zipOf(entries.map((f) => ({ name: f.name, bytes: f.stl }))) });
  await send(
    'faltando.zip',
    files.filter((f) => f.stage !== 2),
  );
  await expect(planning.getByRole('alert')).toContainText(/Falta a etapa 2 da arcada (superior|inferior)\./, { timeout: 240_000 });
  await send('etapas.zip', files);
  await expect(toast(page, 'Modelos das etapas recebidos.')).toBeVisible();
  await expect(planning.getByRole('alert')).toContainText(`O ZIP tem ${lastStage} etapa`, { timeout: 240_000 });
  await planning.getByRole('button', { name: `Usar ${lastStage} etapas mesmo assim` }).click();
  await planning.getByRole('button', { name: 'Ver planejamento em 3D' }).click({ timeout: 150_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Início (etapa 0 de ${lastStage})`)).toBeVisible();
  await expect.poll(() => drawnShare(dialog.locator('.scan-viewer__stage')), { timeout: 30_000 }).toBeGreaterThan(0);
  // The planner marks the chair work at its stage: IPR before stage 2, an attachment bonded there.
  await dialog.getByRole('slider', { name: 'Etapa do planejamento' }).fill('2');
  const iprForm = dialog.getByRole('form', { name: 'Adicionar IPR antes desta etapa' });
  await iprForm.getByLabel('IPR (mm)').fill('0,2');
  await iprForm.getByRole('button', { name: 'Adicionar IPR antes desta etapa' }).click();
  await expect(dialog.getByText(/^IPR de 0,2 mm entre \d\d e \d\d, antes desta etapa\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Colar attachment nesta etapa' }).click();
  await expect(dialog.getByText(/^Colar attachment no dente \d\d\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('region', { name: 'Alterações da equipe' })).toContainText('Modelos das etapas enviados');

  // The dentist sees the same plan once it is sent for approval.
  await page.getByRole('button', { name: 'Solicitar aprovação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido atualizado. O pedido está aguardando aprovação.')).toBeVisible();
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
  const dentist = await context.newPage();
  // On her phone.
  await dentist.setViewportSize({ width: 390, height: 844 });
  await signIn(dentist, 'dentista@demo.com.br');
  await dentist.goto(`/orders/${id}`);
  await dentist.getByRole('button', { name: 'Ver planejamento em 3D' }).click();
  const review = dentist.getByRole('dialog');
  await expect(review.getByText(`Início (etapa 0 de ${lastStage})`)).toBeVisible();

  // She pins what to change on a tooth at stage 2, and sends it with her request for an adjustment.
  await expect(review.getByText(/Carregando as etapas/)).toHaveCount(0, { timeout: 60_000 });
  await review.getByRole('slider', { name: 'Etapa do planejamento' }).fill('2');
  await review.getByRole('button', { name: 'Comentar num dente' }).click();
  const model = review.locator('.scan-viewer__stage');
  const box = (await model.boundingBox())!;
  // The arches are in the middle of the view; a tap beside them pins nothing.
  await model.click({ position: { x: 8, y: 8 } });
  await expect(review.getByRole('alert')).toHaveText('Toque no dente que deve mudar.');
  await expect(async () => {
    await model.click({ position: { x: box.width / 2, y: box.height / 2 - 12 } });
    await expect(review.getByLabel('O que deve mudar')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The form opens where the eye is, ready to type in.
  await expect(review.getByLabel('O que deve mudar')).toBeInViewport();
  await expect(review.getByLabel('O que deve mudar')).toBeFocused();
  await dentist.screenshot({ path: test.info().outputPath('comment-390.png') });
  await review.getByLabel('O que deve mudar').fill('Menos rotação neste dente.');
  await review.getByRole('button', { name: 'Salvar comentário' }).click();
  await expect(review.getByRole('region', { name: 'Comentários nos dentes' })).toContainText(
    /Dente \d\d · Etapa 2 Menos rotação neste dente\. Vai junto quando você reprovar o planejamento\./,
  );
  await review.getByRole('button', { name: 'Fechar' }).click();
  await dentist.getByRole('button', { name: 'Reprovar' }).click();
  await expect(dentist.getByRole('dialog')).toContainText('Se você marcou comentários nos dentes, eles vão junto.');
  await dentist.getByRole('dialog').getByLabel('Motivo').fill('Veja o comentário no dente.');
  await dentist.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(dentist.locator('.order-page__title .badge')).toHaveText('Revisão solicitada');
  await context.close();

  // The planner sees the same comment, sent, in the same viewer.
  await page.reload();
  await planning.getByRole('button', { name: 'Ver planejamento em 3D' }).click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Comentários nos dentes' })).toContainText('Menos rotação neste dente. Enviado com o pedido de ajuste.');
});

test('the dentist shows the plan to her patient with a link that opens without signing in, without names or prices, until she revokes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dentista@demo.com.br');
  const orderId = await orderWithPlanIn3d(page);
  await openOrder(page, orderId);
  const patient = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { patient: { firstName: string; lastName: string } };
  const current = page.getByRole('article', { name: /Planejamento/ }).filter({ has: page.getByText('Planejamento atual') });
  await current.getByRole('button', { name: 'Ver planejamento em 3D' }).click();
  const share = page.getByRole('dialog').getByRole('region', { name: 'Mostrar ao paciente' });
  await share.getByRole('button', { name: /Criar (novo )?link/ }).click();
  const link = await share.getByLabel('Link para o paciente').inputValue();
  expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
  await expect(share).toContainText(/Link válido até \d{2}\/\d{2}\/\d{4}, aberto 0 vezes\./);

  // The patient, on another phone, without an account.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patientPage = await context.newPage();
  await patientPage.goto(link);
  await expect(patientPage.getByRole('heading', { name: 'Seu tratamento, etapa por etapa' })).toBeVisible();
  await expect.poll(() => drawnShare(patientPage.locator('.scan-viewer__stage')), { timeout: 60_000 }).toBeGreaterThan(0);
  const slider = patientPage.getByRole('slider', { name: 'Etapa do planejamento' });
  await slider.fill((await slider.getAttribute('max')) ?? '1');
  // The page as sent, before its code runs, has the title the page then keeps.
  expect(await (await patientPage.request.get(link)).text()).toContain(`<title>${await patientPage.title()}</title>`);
  const seen = await patientPage.locator('body').innerText();
  for (const secret of [patient.patient.firstName, patient.patient.lastName, 'R$', 'Ana Beatriz', 'IPR', 'Comentários']) expect(seen).not.toContain(secret);
  await patientPage.screenshot({ path: test.info().outputPath('patient-link-390.png') });

  // Revoked, the link says so.
  await share.getByRole('button', { name: 'Revogar link' }).click();
  await expect(share).toContainText('O link vale 30 dias.');
  await patientPage.reload();
  await expect(patientPage.getByRole('alert')).toHaveText('Este link não está mais disponível. Peça um novo ao seu dentista.');
  await context.close();
});
