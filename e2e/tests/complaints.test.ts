import { describe, expect, test } from 'vitest';
import { COMPLAINT_TYPE_TEXT } from '@portal/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signInIndividual } from '../support/auth.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { pageUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();
/** Each language raises a different type, so the two runs never meet the one-open-per-line-and-type rule. */
const TYPE = { en: 'paid_twice', ar: 'wrong_amount' } as const;

describe.each(LANGS)('complaints (%s)', (lang) => {
  test('a customer complains from history; staff assign, reply and resolve; the customer sees each status', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    await page.goto(pageUrl(page, '/TransactionHistory'));
    await page.locator('[data-history-row]').first().waitFor();
    await page
      .getByRole('link', { name: t(lang, 'complaints.complainLabel', { reference: '' }).trim() })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: t(lang, 'complaints.new') }).waitFor();
    await page.getByLabel(t(lang, 'complaints.typeLabel')).first().click();
    await page.getByRole('option', { name: COMPLAINT_TYPE_TEXT[TYPE[lang]][lang] }).click();
    await page.getByRole('textbox', { name: t(lang, 'complaints.description') }).fill('The biller still shows this bill as due.');
    await expectNoSeriousA11yViolations(page, `complaint form (${lang})`);
    await saveScreenshot(page, `complaints/form-${lang}`);
    await page.getByRole('button', { name: t(lang, 'complaints.send') }).click();
    const badge = page.locator('[data-complaint-status]');
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('received');
    const number = new URL(page.url()).searchParams.get('number')!;
    expect(number).toMatch(/^C-\d+$/);

    const staff = await browser.open(lang);
    await signInStaff(staff.page, lang, 'agent');
    await staff.page.goto(backOfficeUrl(`/Complaints/${number}`));
    await staff.page.getByRole('heading', { level: 1, name: number }).waitFor();
    await staff.page.getByLabel(bo(lang, 'complaints.assignTo')).first().click();
    await staff.page.getByRole('option').first().click();
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.assign'), exact: true }).click();
    await staff.page.locator('[data-status="assigned"]').waitFor();
    const text = staff.page.getByRole('textbox', { name: bo(lang, 'complaints.text') });
    await text.fill('We have asked the biller.');
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.reply') }).click();
    await staff.page.getByText('We have asked the biller.').waitFor();
    await page.reload();
    await page.getByText('We have asked the biller.').waitFor();
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('assigned');

    await staff.page.getByLabel(bo(lang, 'complaints.disposition')).first().click();
    await staff.page.getByRole('option').first().click();
    await text.fill('The biller has credited your account.');
    await expectNoSeriousA11yViolations(staff.page, `complaint staff (${lang})`);
    await saveScreenshot(staff.page, `complaints/staff-${lang}`);
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.resolve'), exact: true }).click();
    await staff.page.locator('[data-status="resolved"]').first().waitFor();

    await page.reload();
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('resolved');
    await page.getByText('The biller has credited your account.').waitFor();
    await expectNoSeriousA11yViolations(page, `complaint detail (${lang})`);
    // Phone and desktop, both screens: never wider than a phone.
    for (const [p, name] of [
      [page, 'customer'],
      [staff.page, 'staff'],
    ] as const) {
      for (const width of [390, 1366]) {
        await p.setViewportSize({ width, height: 844 });
        // Drawn afresh at this width (a select's dropdown opened at the old width stays positioned there).
        await p.reload();
        await p.getByText('The biller has credited your account.').first().waitFor();
        await saveScreenshot(p, `complaints/${name}-${width}-${lang}`);
        if (width === 390) expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }
  });
});
