import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pdfToText } from '../../apps/server/test/invoices/pdf-tools.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { amountOf, amountsIn, resolveException, untouchedDay } from '../support/settlement.ts';
import { savedDownload } from '../support/downloads.ts';

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

const dayStatus = (page: Page) => page.locator('[data-day-status]').first().getAttribute('data-day-status');

describe.each(LANGS)('back office settlement (%s)', (lang) => {
  test('finance fetches a past day’s files with sandbox trouble, matches it and resolves its exceptions (one matched late, one claimed from the biller); an approver closes the day; the biller’s PDF report carries the screen’s totals', async () => {
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await signInStaff(page, lang, 'finance');
    await page.getByRole('link', { name: bo(lang, 'nav.settlement') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'settle.heading') }).waitFor();
    // A day of this language's own with a demo card payment, never matched on this server.
    const day = await untouchedDay(page, lang);
    await page.getByRole('link', { name: day }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();

    // The sandbox makes trouble on request: the biller's posting arrives late, the gateway captures 3 baisa less.
    for (const kind of ['late_posting', 'amount_off'] as const) {
      await page.getByRole('checkbox', { name: bo(lang, `settle.trouble.${kind}`) }).check();
    }
    await page.getByRole('button', { name: bo(lang, 'settle.fetchFiles') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: bo(lang, 'settle.troubleMade') })
      .waitFor();
    await page.getByRole('cell', { name: bo(lang, 'settle.source.gateway') }).waitFor();
    await page.getByRole('button', { name: bo(lang, 'settle.match') }).click();
    await expect.poll(() => dayStatus(page)).toBe('exceptions');
    const late = page.getByRole('row').filter({ hasText: bo(lang, 'settle.kind.missing_at_biller') });
    const off = page.getByRole('row').filter({ hasText: bo(lang, 'settle.kind.amount_differs') });
    expect(await late.count()).toBe(1);
    expect(await off.count()).toBe(1);
    await expectNoSeriousA11yViolations(page, `settlement day with exceptions (${lang})`);
    await fits(page, `settlement-day-exceptions-${lang}`);

    // The back office's home tells finance what is left unmatched.
    await page.goto(backOfficeUrl('/'));
    await page
      .getByRole('status')
      .filter({ hasText: bo(lang, 'settle.alert.unmatched') })
      .waitFor();
    await page.goto(backOfficeUrl(`/Settlement/${day}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();

    await resolveException(page, lang, 'missing_at_biller', 'matched_late');
    // The gateway paid less than the customer paid us: claimed from the biller's settlement.
    const ours = await amountOf(off.getByRole('cell').nth(3));
    const theirs = await amountOf(off.getByRole('cell').nth(4));
    await resolveException(page, lang, 'amount_differs', 'claim_raised');
    await expectNoSeriousA11yViolations(page, `settlement day, exceptions resolved (${lang})`);

    const approver = (await browser.open(lang, { viewport: { width: 1366, height: 900 } })).page;
    await signInStaff(approver, lang, 'approver');
    await approver.goto(backOfficeUrl(`/Settlement/${day}`));
    await approver.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();
    await expect.poll(() => dayStatus(approver)).toBe('exceptions');
    // Both exceptions are resolved, so the day closes without a sign-off.
    expect(await approver.getByRole('textbox', { name: bo(lang, 'settle.closeReason') }).count()).toBe(0);
    await approver.getByRole('button', { name: bo(lang, 'settle.close') }).click();
    await approver.getByText(bo(lang, 'settle.closed')).waitFor();

    await page.reload();
    await page.getByText(bo(lang, 'settle.closed')).waitFor();
    expect(await page.getByRole('button', { name: bo(lang, 'settle.match') }).count(), 'a closed day changes no more').toBe(0);
    const biller = page.getByRole('row').filter({ has: page.locator('[data-col="net"]') });
    expect(await biller.count(), 'one biller on the day').toBe(1);
    await biller
      .locator('[data-col="net"]')
      .filter({ hasText: /\d\.\d{3}/ })
      .waitFor();
    const gross = await amountOf(biller.locator('[data-col="gross"]'));
    const net = await amountOf(biller.locator('[data-col="net"]'));
    await expectNoSeriousA11yViolations(page, `settlement day closed (${lang})`);
    await fits(page, `settlement-day-closed-${lang}`);

    // The biller's report, as a PDF in the staff member's language, with the totals the screen shows.
    const download = page.waitForEvent('download');
    await biller.getByRole('button', { name: /PDF$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^settlement-\\d+-${day}-${lang}\\.pdf$`));
    const path = await savedDownload(file);
    expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(path);
    const claim = ((Number(ours) * 1000 - Number(theirs) * 1000) / 1000).toFixed(3);
    // Gross, −reversals, −refunds, −fees, net; then the claims and adjustments beside it (settlement-pdf.tsx).
    const amounts = amountsIn(text);
    expect(amounts).toHaveLength(7);
    expect([amounts[0], amounts[4], amounts[5]]).toEqual([gross, net, claim]);
    if (lang === 'en') {
      expect(text).toMatch(new RegExp(`Gross collected\\s+OMR\\s+${gross.replace('.', '\\.')}`));
      expect(text).toMatch(new RegExp(`Net to remit\\s+OMR\\s+${net.replace('.', '\\.')}`));
    }

    await page.goto(backOfficeUrl(`/Settlement?month=${day.slice(0, 7)}`));
    await page.getByRole('link', { name: day }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: day }).locator('[data-day-status]').getAttribute('data-day-status')).toBe(
      'closed',
    );
    await expectNoSeriousA11yViolations(page, `settlement calendar (${lang})`);
    await fits(page, `settlement-calendar-${lang}`);
  });
});
