import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';

/** A literal string for use inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button by its whole visible name. */
export const button = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: label, exact: true });

/** Nothing wider than the screen, in the language's direction (soft: the journey goes on). */
export async function expectFits(page: Page, lang: Lang, where: string): Promise<void> {
  const { scrollWidth, innerWidth, dir } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, dir: document.documentElement.dir }));
  expect.soft(dir, where).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  expect.soft(scrollWidth, `${where} is wider than the ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

/** The page does not scroll sideways (wide tables scroll inside their own box). */
export async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  // Polled: right after a resize the layout is still moving (the menu slides away).
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${where} is wider than the screen` }).toBeLessThanOrEqual(0);
}
