import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';

/** A literal string for use inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button by its whole visible name. */
export const button = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: label, exact: true });

/** Nothing wider than the screen, in the language's direction (soft: the journey goes on). */
export async function expectFits(page: Page, lang: Lang, where: string): Promise<void> {
  const { scrollWidth, innerWidth, dir } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    dir: document.documentElement.dir,
  }));
  expect.soft(dir, where).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  expect.soft(scrollWidth, `${where} is wider than the ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

/** The page does not scroll sideways (wide tables scroll inside their own box). */
export async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  // Polled: right after a resize the layout is still moving (the menu slides away).
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${where} is wider than the screen` }).toBeLessThanOrEqual(0);
}

/** The element shows whole inside the viewport as it is now: no sideways or downwards scrolling to read it. */
export async function expectInView(page: Page, target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(viewport).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what} ends past the right edge of the ${viewport!.width}px screen`).toBeLessThanOrEqual(viewport!.width);
  expect(y + height, `${what} is below the ${viewport!.height}px screen`).toBeLessThanOrEqual(viewport!.height);
  expect(y, `${what} is above the screen`).toBeGreaterThanOrEqual(0);
}

/**
 * Scrolls the page (only up and down) so the element's top sits near the top of the screen, again
 * until it stays there: right after a resize the content above may still be changing height.
 */
export async function scrollPageTo(target: Locator): Promise<void> {
  const place = () =>
    target.evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      if (Math.abs(top - 80) > 1) window.scrollTo({ top: top + window.scrollY - 80, behavior: 'instant' });
      return Math.round(el.getBoundingClientRect().top);
    });
  await expect
    .poll(async () => (await place()) === (await new Promise((r) => setTimeout(r, 100)).then(place)), { timeout: 5000 })
    .toBe(true);
}
