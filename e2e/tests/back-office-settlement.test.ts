import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

/** Nothing wider than an office screen or a tablet held upright. */
async function fits(page: Page, name: string) {
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${width}px`,
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `back-office/${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The Oman day of `at`, or the Sunday after it for a Friday or Saturday: the banking day its payments settle with. */
function settlesWith(at: Date): string {
  const d = new Date(at.getTime() + 4 * 3_600_000);
  while (d.getUTCDay() === 5 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A past banking day with a demo payment in it (db/seed/payment-history-plan.ts: one three days ago). Both
 * languages work on it (one server): the first matches and closes it, the second finds it closed, as
 * finance does a day later, and still reads its report.
 */
const pastBankingDay = () => settlesWith(new Date(Date.now() - 3 * 86_400_000));

describe.each(LANGS)('back office settlement (%s)', (lang) => {
  test('finance opens the calendar and a banking day, fetches its files and matches it; the biller’s PDF report downloads; an approver closes the day', async () => {
    const day = pastBankingDay();
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await signInStaff(page, lang, 'finance');
    await page.getByRole('link', { name: bo(lang, 'nav.settlement') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'settle.heading') }).waitFor();
    await page.goto(backOfficeUrl(`/Settlement?month=${day.slice(0, 7)}`));
    await page.getByRole('link', { name: day }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();
    const status = page.locator('[data-day-status]').first();
    await status.waitFor();
    const closedBefore = (await status.getAttribute('data-day-status')) === 'closed';

    if (!closedBefore) {
      await page.getByRole('button', { name: bo(lang, 'settle.fetchFiles') }).click();
      await page.getByRole('cell', { name: bo(lang, 'settle.source.gateway') }).waitFor();
      await page.getByRole('button', { name: bo(lang, 'settle.match') }).click();
      await expect.poll(() => status.getAttribute('data-day-status')).toMatch(/^(matched|exceptions)$/);
    } else {
      await page.getByText(bo(lang, 'settle.closed')).waitFor();
      expect(await page.getByRole('button', { name: bo(lang, 'settle.match') }).count(), 'a closed day changes no more').toBe(0);
    }
    await expectNoSeriousA11yViolations(page, `settlement day (${lang})`);
    await fits(page, `settlement-day-${lang}`);

    // The first biller's report, as a PDF in the staff member's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /PDF$/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    if (!closedBefore) {
      const approver = (await browser.open(lang, { viewport: { width: 1366, height: 900 } })).page;
      await signInStaff(approver, lang, 'approver');
      await approver.goto(backOfficeUrl(`/Settlement/${day}`));
      await approver.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();
      // The day as matched (its exceptions read) before deciding whether a sign-off is needed.
      await expect
        .poll(() => approver.locator('[data-day-status]').first().getAttribute('data-day-status'))
        .toMatch(/^(matched|exceptions)$/);
      const reason = approver.getByRole('textbox', { name: bo(lang, 'settle.closeReason') });
      if (await reason.count()) await reason.fill('The open items are claimed from the billers next week.');
      await approver.getByRole('button', { name: bo(lang, 'settle.close') }).click();
      await approver.getByText(bo(lang, 'settle.closed')).waitFor();
    }
    // The back office's home tells finance what is left unmatched.
    await page.goto(backOfficeUrl('/'));
    await page
      .getByRole('status')
      .filter({ hasText: bo(lang, 'settle.alerts') })
      .waitFor();
    await page.goto(backOfficeUrl(`/Settlement?month=${day.slice(0, 7)}`));
    await page.getByRole('link', { name: day }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: day }).locator('[data-day-status]').getAttribute('data-day-status')).toBe(
      'closed',
    );
    await expectNoSeriousA11yViolations(page, `settlement calendar (${lang})`);
    await fits(page, `settlement-calendar-${lang}`);
  });
});
