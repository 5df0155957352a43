import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, searchPayments, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

describe.each(LANGS)('back office (%s)', (lang) => {
  test('an agent signs in with password and authenticator code, searches, opens a payment’s story; no reveal, and the audit log is not allowed', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'agent');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      lang,
      lang === 'ar' ? 'rtl' : 'ltr',
    ]);
    await expectNoSeriousA11yViolations(page, `back office search (${lang})`);
    await saveScreenshot(page, `back-office/search-${lang}`);

    // The demo individual's mobile as an Arabic keyboard types it: his payments, masked.
    await searchPayments(page, lang, '٩٠٠٠٠٠٠١');
    const first = page.getByRole('table').getByRole('link').first();
    await first.waitFor();
    await expect.poll(() => page.getByRole('table').getByText('968••••••01').count()).toBeGreaterThan(0);
    const reference = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await page.getByRole('heading', { name: bo(lang, 'payment.timeline') }).waitFor();
    await page.getByRole('heading', { name: bo(lang, 'payment.lines') }).waitFor();
    // Every timeline entry in the staff member's language: a demo payment's story starts "Created".
    const timeline = page.getByRole('region', { name: bo(lang, 'payment.timeline') });
    await timeline
      .getByText(lang === 'ar' ? 'أُنشئت' : 'Created', { exact: true })
      .first()
      .waitFor();
    if (lang === 'ar') expect(await timeline.textContent()).not.toMatch(/\b(Created|Completed|Money held|Receipt|by SMS)\b/);
    // Amounts as the customer side shows them, masked values isolated left to right.
    await page
      .getByText(lang === 'ar' ? /^\d+\.\d{3} ر\.ع\.$/ : /^OMR \d+\.\d{3}$/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: new RegExp(bo(lang, 'payment.reveal')) }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `back office payment (${lang})`);
    await saveScreenshot(page, `back-office/payment-${lang}`);

    await page.goto(backOfficeUrl('/Audit'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'notAllowed.heading') }).waitFor();
    await expectNoSeriousA11yViolations(page, `back office not allowed (${lang})`);
    await saveScreenshot(page, `back-office/not-allowed-${lang}`);
  });

  test('a support lead reveals a customer’s mobile with a reason; the reveal joins the payment’s timeline', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'lead');
    // One of the demo individual's payments: the newest payment of all is whatever another test made last.
    await searchPayments(page, lang, '90000001');
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { name: bo(lang, 'payment.customer') }).waitFor();
    await page.getByRole('button', { name: `${bo(lang, 'payment.reveal')}: ${bo(lang, 'field.mobile')}` }).click();
    const dialog = page.getByRole('dialog', { name: bo(lang, 'reveal.title') });
    await dialog.getByRole('textbox', { name: bo(lang, 'reveal.reason') }).fill('The customer called about a missing receipt');
    await expectNoSeriousA11yViolations(page, `back office reveal dialog (${lang})`);
    await saveScreenshot(page, `back-office/reveal-${lang}`);
    await dialog.getByRole('button', { name: bo(lang, 'reveal.submit'), exact: true }).click();
    await expect.poll(() => page.getByTestId('customer-mobile').textContent()).toBe('96890000001');
    // The timeline names the action in the staff member's language; what they typed stays as typed.
    await page
      .getByText(lang === 'ar' ? 'كُشف بيان العميل — تم' : 'Customer detail revealed — done')
      .first()
      .waitFor();
    await page.getByText('field=mobile, "The customer called about a missing receipt"').first().waitFor();

    // Their own sessions: this one is marked, and cannot be ended from its own row.
    await page.getByRole('link', { name: bo(lang, 'nav.sessions') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'sessions.heading') }).waitFor();
    await page.getByText(bo(lang, 'sessions.current'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `back office sessions (${lang})`);
    await saveScreenshot(page, `back-office/sessions-${lang}`);
  });
});
