import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { useBrowser, type Lang } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();
/** An office screen and a tablet held upright (issue 31 §8). */
const WIDTHS = [1366, 768] as const;

/** Every width: a screenshot, and nothing wider than the screen. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `back-office-screens/${name}-${width}`);
  }
}

describe.each(['en', 'ar'] as Lang[])('every back-office screen (%s)', (lang) => {
  test('sign-in, search, payment, reveal, sessions and not allowed (support lead)', { timeout: 180_000 }, async () => {
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await page.goto(backOfficeUrl('/'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'signIn.heading') }).waitFor();
    await shoot(page, `sign-in-${lang}`);
    await signInStaff(page, lang, 'lead');
    await page.goto(backOfficeUrl('/?q=90000001'));
    const first = page.getByRole('table').getByRole('link').first();
    await first.waitFor();
    await shoot(page, `search-${lang}`);
    await first.click();
    await page.getByRole('heading', { name: bo(lang, 'payment.timeline') }).waitFor();
    await shoot(page, `payment-${lang}`);
    await page.getByRole('button', { name: `${bo(lang, 'payment.reveal')}: ${bo(lang, 'field.mobile')}` }).click();
    await page.getByRole('dialog', { name: bo(lang, 'reveal.title') }).waitFor();
    await shoot(page, `reveal-${lang}`);
    await page.keyboard.press('Escape');
    await page.goto(backOfficeUrl('/Sessions'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'sessions.heading') }).waitFor();
    await shoot(page, `sessions-${lang}`);
    await page.goto(backOfficeUrl('/Stuck'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'notAllowed.heading') }).waitFor();
    await shoot(page, `not-allowed-${lang}`);
  });

  test('stuck payments and search with export (finance), audit log (auditor)', { timeout: 180_000 }, async () => {
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await signInStaff(page, lang, 'finance');
    await page.getByRole('button', { name: bo(lang, 'search.export') }).waitFor();
    await shoot(page, `search-finance-${lang}`);
    await page.goto(backOfficeUrl('/Stuck'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'stuck.heading') }).waitFor();
    await shoot(page, `stuck-${lang}`);
    const auditor = (await browser.open(lang, { viewport: { width: 1366, height: 900 } })).page;
    await signInStaff(auditor, lang, 'auditor');
    await auditor.goto(backOfficeUrl('/Audit'));
    await auditor.getByRole('table').getByRole('row').nth(1).waitFor();
    await shoot(auditor, `audit-${lang}`);
  });
});
