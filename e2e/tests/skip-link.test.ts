import { describe, expect, test } from 'vitest';
import { chooseCustomerType, signInIndividual } from '../support/auth.ts';
import { LANGS, untilInteractive, useBrowser } from '../support/browser.ts';
import { LOGIN_URL, pageUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';

/** Issue 11: the first Tab stop is a skip link, and Enter on it lands in the page's form, past header and menu. */
const browser = useBrowser();

describe.each(LANGS)('skip link (%s)', (lang) => {
  test('on the login page and on a signed-in page, one Tab reaches it and Enter lands on the first field of the form', async () => {
    const { page } = await browser.open(lang);
    await page.goto(pageUrl(page, '/'));
    await page.waitForURL(LOGIN_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await untilInteractive(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t(lang, 'app.skipToContent') });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    const landed = () =>
      page.evaluate(() => ({ inMain: Boolean(document.activeElement?.closest('#main')), tag: document.activeElement?.tagName }));
    await expect.poll(landed).toEqual({ inMain: true, tag: 'INPUT' });

    await signInIndividual(page, lang);
    await page.goto(pageUrl(page, '/TransactionHistory'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'history.title') }).waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(landed).toEqual({ inMain: true, tag: 'INPUT' });
  });
});

describe('Latin-only fields in Arabic', () => {
  test('username and password type left to right on the Arabic login page', async () => {
    const { page } = await browser.open('ar');
    await page.goto(pageUrl(page, '/'));
    await page.waitForURL(LOGIN_URL);
    await chooseCustomerType(page, 'ar', 'company');
    const direction = (label: string) =>
      page
        .getByLabel(new RegExp(`^${label}( \\*)?$`))
        .first()
        .evaluate((el) => getComputedStyle(el).direction);
    expect(await direction(t('ar', 'auth.login.username'))).toBe('ltr');
    expect(await direction(t('ar', 'auth.login.password'))).toBe('ltr');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
