import { describe, expect, test } from 'vitest';
import { LANGS, useBrowser } from '../support/browser.ts';
import { pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import {
  CARDS,
  checkStep,
  confirmBill,
  dueNow,
  freshAccount,
  methodButton,
  payOnCardPage,
  submitContact,
  visitorToBill,
} from '../support/payments.ts';
import { readAndCloseDialog } from '../support/dialogs.ts';

const browser = useBrowser();

/** What the server says (modules/payments, sandbox gateway test cards and biller references). */
const DECLINED = { en: 'Card declined by issuer. No money was taken', ar: 'رفض البنك المُصدر البطاقة. لم يتم خصم أي مبلغ' };
const BILLER_REJECTED = {
  en: 'The biller rejected the payment. Your card was not charged',
  ar: 'رفضت الجهة المفوترة عملية الدفع. لم يتم خصم المبلغ من بطاقتك',
};

describe.each(LANGS)('card payments that take no money (%s)', (lang) => {
  test('a declined card (4000…0002) gets a clear error on the card page; the bill is still due and the card may be retried', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account);
    await confirmBill(page, lang);
    await checkStep(page, `payment method (${lang})`);
    await methodButton(page, lang, 'card').click();
    await checkStep(page, `contact details (${lang})`);
    await submitContact(page, lang);
    await payOnCardPage(page, lang, CARDS.decline, () => checkStep(page, `card page (${lang})`));

    await page.getByRole('dialog', { name: t(lang, 'common.dialog.error') }).waitFor();
    await checkStep(page, `card declined dialog (${lang})`);
    expect(await readAndCloseDialog(page, lang, 'error')).toBe(DECLINED[lang]);
    // Still on the card page, the card fields kept: Pay Now is offered again.
    expect(page.url()).toMatch(pathPattern('/PaymentForm'));
    await expect.poll(() => page.getByRole('button', { name: t(lang, 'payment.form.payNow') }).isEnabled()).toBe(true);
    expect(await dueNow(page, account)).toBe(bill.due);
  });

  test('a bill the biller refuses to post (444444…) ends on /ConfirmPayment in a failure dialog that cannot be dismissed; the money is not taken', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount('444444');
    const bill = await visitorToBill(page, lang, account, { a11y: false });
    expect(bill.due).toBeGreaterThan(0);
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang);
    await payOnCardPage(page, lang, CARDS.approve);

    await page.waitForURL(pathPattern('/ConfirmPayment'));
    const dialog = page.getByRole('dialog', { name: t(lang, 'payment.result.failedTitle') });
    await dialog.waitFor({ timeout: 30_000 });
    expect((await dialog.getByRole('alert').innerText()).trim()).toBe(BILLER_REJECTED[lang]);
    await checkStep(page, `payment failure dialog (${lang})`, `result-failed-${lang}`);

    // No buttons, no close button; Escape and a click outside leave it open.
    expect(await dialog.getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByText(t(lang, 'payment.result.successTitle')).count()).toBe(0);
    expect(await dueNow(page, account)).toBe(bill.due);
  });
});
