import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { savedDownload } from '../support/downloads.ts';

const browser = useBrowser();

describe.each(LANGS)('back office finance and audit (%s)', (lang) => {
  test('finance exports the current search as CSV and opens the stuck-payments queue', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'finance');
    await page.goto(backOfficeUrl('/?stateGroup=completed&method=Wallet'));
    await page.getByRole('table').getByRole('link').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: bo(lang, 'search.export') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await savedDownload(file));
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.toString('utf8').slice(1).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^reference,payment_id,created_oman,state,/);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/,completed,Wallet,/);
    await expectNoSeriousA11yViolations(page, `back office search for finance (${lang})`);
    await saveScreenshot(page, `back-office/search-finance-${lang}`);

    await page.getByRole('link', { name: bo(lang, 'nav.stuck') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'stuck.heading') }).waitFor();
    await page.getByText(bo(lang, 'stuck.none')).first().waitFor();
    await expectNoSeriousA11yViolations(page, `back office stuck payments (${lang})`);
    await saveScreenshot(page, `back-office/stuck-${lang}`);
  });

  test('the auditor filters the audit log by actor and action and sees the sign-in', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'auditor');
    await page.getByRole('link', { name: bo(lang, 'nav.audit') }).click();
    await page.getByRole('textbox', { name: bo(lang, 'audit.actor') }).fill('auditor@staff.example.om');
    await page.getByRole('textbox', { name: bo(lang, 'audit.action') }).fill('sign_in');
    // Today on Oman's clock: the day boundary the server applies.
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    await page.getByLabel(bo(lang, 'search.dateFrom')).fill(today);
    await page.getByLabel(bo(lang, 'search.dateTo')).fill(today);
    await page.getByRole('button', { name: bo(lang, 'audit.filter') }).click();
    await page.getByRole('table').getByText('sign_in', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('table').getByText('agent@staff.example.om').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `back office audit log (${lang})`);
    await saveScreenshot(page, `back-office/audit-${lang}`);
  });
});
