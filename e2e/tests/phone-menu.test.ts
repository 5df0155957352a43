import { expect, test } from 'vitest';
import { signInIndividual } from '../support/auth.ts';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';

const browser = useBrowser();

test.each(LANGS)(
  'on a phone the closed menu is out of sight, of Tab and of screen readers; the burger opens it and a link closes it (%s)',
  async (lang) => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await signInIndividual(page, lang);
    const menu = page.getByRole('navigation', { name: t(lang, 'nav.label') });
    const history = menu.getByRole('link', { name: lang === 'ar' ? 'سجل المعاملات' : 'Transaction History' });
    await expect.poll(() => menu.isVisible()).toBe(false);

    // Tabbing through the whole page never lands in the closed menu.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.mantine-AppShell-navbar')))).toBe(false);
    }

    await page.getByRole('button', { name: t(lang, 'header.toggleMenu') }).click();
    await history.waitFor();
    // Once it has slid in, the menu lies whole on the screen.
    await expect
      .poll(async () => {
        const box = (await history.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    await history.click();
    await page.waitForURL(pathPattern('/TransactionHistory'));
    await expect.poll(() => menu.isVisible()).toBe(false);
  },
);
