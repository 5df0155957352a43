import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { sharedDemoClock } from '../support/context.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { chooseOption } from '../support/select.ts';
import { seededDay } from '../support/settlement.ts';
import { savedDownload } from '../support/downloads.ts';

const browser = useBrowser();

/**
 * Each language takes its own banking day two months back, on the 20th or the 24th: the other settlement
 * test works days 5 to 7 of each month (support/settlement.ts), so the day is still open on a fresh server.
 */
function dayOf(lang: 'en' | 'ar'): string {
  return seededDay(sharedDemoClock(), 2, lang === 'en' ? 20 : 24, 9);
}

describe.each(LANGS)('back office monthly statement (%s)', (lang) => {
  test('finance uploads a biller’s file by hand, the day is matched and closed, and the remittance is recorded on the biller’s month', async () => {
    const day = dayOf(lang);
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await signInStaff(page, lang, 'finance');
    await page.goto(backOfficeUrl(`/Settlement/${day}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(day) }).waitFor();

    // An empty acknowledgement file for the first biller: uploaded, then listed with the day's files.
    await chooseOption(
      page.getByLabel(bo(lang, 'settle.source'), { exact: true }).first(),
      page.getByRole('option', { name: bo(lang, 'settle.source.biller') }),
    );
    const billerName = await chooseOption(
      page.getByLabel(bo(lang, 'filter.biller'), { exact: true }).first(),
      page.getByRole('option').first(),
    );
    const csv = ['record_type,posting_reference,biller_trx_id,amount_baisa,accepted_date', `TOTAL,,,0,${day}`].join('\r\n');
    await page.locator('input[type="file"]').setInputFiles({ name: `ack-${day}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: bo(lang, 'settle.upload'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: bo(lang, 'settle.outcome.imported') })
      .waitFor();
    await page.getByRole('cell', { name: billerName }).first().waitFor();
    await expectNoSeriousA11yViolations(page, `settlement upload (${lang})`);
    await saveScreenshot(page, `back-office/settlement-upload-${lang}-1366`);

    // The billers' files from the switch over its signed API, then the sandbox's gateway file.
    await page.getByRole('button', { name: bo(lang, 'settle.fetchSwitchFiles') }).click();
    const fromSwitch = page.locator('[data-switch-files]');
    await fromSwitch.waitFor();
    expect(await fromSwitch.innerText()).not.toContain(bo(lang, 'settle.outcome.unavailable'));
    await saveScreenshot(page, `back-office/settlement-switch-${lang}-1366`);
    await page.getByRole('button', { name: bo(lang, 'settle.fetchFiles') }).click();
    await page.getByRole('cell', { name: bo(lang, 'settle.source.gateway') }).waitFor();
    await page.getByRole('button', { name: bo(lang, 'settle.match') }).click();
    const status = page.locator('[data-day-status]').first();
    await expect.poll(() => status.getAttribute('data-day-status')).toMatch(/^(matched|exceptions)$/);

    const approver = (await browser.open(lang, { viewport: { width: 1366, height: 900 } })).page;
    await signInStaff(approver, lang, 'approver');
    await approver.goto(backOfficeUrl(`/Settlement/${day}`));
    await expect
      .poll(() => approver.locator('[data-day-status]').first().getAttribute('data-day-status'))
      .toMatch(/^(matched|exceptions)$/);
    const reason = approver.getByRole('textbox', { name: bo(lang, 'settle.closeReason') });
    if (await reason.count()) await reason.fill('Claimed from the biller in the next statement.');
    await approver.getByRole('button', { name: bo(lang, 'settle.close') }).click();
    await approver.getByText(bo(lang, 'settle.closed')).waitFor();

    // The biller's month, reached from the calendar: the closed day waits for its remittance.
    await page.goto(backOfficeUrl(`/Settlement?month=${day.slice(0, 7)}`));
    await page.getByRole('link', { name: bo(lang, 'settle.monthly') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'settle.monthlyHeading') }).waitFor();
    await page.getByText(bo(lang, 'settle.chooseBiller')).waitFor();
    await chooseOption(
      page.getByLabel(bo(lang, 'filter.biller'), { exact: true }).first(),
      page.getByRole('option', { name: billerName, exact: true }),
    );
    const row = page.getByRole('row').filter({ hasText: day });
    await expect.poll(() => row.locator('[data-day-status]').getAttribute('data-day-status')).toBe('closed');
    await row.getByRole('button', { name: `${bo(lang, 'settle.recordRemittance')} ${day}` }).click();
    const dialog = page.getByRole('dialog', { name: bo(lang, 'settle.recordRemittance') });
    const reference = `TRF-${lang.toUpperCase()}-${day}`;
    await dialog.getByRole('textbox', { name: bo(lang, 'settle.remittance') }).fill(reference);
    await expectNoSeriousA11yViolations(page, `remittance dialog (${lang})`);
    await dialog.getByRole('button', { name: bo(lang, 'settle.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(reference).waitFor();
    expect(await row.getByRole('button', { name: new RegExp(bo(lang, 'settle.recordRemittance')) }).count(), 'recorded once').toBe(0);
    await expectNoSeriousA11yViolations(page, `monthly statement (${lang})`);
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `back-office/settlement-month-${lang}-${width}`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `month at ${width}px`,
      ).toBeLessThanOrEqual(0);
      // Nor does the table scroll sideways inside the page: every amount, the net to remit too, in sight.
      expect(
        await page.getByRole('table').evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth),
        `the month's table at ${width}px`,
      ).toBeLessThanOrEqual(0);
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: bo(lang, 'settle.downloadCsv') }).click();
    const file = fs.readFileSync(await savedDownload(download), 'utf8');
    expect(file.startsWith('\uFEFFday / اليوم')).toBe(true);
    expect(file).toContain(`${day},closed,`);
    expect(file).toContain(reference);
  });
});
