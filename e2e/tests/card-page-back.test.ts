import { describe, expect, test } from 'vitest';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { confirmBill, freshAccount, methodButton, rowValue, snap, submitContact, visitorToBill } from '../support/payments.ts';

/** Issue 35, item 10: Back on the card page keeps the bill and the contact details, instead of starting over. */
const browser = useBrowser();
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

describe.each(LANGS)('Back from the card page (%s)', (lang) => {
  test('comes back to the contact details as typed, and from there to the same bill', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    const account = freshAccount();
    await visitorToBill(page, lang, account, { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang, 'keep@example.com', '+968 9000 0001');
    await page.waitForURL(pathPattern('/PaymentForm'));
    await page.getByRole('button', { name: t(lang, 'common.cancel'), exact: true }).click();

    await page.waitForURL(pathPattern('/OneTimePayment'));
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.contact') }).waitFor();
    expect(await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.email')) }).inputValue()).toBe(
      'keep@example.com',
    );
    expect(await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.mobile')) }).inputValue()).toBe('90000001');
    await snap(page, `card-page-back-${lang}-phone`);
    await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).click();
    await methodButton(page, lang, 'card').waitFor();
    await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.bill') }).waitFor();
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
  });
});
