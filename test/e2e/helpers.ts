import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Journeys run with the post-purchase survey put off ('Responder depois'), as a dentist
 * who already saw it would; the survey's own tests turn it back on with `withSurvey`.
 */
export const test = base.extend<{ withSurvey: boolean }>({
  withSurvey: [false, { option: true }],
  context: async ({ context, withSurvey }, use) => {
    if (!withSurvey) await context.addInitScript(() => window.sessionStorage.setItem('portal.survey.postponed', '1'));
    await use(context);
  },
});

export const demoPassword = 'Demo@1234';

/** Fills and sends the login form; waits until the header shows the user unless told not to. */
export const signIn = async (page: Page, username: string, password = demoPassword, options = { expectSuccess: true }): Promise<void> => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail, CPF ou CNPJ').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (options.expectSuccess) await expect(page.getByTestId('header-name')).toBeVisible();
};

/** The distinct texts of one column once the list has settled on them. */
export const expectColumn = async (page: Page, label: string, expected: readonly string[]) => {
  await expect.poll(async () => [...new Set(await page.locator(`td[data-label="${label}"]`).allInnerTexts())].sort()).toEqual([...expected].sort());
};

export const tableRows = (page: Page) => page.locator('table tbody tr');

/** The case numbers of the rows on screen. */
export const caseNumbers = async (page: Page): Promise<string[]> => page.locator('table tbody td[data-label="Caso"]').allInnerTexts();

export const expectPage = async (page: Page, n: number) => {
  // "Página 2", or with the total where the list tells it: "Página 2 de 4 · 64 pedidos".
  await expect(page.locator('.pagination__page')).toHaveText(new RegExp(`^Página ${n}( de \\d+ · \\d+ \\p{L}+)?$`, 'u'));
  await expect(page.locator('.table-wrap')).not.toHaveAttribute('aria-busy', 'true');
};

/**
 * A new patient of the KOL dentist, for one journey only: journeys run in parallel, and two
 * that pick the same patient before choosing a product would share her untouched draft.
 */
export const freshKolPatient = async (request: APIRequestContext, firstName: string): Promise<string> => {
  const login = await request.post('/api/auth/login', { data: { username: 'kol@demo.com.br', password: demoPassword } });
  const { access_token } = (await login.json()) as { access_token: string };
  const lastName = `Teste ${uniqueLetters()}`;
  const created = await request.post('/api/patients', { headers: { authorization: `Bearer ${access_token}` }, data: { firstName, lastName, cpf: '', gender: 'FEMALE' } });
  expect(created.status()).toBe(201);
  return `${firstName} ${lastName}`;
};

/**
 * Lets a test send a page behind another tab and bring it back. Headless Chromium keeps every
 * page visible, so the Page Visibility API's answer and its event are set from the test; the
 * app's own code runs unchanged.
 */
export const emulateTabs = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible'), configurable: true });
    Object.defineProperty(document, 'hidden', { get: () => hidden, configurable: true });
    Object.assign(window, {
      portalTestSendBehind: (behind: boolean) => {
        hidden = behind;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
};

export const sendBehind = (page: Page, behind = true): Promise<void> =>
  page.evaluate((b) => (window as unknown as { portalTestSendBehind: (b: boolean) => void }).portalTestSendBehind(b), behind);

/**
 * What runs off the right edge of the screen: a box past it, or text out of its box (a word too
 * long for the line). What scrolls inside a box of its own within the page (the wizard's steps,
 * a wide table) is left out; the page itself scrolls only up and down.
 */
export const spillingOffScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const scrollsInside = (e: Element | null): boolean =>
      !!e && e.tagName !== 'MAIN' && (['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX) || scrollsInside(e.parentElement));
    const spills = (e: Element) =>
      e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 || (getComputedStyle(e).overflowX === 'visible' && e.scrollWidth > e.clientWidth + 1);
    return [...document.querySelectorAll('main *')].filter((e) => spills(e) && !scrollsInside(e.parentElement)).map((e) => e.outerHTML.slice(0, 80));
  });

/**
 * Leaving by `link` while `field` holds `text` not saved asks "Sair sem salvar?": Cancelar stays
 * on the page with the text, Confirmar leaves for an address matching `left`.
 */
export const expectLeavingAsksFirst = async (page: Page, field: Locator, text: string, link: Locator, left: RegExp) => {
  await field.fill(text);
  const here = page.url();
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sair sem salvar?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(here);
  await expect(field).toHaveValue(text);
  await link.click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(left);
};

/**
 * Every money table on screen (`table[data-adds-up]`) whose lines do not add up to its total
 * row (`[data-total]`), to the cent: each row's last cell is an amount, a deduction with a minus.
 * Answers what does not add up, so a passing page answers nothing.
 */
export const moneyTablesNotAddingUp = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const cents = (cell: Element | null | undefined): number => {
      const text = cell?.textContent ?? '';
      const value = Number(text.replace(/\D/g, ''));
      return /[−-]/.test(text) ? -value : value;
    };
    return [...document.querySelectorAll('table[data-adds-up]')].flatMap((table) => {
      // A detail row (the boleto of the line above) carries no amount: it is not summed, and must not show money.
      const details = [...table.querySelectorAll('tr[data-detail]')].filter((r) => /R\$/.test(r.textContent ?? ''));
      if (details.length > 0) return [`${table.getAttribute('aria-label') ?? 'tabela'}: linha de detalhe com valor`];
      const rows = [...table.querySelectorAll('tbody tr:not([data-detail]), tfoot tr')];
      const total = rows.find((r) => r.hasAttribute('data-total'));
      const sum = rows.filter((r) => r !== total).reduce((s, r) => s + cents(r.lastElementChild), 0);
      return total && sum === cents(total.lastElementChild)
        ? []
        : [`${table.getAttribute('aria-label') ?? 'tabela'}: linhas somam ${sum}, total ${total ? cents(total.lastElementChild) : 'ausente'}`];
    });
  });

/**
 * Text meant for programs that reached the screen: enum values, ISO dates, field names, empty
 * values. Answers what it found, so a readable screen answers nothing.
 */
export const textMeantForPrograms = async (page: Page): Promise<string[]> => {
  const text = await page.evaluate(() => document.body.innerText);
  const unreadable = [/\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/g, /\b\d{4}-\d{2}-\d{2}\b/g, /\b[a-z]+[A-Z][A-Za-z]+\b/g, /\b(undefined|null|NaN)\b|\[object Object\]/g];
  return unreadable.flatMap((pattern) => text.match(pattern) ?? []);
};

/** A word of letters no other run of a test has used (people's names take letters only). */
export const uniqueLetters = (length = 8): string =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, length)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/**
 * A demo order of the signed-in dentist whose current planning can be reviewed in 3D (with
 * `plans` 2, one with two plannings in 3D), both arches first: the demo's stages are built in the
 * background after the server's first start, and other journeys decide on some demo orders meanwhile.
 */
export const orderWithPlanIn3d = async (page: Page, plans: 1 | 2 = 1): Promise<string> => {
  let found: string | undefined;
  await expect(async () => {
    const { items } = (await (await page.request.get('/api/orders?limit=100')).json()) as { items: { id: string }[] };
    const details = await Promise.all(
      items.map(
        async (o) =>
          (await (await page.request.get(`/api/orders/${o.id}`)).json()) as {
            id: string;
            status: string;
            arcadeSuperior: boolean;
            arcadeInferior: boolean;
            plannings: { isCurrent: boolean; stages: string }[];
          },
      ),
    );
    // One still waiting for her decision first.
    const ready = details
      .filter((d) => (d.plannings ?? []).filter((p) => p.stages === 'READY' && (plans === 2 || p.isCurrent)).length >= plans)
      .sort((a, b) => Number(b.status === 'WAITING_FOR_APPROVAL') - Number(a.status === 'WAITING_FOR_APPROVAL'));
    found = (ready.find((d) => d.arcadeSuperior && d.arcadeInferior) ?? ready[0])?.id;
    expect(found).toBeDefined();
  }).toPass({ timeout: 90_000 });
  return found!;
};

/**
 * Opens an order page as the dentist. Another journey may decide the same demo order while it
 * is open; the planning survey then opens over the page, and is answered later, as a dentist
 * busy with something else would.
 */
export const openOrder = async (page: Page, orderId: string): Promise<void> => {
  await answerPlanningSurveyLater(page);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** From now on, whenever the planning survey opens over the page, 'Responder depois'. */
export const answerPlanningSurveyLater = (page: Page) =>
  page.addLocatorHandler(page.getByRole('dialog', { name: 'Avalie o planejamento' }), async (survey) => {
    await survey.getByRole('button', { name: 'Responder depois' }).click();
  });
