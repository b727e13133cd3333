import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, moneyTablesNotAddingUp, spillingOffScreen, textMeantForPrograms } from './helpers';

/** WCAG 2.2 A and AA as axe-core checks them, and text written for people, on the screen shown. */
export const expectAccessible = async (page: Page, screen: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    screen,
  ).toEqual([]);
  // Nothing meant for programs reaches a person: no enum value, ISO date, field name or empty value.
  expect(await textMeantForPrograms(page), screen).toEqual([]);
  // Every money table adds up to its total, to the cent.
  expect(await moneyTablesNotAddingUp(page), screen).toEqual([]);
  // WCAG 1.4.10: at the width of a phone nothing needs a sideways scroll of the page.
  expect(await spillingOffScreen(page), screen).toEqual([]);
};
