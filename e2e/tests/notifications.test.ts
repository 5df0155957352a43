import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, settle } from '../support/a11y.ts';
import { signInIndividual } from '../support/auth.ts';
import { DESKTOP, LANGS, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { pageUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { useOwnServer } from '../support/own-server.ts';
import { CARDS, confirmBill, expectPaymentSuccess, freshAccount, methodButton, submitContact, visitorToBill } from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { payByWallet, table } from '../support/history-page.ts';
import { readOutbox } from '../support/outbox.ts';

/**
 * Issue 12 in the browser: the receipt e-mail a visitor gets, read in the demo mailbox with its PDF;
 * the profile's Notifications section, where the customer sends all their bills' meter alerts by
 * e-mail and sees the next alert arrive there. On a server of its own: the alert needs its clock moved.
 */
const browser = useBrowser();
const own = useOwnServer();
const RUN = String(Date.now()).slice(-6);
const DEMO_EMAIL = 'ahmed.harthy@example.om';

interface Mail {
  id: number;
  subject: string;
  text_body: string;
}
async function mails(origin: string, to: string): Promise<Mail[]> {
  const res = await fetch(`${origin}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/** Opens the demo mailbox page for an address and the newest mail whose subject has `subject` in it. */
async function openMail(page: Page, origin: string, to: string, subject: RegExp): Promise<void> {
  await page.goto(`${origin}/api/dev/mailbox.html?to=${encodeURIComponent(to)}`);
  await page.getByRole('link', { name: subject }).first().click();
}

describe.each(LANGS)('messages that reach the customer (%s)', (lang: Lang) => {
  test('a visitor pays by card giving an e-mail: the receipt e-mail, in the visitor’s language, carries the receipt PDF', async () => {
    const { baseUrl } = await own.ready();
    const { page } = await browser.open(lang, { origin: baseUrl });
    const email = `visitor-${RUN}-${lang}@example.om`;
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang, email);
    await payOnCardPage(page, lang, CARDS.approve);
    const reference = await expectPaymentSuccess(page, lang);

    const subject = lang === 'ar' ? `إيصال الدفع، المرجع ${reference}` : `Payment receipt, ref ${reference}`;
    await expect.poll(async () => (await mails(baseUrl, email)).map((m) => m.subject), { timeout: 10_000 }).toContain(subject);
    await page.goto(`${baseUrl}/api/dev/mailbox.html?to=${encodeURIComponent(email)}`);
    const pdfLink = page.getByRole('link', { name: `receipt-${reference}.pdf` });
    const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, baseUrl).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The mail as the visitor's mail reader shows it: right to left in Arabic, nothing wider than a phone.
    await openMail(page, baseUrl, email, new RegExp(reference));
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByText(reference).first().waitFor();
    for (const [size, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(page, `receipt-email-${lang}-${name}`);
    }
  });

  test('the Notifications section: meter alerts of all bills by e-mail, saved with consent; the next alert arrives by e-mail', async () => {
    const { baseUrl } = await own.ready();
    const { page } = await browser.open(lang, { origin: baseUrl });
    await signInIndividual(page, lang);
    await page.goto(pageUrl(page, '/PersonalProfile'));
    const section = page.getByRole('region', { name: t(lang, 'notifications.title') });
    await section.waitFor();
    await expectNoSeriousA11yViolations(page, `PersonalProfile notifications (${lang})`);

    await section
      .getByRole('radiogroup', { name: t(lang, 'notifications.alertsBy') })
      .getByRole('radio', { name: t(lang, 'notifications.email') })
      .check();
    // Saving without agreeing is refused on the spot.
    await section.getByRole('button', { name: t(lang, 'notifications.save') }).click();
    await section.getByText(t(lang, 'notifications.consentRequired')).waitFor();
    await section.getByRole('checkbox', { name: lang === 'ar' ? /أوافق على تلقي الرسائل/ : /I agree to receive the messages/ }).check();
    await section.getByRole('button', { name: t(lang, 'notifications.save') }).click();
    await page.getByRole('dialog').getByText(t(lang, 'notifications.saved')).waitFor();
    await page.getByRole('dialog').getByRole('button').first().click();
    await section
      .getByText(new RegExp(t(lang, 'notifications.lastConsent', { date: '' }).replace(/[.]$/, '').trim().slice(0, 10)))
      .waitFor();
    await page.setViewportSize(PHONE);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `profile-notifications-${lang}-phone`);
    await page.setViewportSize(DESKTOP);

    // The next alert: the bills are looked at day by day (the clock moved) until a meter raises one.
    const before = (await mails(baseUrl, DEMO_EMAIL)).filter((m) => /Meter alert|تنبيه العداد/.test(m.subject)).length;
    let after = before;
    for (let day = 0; day < 40 && after === before; day++) {
      const res = await fetch(`${baseUrl}/api/dev/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: day * 86_400 }),
      });
      expect(res.status).toBe(200);
      after = (await mails(baseUrl, DEMO_EMAIL)).filter((m) => /Meter alert|تنبيه العداد/.test(m.subject)).length;
    }
    expect(after).toBeGreaterThan(before);
    await openMail(page, baseUrl, DEMO_EMAIL, /Meter alert|تنبيه العداد/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  test('a history row: Send again sends the receipt once more; Open shows it, and it survives a reload', async () => {
    const { baseUrl } = await own.ready();
    const { page } = await browser.open(lang, { origin: baseUrl });
    await signInIndividual(page, lang);
    const { reference } = await payByWallet(page);
    await page.goto(pageUrl(page, '/TransactionHistory'));
    await table(page, lang).waitFor();
    const texts = async () => (await readOutbox('96890000001', baseUrl)).filter((m) => m.text.includes(reference)).length;
    const before = await texts();
    await page
      .getByRole('button', { name: t(lang, 'history.resendReceipt.resendLabel', { reference }) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByText(new RegExp(t(lang, 'history.resendReceipt.resent', { channels: '' }).slice(0, 12)))
      .waitFor();
    await expect.poll(texts, { timeout: 10_000 }).toBe(before + 1);
    await page.getByRole('dialog').getByRole('button').first().click();

    // The row opens its receipt, at an address that survives a reload.
    await page
      .getByRole('link', { name: t(lang, 'history.resendReceipt.openLabel', { reference }) })
      .first()
      .click();
    const status = page.getByRole('status').filter({ hasText: t(lang, 'payment.result.successTitle') });
    await status.waitFor({ timeout: 30_000 });
    expect(await status.innerText()).toContain(reference);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: t(lang, 'payment.result.successTitle') })
      .waitFor({ timeout: 30_000 });

    // Printed, the receipt is the page: no header, menu or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByText(reference).first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });
});
