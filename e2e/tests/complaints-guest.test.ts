import { describe, expect, test } from 'vitest';
import { COMPLAINT_TYPE_TEXT } from '@portal/contract';
import { GUEST_COMPLAINT_TEXT } from '../../apps/web/src/features/complaints/components/guest-complaint-texts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { typeCode } from '../support/auth.ts';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import { CARDS, confirmBill, expectPaymentSuccess, freshAccount, methodButton, submitContact, visitorToBill } from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();
/** The mobile submitContact gives for the visitor's receipts: the one a guest complaint's code goes to. */
const PAID_WITH = '96890000001';

describe.each(LANGS)('a visitor complains about a payment (%s)', (lang) => {
  test('from the payment result: the reference prefilled, a code to the mobile that paid, then the complaint and its number', async () => {
    const { page } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang, 'visitor@example.com', PAID_WITH);
    await payOnCardPage(page, lang, CARDS.approve);
    const reference = await expectPaymentSuccess(page, lang);

    // The rest at a phone's width, as most visitors see it.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: t(lang, 'complaints.complainLabel', { reference }) }).click();
    await page.waitForURL(/\/Complaint\?/);
    await page.getByRole('heading', { level: 1, name: t(lang, 'complaints.new') }).waitFor();
    expect(await page.getByRole('textbox', { name: t(lang, 'complaints.reference') }).inputValue()).toBe(reference);
    await page.getByRole('textbox', { name: GUEST_COMPLAINT_TEXT.mobile[lang] }).fill(PAID_WITH.slice(3));
    await expectNoSeriousA11yViolations(page, `guest complaint, reference and mobile (${lang})`);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode') }).click();

    await typeCode(page, lang, await readCode(PAID_WITH, { since, origin: originOf(page) }));
    await page.getByLabel(t(lang, 'complaints.typeLabel')).first().click();
    await page.getByRole('option', { name: COMPLAINT_TYPE_TEXT.paid_not_credited[lang] }).click();
    await page.getByRole('textbox', { name: t(lang, 'complaints.description') }).fill('The biller still shows this bill as due.');
    await expectNoSeriousA11yViolations(page, `guest complaint form (${lang})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, `complaints/guest-form-${lang}-phone`);
    await page.getByRole('button', { name: t(lang, 'complaints.send') }).click();

    const done = page.getByRole('status').filter({ hasText: GUEST_COMPLAINT_TEXT.raised[lang] });
    await done.waitFor();
    expect(await done.innerText()).toMatch(/C-\d+/);
    await saveScreenshot(page, `complaints/guest-raised-${lang}-phone`);
  });
});
